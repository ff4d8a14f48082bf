import type { APIRoute } from 'astro';
import { categories } from '../../build-time/catalog';
import { pairPageData } from '../../build-time/pairPageData';

/** One category's pair-page data: what the browser needs to draw a pair that has no page of its own. */
export function getStaticPaths() {
  return categories.map((c) => ({
    params: { category: c.id },
    props: { text: JSON.stringify(pairPageData(c)) },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(String(props.text), { headers: { 'Content-Type': 'application/json' } });
