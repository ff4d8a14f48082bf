import type { APIRoute } from 'astro';
import { standInScripts } from '../../../build-time/adsStandIn';

/** Stand-in ad scripts for tests; no files unless PUBLIC_ADS_* point at /test-ads/js/. */
export function getStaticPaths() {
  return Object.keys(standInScripts()).map((file) => ({ params: { file } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(standInScripts()[params.file!] ?? '', { headers: { 'Content-Type': 'text/javascript' } });
