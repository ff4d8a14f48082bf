/**
 * The pair pages' first script, run once the page has painted (PairPageScript.astro). Their
 * converter arrives built, with its answer, and most visitors only read it: its code (React
 * and the converter: pairConverter.entry.ts, at the address the page's loader gives as
 * `data-converter-code`) loads when the visitor reaches for it (whenReached), or at once where
 * the built answer is not what this visitor should see (display choices of their own, a language
 * that writes decimal commas, an address with a query, a box changed before this ran).
 */
import { shownAsBuilt, whenReached } from '../startup/whenReached';
import { isLive } from './converterIsland';

const island = document.querySelector<HTMLElement>('[data-converter-island]');
if (island) {
  const start = () => {
    const code = document.querySelector<HTMLScriptElement>('script[data-converter-code]')?.dataset
      .converterCode;
    if (code) void import(/* @vite-ignore */ code);
  };
  // The page's value is selected on a focus from the first moment (BuiltValueFocus, written
  // before the converter; a converter the 404 page drew has it from that page's code).
  const stands = shownAsBuilt(island);
  whenReached(island, start, stands, isLive);
}
