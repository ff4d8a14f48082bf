import { useMemo } from 'react';
import { ambiguousUnitIds } from '../../browser/unitSearch';
import { formatExact } from '../../core/numberFormat';
import { CONVERTER_DECIMALS } from '../../browser/converterState';
import { convertTyped } from '../../core/quantityResult';
import { ONE } from '../../core/rational';
import { unitWord } from '../../core/unitText';
import type { useConverter } from './useConverter';
import UnitPicker from './UnitPicker';
import CopyButton from './CopyButton';
import DisplayOptions from './DisplayOptions';

type Converter = ReturnType<typeof useConverter>;

/** Value, units, swap, result, the one-unit line, copy, display options and the error notices. */
export default function ConverterFields({ converter, idPrefix }: { converter: Converter; idPrefix: string }) {
  const { state, category, result, shown, error, text, typed, prefs, message } = converter;
  const units = useMemo(() => category?.units ?? [], [category]);
  const ambiguous = useMemo(() => ambiguousUnitIds(units), [units]);
  const from = units.find((u) => u.id === state.fromUnit);
  const to = units.find((u) => u.id === state.toUnit);
  const perUnit = from && to && !error ? convertTyped(ONE, from, to) : null;
  const perUnitText = perUnit === null ? '' : formatExact(perUnit, { precision: prefs.precision, autoDecimals: CONVERTER_DECIMALS, format: prefs.format, grouping: true }).text;
  const id = (name: string) => `${idPrefix}-${name}`;
  // No number for a typed 0 only in a reciprocal pair (0 L/100 km is no finite km/L); for any
  // other value only beyond what can be shown. Nothing typed or unreadable text shows nothing.
  const noFiniteValue = !error && typed.kind === 'value' && result === null && state.fromValue === 0;
  const resultText = error || !shown ? (noFiniteValue ? 'No finite value' : '') : shown.text;
  const invalid = typed.kind === 'error' && message !== null;
  const copyText = !shown || !to ? '' : shown.mixed ? shown.mixed.text : `${shown.plain} ${to.symbol}`;

  return (
    <div className="grid gap-3">
      {error?.field === 'category' && <p className="text-sm text-red-700 dark:text-red-300">{error.message}</p>}
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <div className="grid min-w-0 gap-2">
          <label htmlFor={id('value')} className="font-medium">From</label>
          <input id={id('value')} type="text" className="field" inputMode="decimal" autoComplete="off" placeholder="Enter value"
            value={text} onChange={(e) => converter.setText(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={id('value-message')} />
          <p id={id('value-message')} className="text-sm text-red-700 dark:text-red-300" data-testid="input-message" hidden={!message}>
            {message?.text}{message?.link && <> <a className="link underline" href={message.link.href}>{message.link.label}</a>.</>}
          </p>
          <UnitPicker id={id('from')} label="From unit" units={units} common={category?.common} ambiguous={ambiguous} selectedId={state.fromUnit}
            onSelect={converter.setFromUnit} invalid={error?.field === 'from'} describedBy={error?.field === 'from' ? id('from-error') : undefined} />
          {error?.field === 'from' && <p id={id('from-error')} className="text-sm text-red-700 dark:text-red-300">{error.message}</p>}
        </div>
        <button type="button" className="btn-secondary self-center justify-self-center sm:mt-8" onClick={converter.swap} disabled={error !== null} aria-label="Swap units" title="Swap units">
          <span aria-hidden="true">⇄</span>
        </button>
        <div className="grid min-w-0 gap-2">
          <label htmlFor={id('result')} className="font-medium">To</label>
          <output id={id('result')} htmlFor={id('value')} aria-live="polite" className="field min-h-[2.6rem] break-all font-mono" data-testid="converter-result">{resultText}</output>
          <UnitPicker id={id('to')} label="To unit" units={units} common={category?.common} ambiguous={ambiguous} selectedId={state.toUnit}
            onSelect={converter.setToUnit} invalid={error?.field === 'to'} describedBy={error?.field === 'to' ? id('to-error') : undefined} />
          {error?.field === 'to' && <p id={id('to-error')} className="text-sm text-red-700 dark:text-red-300">{error.message}</p>}
        </div>
      </div>
      {!error && shown?.mixed && (
        <p className="text-lg font-medium" aria-live="polite" data-testid="mixed-result">{shown.mixed.exact ? '=' : '≈'} {shown.mixed.text}</p>
      )}
      {noFiniteValue && from && to && (
        <p data-testid="no-finite-note">0 {from.plural} has no finite value in {to.plural}.</p>
      )}
      {!error && from && to && perUnit !== null && (
        <p data-testid="unit-line">1 {from.name} = {perUnitText} {unitWord(perUnitText, to.name, to.plural)}</p>
      )}
      <CopyButton text={copyText} link={converter.permalink} disabled={error !== null || result === null} />
      <DisplayOptions idPrefix={idPrefix} prefs={prefs} compositions={converter.compositions} onChange={converter.setPrefs} />
      {error && state.fromValue !== 0 && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800 dark:border-red-400 dark:bg-[#3b1f1f] dark:text-red-200">
          <p className="font-semibold">Conversion Error</p>
          <p>{error.message}</p>
        </div>
      )}
    </div>
  );
}
