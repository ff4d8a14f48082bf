/** What every rule sees: the loaded catalogue, the reporter and the shared definition resolver. */
import type { Reporter } from './errors.ts';
import type { LoadedCatalog } from './load.ts';
import { createResolver, type Resolver } from './resolve.ts';

export interface CatalogContext extends LoadedCatalog {
  report: Reporter;
  /** Readable category ids in catalogue order: by first appearance in the groups, then the rest. */
  order: string[];
  /** Every category id and category alias → the category it names (the first claim wins). */
  categoryIdOwner: Map<string, string>;
  resolver: Resolver;
}

export function createContext(loaded: LoadedCatalog, report: Reporter): CatalogContext {
  const order = [...new Set((loaded.groups?.data ?? []).flatMap((g) => g.categories))].filter((c) => loaded.categories.has(c));
  for (const c of loaded.categories.keys()) if (!order.includes(c)) order.push(c);
  const categoryIdOwner = new Map<string, string>();
  for (const id of loaded.categories.keys()) categoryIdOwner.set(id, id);
  for (const [id, { data }] of loaded.categories) for (const alias of data.aliases ?? []) if (!categoryIdOwner.has(alias)) categoryIdOwner.set(alias, id);
  const ctx = { ...loaded, report, order, categoryIdOwner } as Omit<CatalogContext, 'resolver'>;
  return { ...ctx, resolver: createResolver(ctx) };
}
