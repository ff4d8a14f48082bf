import { useId, useMemo, useState } from 'react';
import type { CategoryRecord } from '../lib/types';
import { conversionError, convertWithin } from '../lib/conversion';
import { formatResult } from '../lib/format';
import { parseQuantityInput } from '../lib/parse';

interface Props {
  category: CategoryRecord;
  initialFrom: string;
  initialTo: string;
  initialValue?: number;
}

/** The category converter: value, from, to and a live result (10 decimals). */
export default function Converter({ category, initialFrom, initialTo, initialValue = 1 }: Props) {
  const id = useId();
  const [text, setText] = useState(initialValue === 0 ? '' : String(initialValue));
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const value = parseQuantityInput(text) ?? 0;
  const error = conversionError(category, category.id, from, to);
  const result = useMemo(() => convertWithin(category, from, to, value, 10), [category, from, to, value]);
  const toUnit = category.units.find((u) => u.id === to);
  const options = category.units.map((u) => (
    <option key={u.id} value={u.id}>
      {u.name} ({u.symbol})
    </option>
  ));
  return (
    <form className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] items-end" onSubmit={(e) => e.preventDefault()}>
      <div className="grid gap-2">
        <label htmlFor={`${id}-value`} className="font-medium">From</label>
        <input id={`${id}-value`} inputMode="decimal" autoComplete="off" className="field" value={text} onChange={(e) => setText(e.target.value)} placeholder="Enter value" />
        <select aria-label="From unit" className="field" value={from} onChange={(e) => setFrom(e.target.value)}>{options}</select>
        {error?.field === 'from' && <p className="text-red-700 dark:text-red-300 text-sm">{error.message}</p>}
      </div>
      <button type="button" className="btn-secondary" disabled={error !== null} onClick={() => { setFrom(to); setTo(from); }} aria-label="Swap units">⇄</button>
      <div className="grid gap-2">
        <label htmlFor={`${id}-result`} className="font-medium">To</label>
        <output id={`${id}-result`} aria-live="polite" className="field min-h-[2.6rem] font-mono break-all">
          {error ? '' : formatResult(result, 10)}
        </output>
        <select aria-label="To unit" className="field" value={to} onChange={(e) => setTo(e.target.value)}>{options}</select>
        {error?.field === 'to' && <p className="text-red-700 dark:text-red-300 text-sm">{error.message}</p>}
      </div>
      {!error && toUnit && (
        <p className="sm:col-span-3 text-lg" data-testid="result-line">
          {formatResult(value, 10)} {category.units.find((u) => u.id === from)?.symbol} = <strong>{formatResult(result, 10)} {toUnit.symbol}</strong>
        </p>
      )}
    </form>
  );
}
