import type { APIRoute } from 'astro';
import { siteIds } from '../build-time/slugIndex';

/** Category ids, aliases and names and the group ids, fetched by the 404 page's resolver (src/browser/notFound.ts, SiteIds). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(siteIds()), { headers: { 'Content-Type': 'application/json' } });
