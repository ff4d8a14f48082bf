/**
 * Makes the quick-convert page's form and simple converter live, once quickConvert.entry.ts has
 * shown the page and it has painted: the form's converter is hydrated when it shows the built
 * pair, else drawn for the pair the address names (data-shows), over the form written for it.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import PairConverter from '../converter/PairConverter';
import { builtConverter, typedBeforeLive } from './converterIsland';
import { wireSimple } from './quickConvert.client';

const island = builtConverter();
if (island) {
  const { root, props, category } = island;
  const [from = props.preset.from, to = props.preset.to] = root.dataset.shows?.split(' ') ?? [];
  const built = from === props.preset.from && to === props.preset.to;
  const preset = { ...props.preset, from, to };
  const hadFocus = document.activeElement?.id === 'converter-value';
  // A hydrated box keeps what the visitor typed before (the converter takes it over).
  if (built) hydrateRoot(root, createElement(PairConverter, props));
  // Drawn at once (no paint between), in the shape of what the page script wrote, with what
  // was typed in the box it replaces.
  else flushSync(() => createRoot(root).render(createElement(PairConverter, { ...props, preset, typed: typedBeforeLive(preset.text) })));
  const simple = document.querySelector<HTMLElement>('[data-simple-converter]');
  if (simple) wireSimple(simple, category);
  // The form's box takes the focus on load (it had it in the built page, unless the visitor moved it).
  if (hadFocus || document.activeElement === document.body) document.getElementById('converter-value')?.focus();
  // A level pair the page's first code left to the converter: drawn now, so the page shows.
  document.documentElement.classList.remove('quick-pending');
  // The widgets are live: a hook for tests and tools.
  document.documentElement.dataset.widgets = 'ready';
}
