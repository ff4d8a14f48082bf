import type { APIRoute } from 'astro';
import { categories } from '../../build-time/catalog';
import { encodeCategories } from '../../core/islandCodec';

/**
 * One category's units as compact text (encodeCategories): what a pair or quick-convert page
 * fetches once a visitor types a unit with the number ('5 ft 3 in'), so those pages stay light.
 */
export function getStaticPaths() {
  return categories.map((c) => ({ params: { category: c.id }, props: { text: encodeCategories([c]) } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(String(props.text), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
