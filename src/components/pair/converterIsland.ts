/**
 * What the pair and quick-convert pages' scripts read from the converter built into the page:
 * its root, the props it was built with and its category. One reading for every script that
 * brings it to life; and what its boxes do before then.
 */
import { decodeCategories } from '../../core/islandCodec';
import type { CategoryRecord } from '../../core/types';
import type { PairConverterProps } from '../converter/PairConverter';
import { selectBuiltValueOnFocus } from '../startup/builtValueFocus';

/** Marks a box of a converter a page drew (markDrawn) that the visitor typed in before it was live: what it holds is taken over then. */
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

/**
 * Readies a converter the page drew for its code to hydrate (showFormPair: the converter's own
 * markup for another pair than the built one), so that the box the visitor may be typing in
 * stays, with its text, caret, selection and focus. Until it is live, the drawn value is
 * selected on the first focus, and a box typed in is marked so that the converter takes its text
 * over, even while it hydrates (useTypedBeforeLive: a drawn box's text need not be the
 * converter's to the letter). With `asBuilt`, the drawn texts count as the boxes' built ones.
 */
export function markDrawn(root: HTMLElement, asBuilt = true): void {
  root.dataset.drawn = '';
  selectBuiltValueOnFocus(root);
  root.addEventListener('input', (event) => (event.target as Element).setAttribute(TYPED_BEFORE, ''));
  if (asBuilt) for (const box of root.querySelectorAll('input')) box.defaultValue = box.value;
}

/**
 * The opening of a Suspense boundary as React's server marks one it leaves to the client on
 * purpose ('$!' and an empty digest: no error to report): hydration draws its content anew.
 */
export function clientBoundaryStart(): Node[] {
  const digest = document.createElement('template');
  digest.dataset.dgst = '';
  return [new Comment('$!'), digest];
}
