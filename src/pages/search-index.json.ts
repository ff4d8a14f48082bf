import type { APIRoute } from 'astro';
import { categories } from '../lib/catalog';
import { searchIndexJson } from '../lib/islandData';

/** Unit names, symbols and aliases of every category, fetched by 'Find the Units to Convert' on first focus. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(searchIndexJson(categories)), { headers: { 'Content-Type': 'application/json' } });
