/**
 * The one way a React island starts outside Astro's own directives (a page's script that
 * decides when): its root's markup hydrated when the markup is the island's own (built, or
 * drawn as the island renders it), so the box the visitor may be typing in stays; otherwise
 * rendered at once, before the browser paints again.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

export function startIsland(root: Element, island: ReactElement, markupIsIslands = true): void {
  if (markupIsIslands) hydrateRoot(root, island);
  else flushSync(() => createRoot(root).render(island));
}
