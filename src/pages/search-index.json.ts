import type { APIRoute } from 'astro';
import { categories } from '../build-time/catalog';
import { searchIndexJson } from '../build-time/islandData';

/** Unit names, symbols and aliases of every category, fetched by 'Find the Units to Convert' on first focus. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(searchIndexJson(categories)), {
    headers: { 'Content-Type': 'application/json' },
  });
