/**
 * Makes the quick-convert page's form and simple converter live, once quickConvert.entry.ts has
 * shown the page and it has painted: the form's converter hydrates the form, which shows the
 * built pair or the one the address names (data-shows), written in as the converter renders it.
 */
import { createElement } from 'react';
import { startIsland } from '../startup/startIsland';
import PairConverter from '../converter/PairConverter';
import { builtConverter, clientBoundaryStart } from './converterIsland';
import { wireSimple } from './quickConvert.client';
import { PAGE_STATE } from '../startup/pageState';
import { replayClick } from '../startup/whenReached';

const island = builtConverter();
if (island) {
  const { root, props, category } = island;
  const [from = props.preset.from, to = props.preset.to] = root.dataset.shows?.split(' ') ?? [];
  const built = from === props.preset.from && to === props.preset.to;
  // A click made on the page before this was live is made again (whenReached).
  const main = document.getElementById('main');
  const onLive = () => main && replayClick(main);
  const converter = createElement(PairConverter, { ...props, onLive, preset: { ...props.preset, from, to } });
  // The built thermometer is the built pair's: for another, its boundary is left to the client.
  const thermometerStart = root.querySelector('[data-thermometer]')?.previousSibling;
  if (!built && thermometerStart instanceof Comment && thermometerStart.data === '$')
    thermometerStart.replaceWith(...clientBoundaryStart());
  // Hydrated, so the box the visitor may be typing in stays (text, caret, selection, focus) and
  // what was typed in it before, even while this hydrates, is taken over (useTypedBeforeLive).
  // A level pair the page's first code left to the converter, the page hidden meanwhile, is
  // drawn now (no paint between), and the page shown.
  startIsland(root, converter, built || root.dataset.drawn !== undefined);
  const simple = document.querySelector<HTMLElement>('[data-simple-converter]');
  if (simple) wireSimple(simple, category);
  // The form's box takes the focus on load, unless the visitor moved it.
  if (document.activeElement === document.body) document.getElementById('converter-value')?.focus();
  document.documentElement.classList.remove(PAGE_STATE.quickPending);
  // The widgets are live: a hook for tests and tools.
  document.documentElement.dataset.widgets = 'ready';
}
