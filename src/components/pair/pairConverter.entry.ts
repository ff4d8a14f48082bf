/**
 * The pair pages' converter code, imported when it is needed (pairConverterStart.ts):
 * the converter, hydrated with the props it was built with (for a pair the 404 page drew, those
 * it was drawn with), keeping the conversion table in the visitor's display choices (its code
 * loads once they differ from the built page's). A click the visitor made on it before is made
 * again once it is live.
 */
import { createElement } from 'react';
import { startIsland } from '../startup/startIsland';
import PairConverter, { type PairConverterProps } from '../converter/PairConverter';
import { builtConverter } from './converterIsland';
import { replayClick } from '../startup/whenReached';
import { precisionCode } from '../../core/numberFormat';
import { pairFormula } from '../../core/pairFormula';
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
  const onDisplay: PairConverterProps['onDisplay'] =
    from && to
      ? (prefs) => {
          const shows = `${precisionCode(prefs.precision)} ${prefs.format}`;
          const unchanged = tableShows === null || shows === tableShows;
          tableShows = shows;
          if (unchanged) return;
          latest = prefs;
          tableCode ??= import('./pairTable.client');
          tableCode.then(
            ({ renderPairTable }) => latest && renderPairTable(from, to, latest),
            () => {
              tableCode = null;
            },
          );
        }
      : undefined;
  const onLive = () => replayClick(root);
  // Built, or drawn by the 404 page as the converter renders it (pairDrawer.ts): either way
  // hydrated, so the boxes stay and what the visitor typed in them before, even while this
  // code came, is taken over.
  // The formula the page was built with is worked out again, by the same builder.
  startIsland(root, createElement(PairConverter, { ...props, onDisplay, onLive, formulaOf: pairFormula }));
  // The widgets are live: a hook for tests and tools.
  document.documentElement.dataset.widgets = 'ready';
}
