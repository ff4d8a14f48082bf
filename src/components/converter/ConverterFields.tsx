import { useMemo } from 'react';
import { ambiguousUnitIds } from '../../browser/unitSearch';
import { formatResult } from '../../core/format';
import { parseQuantityInput } from '../../core/parse';
import { CONVERTER_DECIMALS, resultFor } from '../../browser/converterState';
import { unitWord } from '../../core/unitText';
import type { useConverter } from './useConverter';
import UnitPicker from './UnitPicker';
import CopyButton from './CopyButton';

type Converter = ReturnType<typeof useConverter>;

/** Value, units, swap, result, the one-unit line, copy and the error notice. */
export default function ConverterFields({ converter, idPrefix }: { converter: Converter; idPrefix: string }) {
  const { state, category, result, error, text } = converter;
  const units = useMemo(() => category?.units ?? [], [category]);
  const ambiguous = useMemo(() => ambiguousUnitIds(units), [units]);
  const from = units.find((u) => u.id === state.fromUnit);
  const to = units.find((u) => u.id === state.toUnit);
  const perUnit = resultFor(category, state.fromUnit, state.toUnit, 1);
  const perUnitText = perUnit === null ? '' : formatResult(perUnit, CONVERTER_DECIMALS);
  const id = (name: string) => `${idPrefix}-${name}`;
  // No number for a typed 0 only in a reciprocal pair (0 L/100 km is no finite km/L); for any
  // other value only beyond a double (1e308 m in feet). Nothing typed shows nothing.
  const noFiniteValue = !error && result === null && state.fromValue === 0 && text.trim() !== '';
  const shown = error ? '' : result !== null ? formatResult(result, CONVERTER_DECIMALS)
    : state.fromValue !== 0 ? 'Out of range' : noFiniteValue ? 'No finite value' : '';
  // Not a number (and not one half typed): flagged, and the last number stays in use.
  const invalidText = text.trim() !== '' && parseQuantityInput(text) === null && !looksNumeric(text);

  return (
    <div className="grid gap-3">
      {error?.field === 'category' && <p className="text-sm text-red-700 dark:text-red-300">{error.message}</p>}
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <div className="grid min-w-0 gap-2">
          <label htmlFor={id('value')} className="font-medium">From</label>
          <input id={id('value')} type="text" className="field" inputMode="decimal" autoComplete="off" placeholder="Enter value"
            value={text} onChange={(e) => converter.setText(e.target.value)} aria-invalid={invalidText || undefined} />
          <UnitPicker id={id('from')} label="From unit" units={units} ambiguous={ambiguous} selectedId={state.fromUnit}
            onSelect={converter.setFromUnit} invalid={error?.field === 'from'} describedBy={error?.field === 'from' ? id('from-error') : undefined} />
          {error?.field === 'from' && <p id={id('from-error')} className="text-sm text-red-700 dark:text-red-300">{error.message}</p>}
        </div>
        <button type="button" className="btn-secondary self-center justify-self-center sm:mt-8" onClick={converter.swap} disabled={error !== null} aria-label="Swap units" title="Swap units">
          <span aria-hidden="true">⇄</span>
        </button>
        <div className="grid min-w-0 gap-2">
          <label htmlFor={id('result')} className="font-medium">To</label>
          <output id={id('result')} htmlFor={id('value')} aria-live="polite" className="field min-h-[2.6rem] break-all font-mono" data-testid="converter-result">{shown}</output>
          <UnitPicker id={id('to')} label="To unit" units={units} ambiguous={ambiguous} selectedId={state.toUnit}
            onSelect={converter.setToUnit} invalid={error?.field === 'to'} describedBy={error?.field === 'to' ? id('to-error') : undefined} />
          {error?.field === 'to' && <p id={id('to-error')} className="text-sm text-red-700 dark:text-red-300">{error.message}</p>}
        </div>
      </div>
      {noFiniteValue && from && to && (
        <p data-testid="no-finite-note">0 {from.plural} has no finite value in {to.plural}.</p>
      )}
      {!error && from && to && perUnit !== null && (
        <p data-testid="unit-line">1 {from.name} = {perUnitText} {unitWord(perUnitText, to.name, to.plural)}</p>
      )}
      <CopyButton text={result === null || !to ? '' : `${formatResult(result, CONVERTER_DECIMALS)} ${to.symbol}`} disabled={error !== null || result === null} />
      {error && state.fromValue !== 0 && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800 dark:border-red-400 dark:bg-[#3b1f1f] dark:text-red-200">
          <p className="font-semibold">Conversion Error</p>
          <p>{error.message}</p>
        </div>
      )}
    </div>
  );
}

/** Text on its way to a number ('-', '1e', '1/') is not flagged while typing. */
function looksNumeric(text: string): boolean {
  return /^[\s+\-−.,/\d\u0660-\u0669\u06f0-\u06f9eE]*$/.test(text);
}
