/**
 * Each language site.yml lists has its file, each file is listed, and each names every
 * category and, from CLDR or itself, every unit its categories' pages name first
 * (scripts/catalog/languages.ts says where each name comes from).
 */
import type { CatalogContext } from '../context.ts';
import { languageNames } from '../languages.ts';
import { languageReadings } from '../languageReadings.ts';

export function languagesComplete(ctx: CatalogContext): void {
  languageNames(ctx);
  languageReadings(ctx);
}
