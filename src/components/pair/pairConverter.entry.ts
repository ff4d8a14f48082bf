/**
 * The pair page's widget code, as one file (see PairPageScript.astro): hydrates the converter
 * the page was built with (same props, read from the page) and keeps the conversion table in
 * the visitor's display choices.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import PairConverter, { type PairConverterProps } from '../converter/PairConverter';
import { decodeCategories } from '../../core/islandCodec';
import { renderPairTable } from './pairTable.client';

const root = document.querySelector<HTMLElement>('[data-converter-island]');
if (root) {
  const props = JSON.parse(root.dataset.props ?? '{}') as PairConverterProps;
  const category = decodeCategories(props.data)[0];
  const from = category?.units.find((u) => u.id === props.preset?.from);
  const to = category?.units.find((u) => u.id === props.preset?.to);
  const onDisplay: PairConverterProps['onDisplay'] = from && to ? (prefs) => renderPairTable(from, to, prefs) : undefined;
  hydrateRoot(root, createElement(PairConverter, { ...props, onDisplay }));
}
document.documentElement.dataset.widgets = 'ready';
