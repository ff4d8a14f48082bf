import { useMemo, useRef, useState } from 'react';
import {
  ambiguityIndex, searchAllUnits, searchPairs, type AmbiguityIndex, type IndexedUnit, type SearchCategory,
} from '../../browser/unitSearch';
import { loadSearchIndex } from '../../browser/categoryUnits';
import type { conversionAnswer } from '../../browser/conversionAnswer';
import { visitorPrefs } from '../../browser/displayPrefs';
import Combobox, { type ComboOption } from '../converter/Combobox';
import { pairPath } from '../../core/routes';

interface SearchData {
  categories: SearchCategory<IndexedUnit>[];
  /** The typed-query reader, loaded with the data (import()) so the first JavaScript stays small. */
  answer: typeof conversionAnswer;
  ambiguity: AmbiguityIndex;
}

function unitOptions(data: SearchData | null, term: string): ComboOption[] {
  if (!data) return [];
  return searchAllUnits(data.categories, term, data.ambiguity).map((m) => ({
    key: `${m.category.id}:${m.unit.id}`, label: `${m.unit.name} (${m.unit.symbol})`, detail: m.category.name, ambiguous: m.ambiguous,
  }));
}

/**
 * 'Find the Units to Convert': two unit boxes (from, to) whose pair results (at most 15)
 * link to the pair pages of every category. A whole conversion typed in the first box
 * ('10 feet in meters', 'kg to lb') is answered as you type; Enter opens its pair page with the
 * value. The unit data (/search-index.json) is fetched on first focus, so the home page's
 * JavaScript stays small.
 */
export default function UnitPairSearch() {
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [data, setData] = useState<SearchData | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const requested = useRef(false);

  function load() {
    if (requested.current) return;
    requested.current = true;
    setStatus('loading');
    void Promise.all([loadSearchIndex(), import('../../browser/conversionAnswer').catch(() => null)]).then(([categories, answers]) => {
      if (categories && answers) {
        setData({ categories, ambiguity: ambiguityIndex(categories), answer: answers.conversionAnswer });
        setStatus('idle');
      } else {
        requested.current = false; // try again on the next focus
        setStatus('failed');
      }
    });
  }

  const fromOptions = useMemo(() => unitOptions(data, fromText), [data, fromText]);
  const toOptions = useMemo(() => unitOptions(data, toText), [data, toText]);
  const pairs = useMemo(() => (data ? searchPairs(data.categories, fromText, toText, data.ambiguity) : []), [data, fromText, toText]);
  const format = useMemo(() => visitorPrefs().format, []);
  const answer = useMemo(() => (data && fromText.trim() !== '' ? data.answer(fromText, data.categories, format) : null), [data, fromText, format]);
  const nameOf = (option: ComboOption) => option.label.replace(/ \([^)]*\)$/, '');
  const bothTyped = fromText.trim() !== '' && toText.trim() !== '';

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <Combobox id="pair-search-from" label="Unit to convert from" labelClassName="mb-1 block text-sm font-medium" text={fromText} onTextChange={setFromText}
          options={answer ? [] : fromOptions} onPick={(o) => setFromText(nameOf(o))} onActivate={load} placeholder="e.g. meter, or 10 ft in m"
          emptyText={data && !answer ? 'No matching units' : undefined} onEnter={() => { if (answer) window.location.assign(answer.href); }} />
        <span aria-hidden="true" className="pb-2">→</span>
        <Combobox id="pair-search-to" label="Unit to convert to" labelClassName="mb-1 block text-sm font-medium" text={toText} onTextChange={setToText}
          options={toOptions} onPick={(o) => setToText(nameOf(o))} onActivate={load} placeholder="e.g. foot" emptyText={data ? 'No matching units' : undefined} />
      </div>
      <div aria-live="polite" className="mt-3">
        {status === 'loading' && <p className="text-sm">Loading units…</p>}
        {status === 'failed' && <p className="text-sm">The unit list could not be loaded. Check your connection and try again.</p>}
        {answer && (
          <p className="mb-2 text-lg" data-testid="query-answer">
            <span className="font-semibold">{answer.sentence}</span> <a className="link ml-2 text-base underline" href={answer.href}>{answer.label}</a>
          </p>
        )}
        {data && bothTyped && pairs.length === 0 && <p className="text-sm">No conversions match these units.</p>}
        {pairs.length > 0 && (
          <ul className="grid gap-1 sm:grid-cols-2" aria-label="Matching conversions" data-testid="pair-results">
            {pairs.map((p) => (
              <li key={`${p.category.id}:${p.from.id}:${p.to.id}`}>
                <a className="link" href={pairPath(p.category, p.from, p.to)}>{p.from.name} to {p.to.name}</a>
                {p.ambiguous && <span className="ml-1 font-semibold text-amber-800 dark:text-amber-300" title="Another unit's name or symbol contains one of these">??<span className="sr-only"> (ambiguous)</span></span>}
                <span className="ml-2 text-sm text-gray-600 dark:text-gray-400">{p.category.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
