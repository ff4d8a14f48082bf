/**
 * What the pair and quick-convert pages' scripts read from the converter built into the page:
 * its root, the props it was built with and its category, and the text typed in its box before
 * the converter was live. One reading for every script that brings it to life.
 */
import { decodeCategories } from '../../core/islandCodec';
import type { CategoryRecord } from '../../core/types';
import type { PairConverterProps } from '../converter/PairConverter';

/** Marks the element of a pair page's built converter clicked before it was live: the click is made again once it is. */
export const CLICKED_BEFORE = 'data-clicked-before';

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
