import type { APIRoute } from 'astro';
import catalogJson from '../generated/catalog.json?raw';

/** The whole resolved catalogue for other tools: dist/catalog.json. */
export const GET: APIRoute = () =>
  new Response(catalogJson, { headers: { 'Content-Type': 'application/json' } });
