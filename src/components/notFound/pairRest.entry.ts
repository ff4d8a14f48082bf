/**
 * The rest of a pair page the 404 page draws, one self-contained file that its first code
 * (notFound.entry.ts) imports once the drawn answer has painted, then hands the drawn pair
 * (PAIR_DRAWN): such a file exports nothing.
 */
import { PAIR_DRAWN, type PairDrawn } from '../pair/pairPage.client';
import { fillPairRest } from '../pair/pairPageRest.client';

document.addEventListener(
  PAIR_DRAWN,
  (event) => {
    const { main, pair, done } = (event as CustomEvent<PairDrawn>).detail;
    fillPairRest(main, pair)
      .catch(() => {})
      .finally(done);
  },
  { once: true },
);
