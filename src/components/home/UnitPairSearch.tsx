import { useMemo, useRef, useState } from 'react';
import type { AmbiguityIndex, UnitQuery } from '../../browser/unitSearch';
import type { IndexedUnit, SearchCategory } from '../../browser/searchIndex';
import { loadSearchIndex, loadUnitSearch } from '../../browser/categoryUnits';
import type { conversionAnswer } from '../../browser/conversionAnswer';
import { visitorPrefs } from '../../browser/displayPrefs';
import Combobox, { type ComboOption } from '../converter/Combobox';
import IslandErrorBoundary from '../converter/IslandErrorBoundary';
import { pairPath } from '../../core/routes';
import { meaningsNote, systemLabel } from '../../core/unitGroups';

interface SearchData {
  categories: SearchCategory<IndexedUnit>[];
  /** The typed-query reader and the unit search, loaded with the data (import()) so the first JavaScript stays small. */
  answer: typeof conversionAnswer;
  search: Awaited<ReturnType<typeof loadUnitSearch>>;
  ambiguity: AmbiguityIndex;
}

/** A box's text, and the unit picked from its list while the text is still that unit's name. */
interface Box {
  text: string;
  picked: { categoryId: string; unitId: string; name: string } | null;
}

const EMPTY: Box = { text: '', picked: null };
const query = (box: Box): UnitQuery => (box.picked && box.text === box.picked.name ? box.picked : box.text);

/** The box's options and, when its word names several units, the note saying which. */
function unitList(data: SearchData | null, term: string): { options: ComboOption[]; note?: string } {
  if (!data) return { options: [] };
  const { meaningsAcross, searchAllUnits } = data.search;
  const meanings = meaningsAcross(data.categories, term);
  const isMeaning = (categoryId: string, unitId: string) =>
    meanings.some((m) => m.category.id === categoryId && m.unit.id === unitId);
  const options = searchAllUnits(data.categories, term, data.ambiguity).map((m) => ({
    key: `${m.category.id}:${m.unit.id}`,
    label: m.unit.name,
    symbol: m.unit.symbol,
    detail: isMeaning(m.category.id, m.unit.id)
      ? `${m.category.name} · ${systemLabel(m.unit.system)}`
      : m.category.name,
  }));
  const oneCategory = meanings.every((m) => m.category.id === meanings[0]?.category.id);
  // The note names them in the list's order.
  const position = (m: (typeof meanings)[number]) =>
    options.findIndex((o) => o.key === `${m.category.id}:${m.unit.id}`) >>> 0;
  const names = [...meanings]
    .sort((a, b) => position(a) - position(b))
    .map((m) => (oneCategory ? m.unit.name : `${m.unit.name} (${m.category.name})`));
  return { options, note: meanings.length > 0 ? meaningsNote(term, names) : undefined };
}

/**
 * 'Find the Units to Convert': two unit boxes (from, to) whose pair results (at most 15)
 * link to the pair pages of every category. A unit picked from a box's list stays that unit
 * (not whatever its name also matches) until the text is edited. A whole conversion typed in
 * the first box ('10 feet in meters', 'kg to lb') is answered as you type; Enter opens its pair
 * page with the value. The unit data (/search-index.json) is fetched on first focus, so the
 * home page's JavaScript stays small.
 */
/** The home page's pair search; a failure inside it leaves a notice, not a hole in the page. */
export default function UnitPairSearch() {
  return (
    <IslandErrorBoundary what="unit search">
      <PairSearch />
    </IslandErrorBoundary>
  );
}

function PairSearch() {
  const [from, setFrom] = useState<Box>(EMPTY);
  const [to, setTo] = useState<Box>(EMPTY);
  const [data, setData] = useState<SearchData | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const requested = useRef(false);

  function load() {
    if (requested.current) return;
    requested.current = true;
    setStatus('loading');
    void Promise.all([
      loadSearchIndex(),
      import('../../browser/conversionAnswer').catch(() => null),
      loadUnitSearch().catch(() => null),
    ]).then(([categories, answers, search]) => {
      if (categories && answers && search) {
        setData({
          categories,
          ambiguity: search.ambiguityIndex(categories),
          answer: answers.conversionAnswer,
          search,
        });
        setStatus('idle');
      } else {
        requested.current = false; // try again on the next focus
        setStatus('failed');
      }
    });
  }

  const fromList = useMemo(() => unitList(data, from.text), [data, from.text]);
  const toList = useMemo(() => unitList(data, to.text), [data, to.text]);
  const fromQuery = query(from);
  const toQuery = query(to);
  const pairs = useMemo(
    () => (data ? data.search.searchPairs(data.categories, fromQuery, toQuery, data.ambiguity) : []),
    [data, fromQuery, toQuery],
  );
  const format = useMemo(() => visitorPrefs().format, []);
  const answer = useMemo(
    () =>
      data && typeof fromQuery === 'string' && fromQuery.trim() !== ''
        ? data.answer(fromQuery, data.categories, format)
        : null,
    [data, fromQuery, format],
  );
  const bothTyped = from.text.trim() !== '' && to.text.trim() !== '';
  const picked = (o: ComboOption): Box => {
    const [categoryId = '', unitId = ''] = o.key.split(':');
    return { text: o.label, picked: { categoryId, unitId, name: o.label } };
  };
  const box = 'mb-1 block text-sm font-medium';

  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <Combobox
          id="pair-search-from"
          label="Unit to convert from"
          labelClassName={box}
          text={from.text}
          onTextChange={(text) => setFrom({ text, picked: null })}
          options={answer ? [] : fromList.options}
          note={answer ? undefined : fromList.note}
          onPick={(o) => setFrom(picked(o))}
          onActivate={load}
          chevron={false}
          placeholder="e.g. meter, or 10 ft in m"
          emptyText={data && !answer ? 'No matching units' : undefined}
          onEnter={() => {
            if (answer) window.location.assign(answer.href);
          }}
        />
        <span aria-hidden="true" className="hidden pb-2.5 sm:block">
          →
        </span>
        <Combobox
          id="pair-search-to"
          label="Unit to convert to"
          labelClassName={box}
          text={to.text}
          onTextChange={(text) => setTo({ text, picked: null })}
          options={toList.options}
          note={toList.note}
          onPick={(o) => setTo(picked(o))}
          onActivate={load}
          chevron={false}
          placeholder="e.g. foot"
          emptyText={data ? 'No matching units' : undefined}
        />
      </div>
      <div aria-live="polite" className="mt-3">
        {status === 'loading' && <p className="text-sm">Loading units…</p>}
        {status === 'failed' && (
          <p className="text-sm">The unit list could not be loaded. Check your connection and try again.</p>
        )}
        {answer && (
          <p className="mb-2 text-lg" data-testid="query-answer">
            <span className="font-semibold">{answer.sentence}</span>{' '}
            <a className="link ml-2 text-base underline" href={answer.href}>
              {answer.label}
            </a>
          </p>
        )}
        {data && bothTyped && pairs.length === 0 && (
          <p className="text-sm">No conversions match these units.</p>
        )}
        {pairs.length > 0 && (
          <ul
            className="grid gap-1 sm:grid-cols-2"
            aria-label="Matching conversions"
            data-testid="pair-results"
          >
            {pairs.map((p) => (
              <li key={`${p.category.id}:${p.from.id}:${p.to.id}`}>
                <a className="link" href={pairPath(p.category, p.from, p.to)}>
                  {p.from.name} to {p.to.name}
                </a>
                <span className="ml-2 text-sm text-gray-600 dark:text-gray-400">{p.category.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
