import { lazy, Suspense, useState } from 'react';
import type { DisplayChoicesProps } from './DisplayChoices';

/**
 * The opened panel, fetched the first time a visitor opens the options: most never do, so its
 * choice lists and their parsers stay out of every converter page's up-front JavaScript.
 */
const DisplayChoices = lazy(() => import('./DisplayChoices'));

/**
 * Precision, number format, mixed units and their last part's fraction (the pair pages' choices),
 * folded under the answer. Folded, it is only the <details> and its summary: that markup is built
 * into every page and hydrated, and as nothing lazy is rendered until it opens, hydration never suspends.
 */
export default function DisplayOptions(props: DisplayChoicesProps) {
  // The choices are drawn once opened: folded, they are markup in every one of the pair pages for nothing.
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded-sm font-medium text-link dark:text-accent-dark">Precision and number format</summary>
      {open && <Suspense fallback={null}><DisplayChoices {...props} /></Suspense>}
    </details>
  );
}
