/**
 * The pair pages' widget code (see PairPageScript.astro): the converter, hydrated with the props
 * it was built with, keeping the conversion table in the visitor's display choices (its code
 * loads once they differ from the built page's).
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import PairConverter, { type PairConverterProps } from '../converter/PairConverter';
import { builtConverter, typedBeforeLive } from './converterIsland';
import { precisionCode } from '../../core/numberFormat';
import type { DisplayPrefs } from '../../browser/displayPrefs';

const island = builtConverter();
if (island) {
  const { root, props, category } = island;
  const unit = (id: string) => category.units.find((u) => u.id === id);
  const from = unit(props.preset.from);
  const to = unit(props.preset.to);
  // The table is built in the display choices the converter starts with (the first ones it
  // reports); its code loads only when the visitor's choices differ. However its loads end, the
  // table is drawn in the latest choices.
  let tableShows: string | null = null;
  let latest: DisplayPrefs | null = null;
  let tableCode: Promise<typeof import('./pairTable.client')> | null = null;
  const onDisplay: PairConverterProps['onDisplay'] = from && to ? (prefs) => {
    const shows = `${precisionCode(prefs.precision)} ${prefs.format}`;
    const unchanged = tableShows === null || shows === tableShows;
    tableShows = shows;
    if (unchanged) return;
    latest = prefs;
    tableCode ??= import('./pairTable.client');
    tableCode.then(({ renderPairTable }) => latest && renderPairTable(from, to, latest), () => {
      tableCode = null;
    });
  } : undefined;
  // What the visitor typed in the built page's box before this code arrived takes effect on hydration.
  hydrateRoot(root, createElement(PairConverter, { ...props, onDisplay, typed: typedBeforeLive(props.preset.text) }));
  // The widgets are live: a hook for tests and tools.
  document.documentElement.dataset.widgets = 'ready';
}
