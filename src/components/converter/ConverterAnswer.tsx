import { useEffect, useState } from 'react';
import { equalsSign, exactDigits, formatExact, AUTO } from '../../core/numberFormat';
import { convertTyped, copyText } from '../../core/quantityResult';
import { ONE, toNumber } from '../../core/rational';
import { unitWord } from '../../core/unitText';
import type { useConverter } from './useConverter';
import CopyButton from './CopyButton';
import { absoluteZeroNote } from '../../core/absoluteZero';
import { honestFraction, pairPageFraction } from '../../core/fraction';

type Converter = ReturnType<typeof useConverter>;
type PairFormulaOf = typeof import('../../core/pairFormula').pairFormula;

/**
 * The answer, first thing the eye reads: '72 °F ≈ 22.22222222 °C' in large type with Copy
 * beside it ('=' when the shown number is the exact value, '≈' when it is rounded); the mixed-unit result, the one-unit line and the formula on a quiet line below;
 * the conversion error in place of nothing.
 */
export default function ConverterAnswer({ converter, idPrefix }: { converter: Converter; idPrefix: string }) {
  const { state, category, result, exactResult, shown, error, typed, prefs } = converter;
  // The one-tap Exact view: every digit, or the exact fraction of a repeating decimal.
  const [exactView, setExactView] = useState(false);
  // The formula builder (about 1 KB) arrives after hydration; its line keeps its room meanwhile.
  const [formulaOf, setFormulaOf] = useState<PairFormulaOf | null>(null);
  useEffect(() => {
    void import('../../core/pairFormula').then((m) => setFormulaOf(() => m.pairFormula), () => undefined);
  }, []);
  const units = category?.units ?? [];
  const from = units.find((u) => u.id === state.fromUnit);
  const to = units.find((u) => u.id === state.toUnit);
  const perUnit = from && to && !error ? convertTyped(ONE, from, to) : null;
  const perUnitShown = perUnit === null ? null : formatExact(perUnit, { precision: prefs.precision, format: prefs.format, grouping: true });
  const perUnitText = perUnitShown?.text ?? '';
  const offsetScale = from?.kind === 'affine' || to?.kind === 'affine';
  const formula = formulaOf && from && to && perUnit !== null ? formulaOf(from, to).equation : '';
  // No number for a typed 0 only in a reciprocal pair (0 L/100 km is no finite km/L); for any
  // other value only beyond what can be shown. Nothing typed or unreadable text shows nothing.
  const noFiniteValue = !error && typed.kind === 'value' && result === null && state.fromValue === 0;
  // An empty box answers nothing ('0 m = 0 ft' says nothing): the one-unit line below is the hint.
  // Only a rounded rational answer has more to show; its digits are worked out only when asked for.
  const canBeExact = !error && typed.kind === 'value' && shown !== null && !shown.exact && exactResult !== null && exactResult.piPower === 0;
  const exactText = canBeExact && exactView && exactResult ? exactDigits(exactResult, { format: prefs.format, grouping: true }) : null;
  const resultText = error || !shown || typed.kind === 'empty' ? (noFiniteValue ? 'No finite value' : '') : exactText ?? shown.text;
  const copied = !shown || !to ? '' : exactText && exactResult ? `${exactDigits(exactResult, { format: prefs.format, grouping: false })} ${to.symbol}` : copyText(shown, to);
  // The amount as typed when it names its units ('5 ft 3 in'), else the number formatted, in the from-unit.
  const amount = typed.kind === 'value'
    ? (converter.amount ?? `${formatExact(typed.value, { precision: AUTO, format: prefs.format, grouping: true }).text} ${from?.symbol ?? ''}`)
    : null;
  const sentence = resultText !== '' && !noFiniteValue && amount !== null && to;
  const measured = typed.kind === 'value' ? typed : null;
  const coldNote = measured && !error ? absoluteZeroNote(measured.value, measured.unit, { to, format: prefs.format }) : null;
  // In a unit measured in fractions, a rounded answer near a quarter, half, eighth or 15/16 also
  // shows that fraction ('≈ 3 15/16 in'); never beside a mixed-unit answer.
  const fraction = sentence && to.fractions && shown && !shown.exact && !shown.mixed && exactResult ? pairPageFraction(toNumber(exactResult)) : '';

  return (
    <div className="grid gap-2 border-t border-gray-200 pt-4 dark:border-line-dark">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <output id={`${idPrefix}-result`} htmlFor={`${idPrefix}-value`} aria-atomic="true" data-testid="converter-answer"
          className="min-w-0 text-[2rem] font-semibold leading-tight tabular-nums break-words [text-wrap:balance] sm:text-answer">
          {/* Numbers never break across lines: a long answer wraps between words, the sign and the unit. */}
          {sentence && shown && <span className="font-normal text-muted dark:text-muted-dark">{`${amount} ${exactText ? '=' : equalsSign(shown)} `}</span>}
          {/* Every digit may be more than a line holds: only then may the number break. */}
          <span data-testid="converter-result" className={`${exactText ? 'break-all' : 'whitespace-nowrap'}${sentence ? '' : ' text-muted dark:text-muted-dark'}`}>{resultText}</span>
          {sentence && <span>{` ${to.symbol}`}</span>}
          {resultText === '' && <span className="text-xl font-normal text-muted dark:text-muted-dark">{typed.kind === 'empty' ? 'Enter a value to convert' : 'No result'}</span>}
        </output>
        <div className="flex flex-wrap items-center gap-2">
          {canBeExact && (
            <button type="button" className="btn-secondary py-1.5 text-sm" aria-pressed={exactView} onClick={() => setExactView(!exactView)}
              title="Show every digit, or the exact fraction">Exact</button>
          )}
          <CopyButton text={copied} link={converter.permalink} disabled={error !== null || result === null || typed.kind === 'empty'} onCopy={converter.used} />
        </div>
      </div>
      {fraction && exactResult && <p className="text-xl font-medium tabular-nums" data-testid="fraction-result">{honestFraction(exactResult, fraction)} {to?.symbol}</p>}
      {!error && shown?.mixed && (
        <p className="text-xl font-medium tabular-nums" aria-live="polite" data-testid="mixed-result">{shown.mixed.exact ? '=' : '≈'} {shown.mixed.text}</p>
      )}
      {coldNote && <p data-testid="absolute-zero-note" className="text-amber-900 dark:text-amber-200">{coldNote}</p>}
      {noFiniteValue && from && to && (
        <p data-testid="no-finite-note">0 {from.plural} has no finite value in {to.plural}.</p>
      )}
      {!error && from && to && perUnit !== null && (
        <div className="grid text-sm text-gray-600 tabular-nums dark:text-gray-400">
          {/* On offset scales (°F, °C) '1 °F = −17.2 °C' says nothing; the formula below says it all. */}
          {!offsetScale && perUnitShown && <p data-testid="unit-line">{`1 ${from.name} ${equalsSign(perUnitShown)} `}<span className="whitespace-nowrap">{perUnitText}</span>{` ${unitWord(perUnitText, to.name, to.plural)}`}</p>}
          <p className="min-h-5" data-testid="unit-formula">{formula && `Formula: ${formula}`}</p>
        </div>
      )}
      {error && state.fromValue !== 0 && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800 dark:border-red-400 dark:bg-[#3b1f1f] dark:text-red-200">
          <p className="font-semibold">Conversion Error</p>
          <p>{error.message}</p>
        </div>
      )}
    </div>
  );
}
