import type { APIRoute } from 'astro';
import { ingredients } from '../generated/ingredients';

/** The cooking ingredients, their densities and sources, and their own measures: fetched with the box's reader. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(ingredients), { headers: { 'Content-Type': 'application/json' } });
