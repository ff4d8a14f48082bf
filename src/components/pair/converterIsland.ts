/**
 * What the pair and quick-convert pages' scripts read from the converter built into the page:
 * its root, the props it was built with and its category, and the text typed in its box before
 * the converter was live. One reading for every script that brings it to life; and what its
 * boxes do before then.
 */
import { decodeCategories } from '../../core/islandCodec';
import type { CategoryRecord } from '../../core/types';
import type { PairConverterProps } from '../converter/PairConverter';

/** Marks the element of a pair page's built converter clicked before it was live: the click is made again once it is. */
export const CLICKED_BEFORE = 'data-clicked-before';

/** Marks a box of a converter the 404 page drew that the visitor typed in before it was live: what it holds is taken over then. */
export const TYPED_BEFORE = 'data-typed-before';

/** Whether the converter's code has made it live (it marks the page so, a hook for tests and tools too). */
export const isLive = () => document.documentElement.dataset.widgets === 'ready';

export interface ConverterIsland {
  root: HTMLElement;
  props: PairConverterProps;
  category: CategoryRecord;
}

/** The built converter of the page, or null where there is none (or its props cannot be read). */
export function builtConverter(): ConverterIsland | null {
  const root = document.querySelector<HTMLElement>('[data-converter-island]');
  const props = root ? (JSON.parse(root.dataset.props ?? '{}') as PairConverterProps) : null;
  const category = props ? decodeCategories(props.data)[0] : undefined;
  return root && props && category ? { root, props, category } : null;
}

/** What the visitor typed in the built box before the converter was live (undefined: nothing, or the preset text). */
export function typedBeforeLive(presetText: string): string | undefined {
  const text = document.querySelector<HTMLInputElement>('#converter-value')?.value;
  return text === undefined || text === presetText ? undefined : text;
}

/**
 * Until the converter is live, the value the page shows (10) is selected when a box is first
 * focused, so typing replaces it, as the live converter does. The pointer's release after that
 * focus would put the caret back, so it is let go, even when the converter has become live
 * between the two: the box and its selection are the same ones then.
 */
export function selectValueOnFocus(root: HTMLElement): void {
  let selectedOnFocus = false;
  // A focus without a pointer (the keyboard's) has no release to let go.
  root.addEventListener('pointerdown', () => (selectedOnFocus = false));
  root.addEventListener('focusin', (event) => {
    const box = event.target;
    if (isLive() || !(box instanceof HTMLInputElement) || box.role === 'combobox' || box.value !== box.defaultValue) return;
    box.select();
    selectedOnFocus = true;
  });
  root.addEventListener('mouseup', (event) => {
    if (selectedOnFocus) event.preventDefault();
    selectedOnFocus = false;
  }, { capture: true });
}
