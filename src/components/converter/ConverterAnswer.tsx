import { useState } from 'react';
import { calculatedView } from '../../core/calculatedView';
import { answerView, formulaLine } from '../../core/answerView';
import type { useConverter } from './useConverter';
import { amountValue } from '../../browser/converterState';
import CopyButton from './CopyButton';
import ShownNumber from './ShownNumber';
import { answerPart } from './answerParts';
import { ingredientOfCategory } from '../../core/ingredients';

type Converter = ReturnType<typeof useConverter>;

/**
 * The answer, first thing the eye reads: '72 °F ≈ 22.22222222 °C' in large type with Copy
 * beside it ('=' when the shown number is the exact value, '≈' when it is rounded), or an answer
 * only the quantity language gives ('1 kWh / 100 km ≈ 16.0934 Wh/mi'); the mixed-unit result, the one-unit line and the formula on a quiet line below;
 * the conversion error in place of nothing. What it shows is the answer's view model
 * (answerView); the Exact button and the fraction line are always in the markup, hidden when
 * they do not apply, so the answer keeps one shape whatever the pair.
 */
export default function ConverterAnswer({ converter, idPrefix }: { converter: Converter; idPrefix: string }) {
  const { state, prefs, error } = converter;
  const { status, answer } = converter.view;
  const { from, to, typed, exactResult, shown } = answer;
  // The one-tap Exact view: every digit, or the exact fraction of a repeating decimal.
  const [exactView, setExactView] = useState(false);
  // An ingredient's units weigh it: the answer names it ('1 cup (US) of all-purpose flour ≈ 125 g').
  const subject =
    answer.category && ingredientOfCategory(answer.category.id) ? answer.category.name : undefined;
  const view = answer.calculated
    ? calculatedView(answer.calculated)
    : answerView({
        from,
        to,
        typed,
        amount: answer.amount,
        exactResult,
        shown,
        error: answer.error !== null,
        fromValue: amountValue(answer.conv.fromValue),
        prefs,
        exactView,
        subject,
      });
  // While the reader loads, the answer says so; a reading not yet taken shows quietly; the last
  // answer, kept while the text waits to be read, is faded further: it is not the text's answer.
  const hint = status === 'reading' ? 'Reading…' : view.hint;
  const quiet = status === 'tentative' ? ' opacity-70' : status === 'waiting' ? ' opacity-40' : '';
  // The model's formula of the shown pair; its line keeps its room while there is none yet.
  const formula = view.facts && !view.measuredNote ? converter.view.formula : '';

  return (
    <div className="grid gap-2 border-t border-gray-200 pt-4 dark:border-line-dark">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <output
          id={`${idPrefix}-result`}
          htmlFor={`${idPrefix}-value`}
          aria-atomic="true"
          data-testid="converter-answer"
          className={`min-w-0 text-[length:min(2.25rem,9vw)] font-semibold leading-tight tabular-nums break-words [text-wrap:balance] sm:text-answer${quiet}`}
          data-status={status === 'answer' ? undefined : status}
          data-calculated={answer.calculated ? '' : undefined}
        >
          {/* A long answer wraps between words, the sign and the unit; a number only when it is longer than a line.
              On a phone the size follows the screen, so that 14 characters (-0.00000764287) fit on a line at 360 px. */}
          {view.lead && (
            <span className="font-normal text-muted dark:text-muted-dark" {...answerPart('lead')}>
              {view.lead}
            </span>
          )}
          <ShownNumber
            text={view.result}
            data-testid="converter-result"
            {...answerPart('result')}
            className={view.sentence ? undefined : 'text-muted dark:text-muted-dark'}
          />
          {view.unit && <span {...answerPart('unit')}>{view.unit}</span>}
          {hint && <span className="text-xl font-normal text-muted dark:text-muted-dark">{hint}</span>}
        </output>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn-secondary py-1.5 text-sm"
            aria-pressed={exactView}
            onClick={() => setExactView(!exactView)}
            title="Show every digit, or the exact fraction"
            hidden={!view.canBeExact}
            {...answerPart('exact')}
          >
            Exact
          </button>
          <CopyButton
            text={view.copy}
            link={converter.permalink}
            disabled={view.copyDisabled}
            onCopy={converter.used}
          />
        </div>
      </div>
      <p
        className="text-xl font-medium tabular-nums"
        data-testid="fraction-result"
        {...answerPart('fraction')}
        hidden={!view.fraction}
      >
        {view.fraction}
      </p>
      {view.mixed && (
        <p className="text-xl font-medium tabular-nums" aria-live="polite" data-testid="mixed-result">
          {view.mixed.exact ? '=' : '≈'} {view.mixed.text}
        </p>
      )}
      {view.coldNote && (
        <p data-testid="absolute-zero-note" className="text-amber-900 dark:text-amber-200">
          {view.coldNote}
        </p>
      )}
      {view.noFiniteNote && <p data-testid="no-finite-note">{view.noFiniteNote}</p>}
      {view.facts && (
        <div className="grid text-sm text-gray-600 tabular-nums dark:text-gray-400">
          {/* On offset scales (°F, °C) '1 °F = −17.2 °C' says nothing; the formula below says it all. */}
          {view.unitLine && (
            <p data-testid="unit-line" {...answerPart('line')}>
              {view.unitLine.lead}
              <ShownNumber text={view.unitLine.number} {...answerPart('line-number')} />
              {view.unitLine.word}
            </p>
          )}
          <p className="min-h-5" data-testid="unit-formula" {...answerPart('formula')}>
            {view.measuredNote ?? (formula && formulaLine(formula))}
          </p>
        </div>
      )}
      {error && state.fromValue !== '0' && (
        <div
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800 dark:border-red-400 dark:bg-[#3b1f1f] dark:text-red-200"
        >
          <p className="font-semibold">Conversion Error</p>
          <p>{error.message}</p>
        </div>
      )}
    </div>
  );
}
