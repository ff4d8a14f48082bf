import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  lineAnswer,
  linkedLines,
  MAX_LINES,
  readStoredTape,
  storedTape,
  type LineAnswer,
} from '../../core/calculatorTape';
import { calculatorLines, calculatorPath } from '../../core/routes';
import { cleanText } from '../../core/inputText';
import { loadCalculator } from '../../browser/categoryUnits';
import { browserStorage } from '../../browser/displayPrefs';
import type { Calculator as Calculate } from '../../core/smartBox';
import IslandErrorBoundary from '../converter/IslandErrorBoundary';
import TapeLine from './TapeLine';

/** The localStorage key of the calculator's tape. */
const TAPE_KEY = 'unit-calculator';

export interface CalculatorProps {
  /** The tape the page is built with, and its answers worked out at build time. */
  lines: string[];
  answers: LineAnswer[];
}

export default function Calculator(props: CalculatorProps) {
  return (
    <IslandErrorBoundary what="calculator">
      <Tape {...props} />
    </IslandErrorBoundary>
  );
}

/**
 * The calculator: a tape of lines in the quantity language, each answered as it is typed.
 * Enter starts a new line, Backspace on an empty line removes it, the arrows move between
 * lines. The tape is kept in the browser; Copy link gives an address that opens it anywhere.
 */
function Tape({ lines: built, answers: builtAnswers }: CalculatorProps) {
  const [lines, setLines] = useState(built);
  const [calculate, setCalculate] = useState<Calculate | null>(null);
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focus, setFocus] = useState<number | null>(null);

  // An address with lines wins over the kept tape; the language loads at once (this page is for it).
  const restoreOnce = useEffectEvent(() => {
    const linked = linkedLines(calculatorLines(window.location.search));
    const kept = readStoredTape(browserStorage()?.getItem(TAPE_KEY));
    if (linked.length) setLines(linked);
    else if (kept) setLines(kept);
    setRestored(true);
    void loadCalculator().then(
      (c) => setCalculate(() => c),
      () => setNotice('The calculator could not load its units. Check the connection and reload the page.'),
    );
  });
  useEffect(() => restoreOnce(), []);

  useEffect(() => {
    if (!restored) return;
    try {
      browserStorage()?.setItem(TAPE_KEY, storedTape(lines));
    } catch {
      // a full or blocked storage keeps the tape for this visit only
    }
  }, [lines, restored]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (focus === null) return;
    inputs.current[focus]?.focus();
    setFocus(null);
  }, [focus]);

  const answers = useMemo(
    () =>
      calculate
        ? lines.map((l) => lineAnswer(l.trim() ? calculate(l) : null, 'dot', l))
        : lines === built
          ? builtAnswers
          : null,
    [calculate, lines, built, builtAnswers],
  );

  const setLine = (i: number, text: string) =>
    setLines((ls) => ls.map((l, j) => (j === i ? cleanText(text) : l)));
  const insertAfter = (i: number) => {
    if (lines.length >= MAX_LINES) return;
    setLines((ls) => [...ls.slice(0, i + 1), '', ...ls.slice(i + 1)]);
    setFocus(i + 1);
  };
  const remove = (i: number) => {
    setLines((ls) => (ls.length > 1 ? ls.filter((_, j) => j !== i) : ['']));
    setFocus(Math.max(0, i - 1));
  };

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      insertAfter(i);
    } else if (e.key === 'Backspace' && lines[i] === '' && lines.length > 1) {
      e.preventDefault();
      remove(i);
    } else if (e.key === 'ArrowUp' && i > 0) {
      e.preventDefault();
      setFocus(i - 1);
    } else if (e.key === 'ArrowDown' && i < lines.length - 1) {
      e.preventDefault();
      setFocus(i + 1);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(
        new URL(calculatorPath(lines.filter((l) => l.trim())), window.location.origin).href,
      );
      setNotice('Link copied.');
    } catch {
      setNotice('The link could not be copied.');
    }
  }

  return (
    <div data-calculator-ready={restored ? 'true' : undefined}>
      <ol className="grid">
        {lines.map((text, i) => (
          <TapeLine
            key={i}
            n={i + 1}
            text={text}
            answer={answers?.[i] ?? lineAnswer(null)}
            pending={answers === null && text.trim() !== ''}
            inputRef={(el) => {
              inputs.current[i] = el;
            }}
            onText={(t) => setLine(i, t)}
            onChoose={(t) => {
              setLine(i, t);
              setFocus(i);
            }}
            onKeyDown={(e) => onKeyDown(i, e)}
            onRemove={() => remove(i)}
          />
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary px-3 py-1.5 text-sm"
          onClick={() => insertAfter(lines.length - 1)}
          disabled={lines.length >= MAX_LINES}
        >
          Add line
        </button>
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={copyLink}>
          Copy link
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          onClick={() => {
            setLines(['']);
            setFocus(0);
          }}
        >
          Clear
        </button>
        <p role="status" aria-live="polite" className="text-sm" data-testid="calculator-notice">
          {notice}
        </p>
      </div>
    </div>
  );
}
