/**
 * The pair and quick-convert pages' widget code (see PairPageScript.astro). A pair page's
 * converter is hydrated with the props it was built with, and keeps the conversion table in
 * the visitor's display choices. A quick-convert page first becomes the pair its address
 * names; its form is hydrated when that is the built pair, else drawn for it; then the page
 * shows (it waited hidden) and its simple converter goes live.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import PairConverter, { type PairConverterProps } from '../converter/PairConverter';
import { decodeCategories } from '../../core/islandCodec';
import { renderPairTable } from './pairTable.client';

/** The widgets are live: a hook for tests and tools. */
const ready = () => {
  document.documentElement.dataset.widgets = 'ready';
};
const reveal = () => document.documentElement.classList.remove('quick-pending');

const root = document.querySelector<HTMLElement>('[data-converter-island]');
const props = root ? (JSON.parse(root.dataset.props ?? '{}') as PairConverterProps) : null;
const category = props ? decodeCategories(props.data)[0] : undefined;
/** What the visitor typed in the built page's box before this code arrived (undefined: nothing). */
const typedEarly = () => {
  const text = document.querySelector<HTMLInputElement>('#converter-value')?.value;
  return text === undefined || text === props?.preset.text ? undefined : text;
};

if (!root || !props || !category) {
  reveal();
} else if (props.quick) {
  const built = props.preset;
  // The quick-convert page's own code is only its.
  const quick = Promise.all([import('./quickConvertPage.client'), import('./quickConvert.client')]);
  quick.then(([{ showAddressedPair }, { wireSimple }]) => showAddressedPair(category, built).then((pair) => {
    if (!pair) return;
    if (pair.from === built.from && pair.to === built.to) hydrateRoot(root, createElement(PairConverter, { ...props, typed: typedEarly() }));
    // Drawn at once (no paint between), so the page shows with its pair.
    else flushSync(() => createRoot(root).render(createElement(PairConverter, { ...props, preset: { ...built, ...pair } })));
    reveal();
    const simple = document.querySelector<HTMLElement>('[data-simple-converter]');
    if (simple) wireSimple(simple, category);
    // The form's box takes the focus on load (it had it in the built page, unless the visitor moved it).
    if (document.activeElement === document.body) document.getElementById('converter-value')?.focus();
    ready();
  })).catch(reveal);
} else {
  const unit = (id: string) => category.units.find((u) => u.id === id);
  const from = unit(props.preset.from);
  const to = unit(props.preset.to);
  const onDisplay: PairConverterProps['onDisplay'] = from && to ? (prefs) => renderPairTable(from, to, prefs) : undefined;
  hydrateRoot(root, createElement(PairConverter, { ...props, onDisplay, typed: typedEarly() }));
  ready();
}
