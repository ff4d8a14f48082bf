import type { KeyboardEvent, Ref } from 'react';
import type { LineAnswer } from '../../core/calculatorTape';
import MarkedText from '../converter/MarkedText';

const errorText = 'text-sm text-red-700 dark:text-red-300';

interface Props {
  n: number;
  text: string;
  answer: LineAnswer;
  /** The answer is being worked out (the language is still loading). */
  pending: boolean;
  inputRef: Ref<HTMLInputElement>;
  onText(text: string): void;
  /** Rewrites the line to mean another meaning of one of its spellings. */
  onChoose(text: string): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  onRemove(): void;
}

/** One line of the tape: what was typed, and its answer beside it (below it on phones). */
export default function TapeLine({
  n,
  text,
  answer,
  pending,
  inputRef,
  onText,
  onChoose,
  onKeyDown,
  onRemove,
}: Props) {
  const id = `tape-line-${n}`;
  return (
    <li className="grid gap-1 border-t border-line py-3 first:border-t-0 dark:border-line-dark sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:gap-x-4">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={id} className="muted w-6 shrink-0 text-right text-sm tabular-nums">
          {n}
          <span className="sr-only">. line</span>
        </label>
        <input
          id={id}
          ref={inputRef}
          type="text"
          className="field min-w-0 font-mono"
          value={text}
          inputMode="text"
          autoCapitalize="off"
          spellCheck={false}
          autoComplete="off"
          placeholder="60 mph * 2 h"
          aria-invalid={answer.error ? true : undefined}
          aria-describedby={`${id}-answer`}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn-secondary px-2 text-sm"
          onClick={onRemove}
          aria-label={`Remove line ${n}`}
        >
          ×
        </button>
      </div>
      <div
        id={`${id}-answer`}
        className="min-w-0 pl-8 sm:self-center sm:pl-0"
        aria-live="polite"
        data-testid="tape-answer"
      >
        {answer.error ? (
          <p className={errorText}>
            <MarkedText text={text} start={answer.error.start} end={answer.error.end} />
            {answer.error.message}
          </p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-3">
            <output
              htmlFor={id}
              className="text-xl font-semibold tabular-nums whitespace-nowrap"
              data-testid="tape-result"
            >
              {pending ? '…' : answer.text}
            </output>
            {answer.link && !pending && (
              <a className="link text-sm" href={answer.link.href}>
                {answer.link.label}
              </a>
            )}
          </p>
        )}
        {answer.choices.length > 0 && !pending && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="tape-choices">
            <span className="muted">Or did you mean</span>
            {answer.choices.map((c) => (
              <button
                key={c.line}
                type="button"
                className="btn-secondary px-2 py-1 text-sm"
                onClick={() => onChoose(c.line)}
              >
                {c.label}
              </button>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}
