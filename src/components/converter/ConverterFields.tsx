import { useLayoutEffect, useMemo, useRef } from 'react';
import type { useConverter } from './useConverter';
import UnitPicker from './UnitPicker';
import ConverterAnswer from './ConverterAnswer';
import MarkedText from './MarkedText';
import DisplayOptions from './DisplayOptions';
import { useAnswerInView } from './useAnswerInView';
import { useTypedBeforeLive } from './useTypedBeforeLive';
import { useSelectArriving, useSelectOnFocus } from './useSelectOnFocus';

type Converter = ReturnType<typeof useConverter>;

/** Which page the converter is on: a pair page and the quick-convert form add Convert and Clear. */
export type ConverterPage = 'converter' | 'pair' | 'quick';

const errorText = 'text-sm text-red-700 dark:text-red-300';
/** The To box's text fits it at its own size up to this many characters at any width (320 px up). */
const SHORT_ANSWER = 16;

/**
 * The converter's controls and its answer. Narrow (a phone, or the column beside the sidebar:
 * a container query, since the same island sits in columns of different widths): the From box
 * across the whole card, both units side by side with swap between them, the To box across
 * the card; so the box is the widest thing on the card, and both boxes and the answer fit a
 * phone's screen above its keyboard. From 48rem: From, swap and To in three columns, each box
 * over its unit (the conv-* classes in global.css). Then the answer sentence and the display
 * options. Pair and quick-convert pages add Convert (the answer is live, so it settles the
 * conversion, as Enter does) and Clear (empties the box, back to the hint) under the answer.
 */
interface Props {
  converter: Converter;
  idPrefix: string;
  page?: ConverterPage;
}

export default function ConverterFields({ converter, idPrefix, page = 'converter' }: Props) {
  // The quick-convert form keeps its labels with colons.
  const colon = page === 'quick' ? ':' : '';
  const { state, category, error, text, typed, message } = converter;
  const units = useMemo(() => category?.units ?? [], [category]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const invalid = typed.kind === 'error' && message !== null && !message.answer;
  const waiting = converter.view.status === 'waiting';
  const { onFocusSelect, onMouseUp } = useSelectOnFocus();
  const onValueFocus = onFocusSelect(converter.prefilled);
  const onToFocus = onFocusSelect(converter.toShowsAnswer);
  const fromBox = useRef<HTMLInputElement>(null);
  const toBox = useRef<HTMLInputElement>(null);
  useSelectArriving(fromBox, text, converter.prefilled);
  // An answer that arrives while the To box has the focus (a question taken on a pause) is
  // selected, as a tap selects it.
  useSelectArriving(toBox, converter.toText, converter.toShowsAnswer);
  useLayoutEffect(() => {
    const box = toBox.current;
    // A long answer's length sizes its text (.conv-to-value): set from here, as the pages'
    // policy lets no style attribute through; a short one leaves the markup as built.
    if (!box) return;
    if (box.value.length > SHORT_ANSWER) box.style.setProperty('--chars', String(box.value.length));
    else if (box.style.getPropertyValue('--chars')) box.style.removeProperty('--chars');
  }, [converter.toText]);
  const root = useRef<HTMLDivElement>(null);
  useAnswerInView(root, idPrefix);
  useTypedBeforeLive(root, idPrefix, converter);

  return (
    <div ref={root} className="@container grid gap-4">
      {error?.field === 'category' && <p className={errorText}>{error.message}</p>}
      {/* Grid items one by one, in the order a phone shows them (and Tab reaches them): the
          From box, both units with swap between them, the To box. */}
      <div className={page === 'quick' ? 'conv-sides conv-no-swap' : 'conv-sides'}>
        <label htmlFor={id('value')} className="conv-from-label text-sm font-medium">
          From{colon}
        </label>
        <div className="conv-from-box">
          <input
            ref={fromBox}
            id={id('value')}
            type="text"
            className="conv-from-value field min-w-0 tabular-nums"
            inputMode="text"
            autoCapitalize="off"
            spellCheck={false}
            autoComplete="off"
            placeholder="Enter value"
            autoFocus={page === 'quick'}
            value={text}
            onChange={(e) => converter.setText(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={id('value-message')}
            onKeyDown={(e) => {
              converter.typing();
              if (e.key === 'Enter') converter.settle();
            }}
            onBlur={converter.leave}
            onFocus={onValueFocus}
            onMouseUp={onMouseUp}
            onPointerDown={converter.typing}
          />
        </div>
        {/* The message follows the field it explains. */}
        <p
          id={id('value-message')}
          className={`conv-from-note ${message?.answer ? 'text-sm' : errorText}`}
          data-testid="input-message"
          hidden={!message}
        >
          {message?.mark && <MarkedText text={text} start={message.mark.start} end={message.mark.end} />}
          {message?.text}
          {message?.link && (
            <>
              {' '}
              <a className="link underline" href={message.link.href}>
                {message.link.label}
              </a>
              .
            </>
          )}
        </p>
        <div className="conv-from-unit">
          <UnitPicker
            id={id('from')}
            label="From unit"
            units={units}
            common={category?.common}
            selectedId={state.fromUnit}
            onSelect={converter.setFromUnit}
            invalid={error?.field === 'from'}
            describedBy={error?.field === 'from' ? id('from-error') : undefined}
          />
          {error?.field === 'from' && (
            <p id={id('from-error')} className={errorText}>
              {error.message}
            </p>
          )}
        </div>
        {/* The quick-convert form has no swap: its 'vice versa' link does that. */}
        {page !== 'quick' && (
          <button
            type="button"
            className="conv-swap btn-secondary px-0 text-lg leading-none"
            onClick={converter.swap}
            disabled={error !== null}
            aria-label="Swap units"
            title="Swap units"
          >
            <span aria-hidden="true">⇄</span>
          </button>
        )}
        <div className="conv-to-unit">
          <UnitPicker
            id={id('to')}
            label="To unit"
            units={units}
            common={category?.common}
            selectedId={state.toUnit}
            onSelect={converter.setToUnit}
            invalid={error?.field === 'to'}
            describedBy={error?.field === 'to' ? id('to-error') : undefined}
          />
          {error?.field === 'to' && (
            <p id={id('to-error')} className={errorText}>
              {error.message}
            </p>
          )}
        </div>
        <label htmlFor={id('to-value')} className="conv-to-label text-sm font-medium">
          To{colon}
        </label>
        {/* Typing here converts back: the From side follows. */}
        <div className="conv-to-box">
          <input
            ref={toBox}
            id={id('to-value')}
            type="text"
            // The last answer, kept while the text waits to be taken, is greyed as the answer line is.
            className={`conv-to-value field min-w-0 tabular-nums${waiting ? ' text-muted dark:text-muted-dark' : ''}`}
            data-status={waiting ? 'waiting' : undefined}
            inputMode="text"
            autoCapitalize="off"
            spellCheck={false}
            autoComplete="off"
            value={converter.toText}
            onChange={(e) => converter.setToText(e.target.value)}
            disabled={error !== null}
            onKeyDown={(e) => {
              converter.typing();
              if (e.key === 'Enter') converter.settle();
            }}
            onBlur={converter.leave}
            onPointerDown={converter.typing}
            onFocus={onToFocus}
            onMouseUp={onMouseUp}
          />
        </div>
      </div>
      <ConverterAnswer converter={converter} idPrefix={idPrefix} />
      {page !== 'converter' && (
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={converter.settle}>
            Convert
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              converter.setText('');
              document.getElementById(id('value'))?.focus();
            }}
          >
            Clear
          </button>
        </div>
      )}
      <DisplayOptions
        idPrefix={idPrefix}
        prefs={converter.prefs}
        compositions={converter.compositions}
        onChange={converter.setPrefs}
      />
    </div>
  );
}
