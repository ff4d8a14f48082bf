/**
 * The quick-convert page's first code, one self-contained file without React. The page is
 * built for its category's default pair; an address that names another pair keeps the main
 * column hidden until this has written that pair into the page, the form's answer included
 * (the answer's view model, written into the DOM as the converter renders it). The page then
 * shows; once it has painted, its start script follows (quickConvertStart.ts), and the form's
 * converter when the visitor reaches for it (quickConvertForm.entry.ts), which hydrates the form,
 * built or written here, so nothing moves and the box the visitor may be typing in stays.
 */
import { builtConverter, markDrawn } from './converterIsland';
import { selectBuiltValueOnFocus } from '../startup/builtValueFocus';
import { fillUnitLists, showAddressedPair, showFormPair } from './quickConvertPage.client';
import { PAGE_STATE, startScripts } from '../startup/pageState';
import { whenPainted } from '../startup/whenPainted';
import { answerBlock } from '../converter/answerParts';

const reveal = () => document.documentElement.classList.remove(PAGE_STATE.quickPending);

/**
 * Puts the start script in the page, which loads the converter's code (it shares React's chunk
 * with every other page) when the visitor reaches for it (quickConvertStart.ts); with `now`,
 * the converter's code at once.
 */
const startConverter = (now = false) => startScripts(now ? 'quick-reached' : 'quick-shown');

async function start(): Promise<void> {
  const island = builtConverter();
  if (!island) return reveal();
  const { root, props, category } = island;
  const built = props.preset;
  const pair = await showAddressedPair(category, built);
  if (!pair) return; // leaving for the 404 page
  root.dataset.shows = `${pair.from} ${pair.to}`;
  fillUnitLists(category, pair);
  const drawn = pair.from !== built.from || pair.to !== built.to;
  // The built values are selected on a focus until the converter is live (a drawn pair's too:
  // markDrawn), and so is the box the page focused on load, maybe before this ran: what the
  // visitor types replaces the value instead of being added to it.
  if (!drawn) selectBuiltValueOnFocus(root);
  const focused = document.activeElement;
  if (focused instanceof HTMLInputElement && root.contains(focused) && focused.value === focused.defaultValue)
    focused.select();
  if (drawn) {
    // This code is built without the level math (astro.config.mjs): a pair with a level in
    // decibels is drawn by the converter, which shows the page once it has.
    const level = [pair.from, pair.to].some(
      (id) => category.units.find((u) => u.id === id)?.kind === 'logarithmic',
    );
    if (level) return startConverter(true);
    showFormPair(root, category, { ...built, ...pair });
    markDrawn(root);
  }
  // Fetched once the page has painted, so that its download never competes with that paint:
  // a page kept hidden until now, once its answer has.
  const hidden = document.documentElement.classList.contains(PAGE_STATE.quickPending);
  reveal();
  // The box takes the focus on load, by its autofocus, or now where the page was hidden then:
  // before the start script watches for a focus, which would be the page's, not a visitor's.
  if (document.activeElement === document.body) document.getElementById('converter-value')?.focus();
  whenPainted(() => startConverter(), hidden ? answerBlock(root) : undefined);
}

void start().catch(reveal);
