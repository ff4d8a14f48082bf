import type { APIRoute } from 'astro';
import { categories } from '../../build-time/catalog';
import { unitDescriptions } from '../../build-time/pairPageData';

/** One category's units' one-line descriptions: what a pair the browser draws says below its answer. */
export function getStaticPaths() {
  return categories.map((c) => ({
    params: { category: c.id },
    props: { text: JSON.stringify(unitDescriptions(c)) },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(String(props.text), { headers: { 'Content-Type': 'application/json' } });
