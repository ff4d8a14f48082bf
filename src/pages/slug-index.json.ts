import type { APIRoute } from 'astro';
import { slugIndexJson } from '../build-time/slugIndex';

/** Every slug a visitor may type for each unit, fetched by the 404 page for pair-like paths only. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(slugIndexJson()), { headers: { 'Content-Type': 'application/json' } });
