import { memo, lazy, Suspense, useEffect, useState } from 'react';
import type { DisplayChoicesProps } from './DisplayChoices';
import { displaySummary } from '../../core/displayChoices';
import type { NumberFormatId } from '../../core/numberFormat';
import { defaultPrefs } from '../../browser/displayPrefs';

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
function DisplayOptions(props: DisplayChoicesProps) {
  // The choices are drawn once opened: folded, they are markup in every one of the pair pages for nothing.
  const [open, setOpen] = useState(false);
  // The format the visitor's language gives is no choice of theirs; it is known once in the browser (the built page has none).
  const [languageFormat, setLanguageFormat] = useState<NumberFormatId | null>(null);
  useEffect(() => setLanguageFormat(defaultPrefs(navigator.language).format), []);
  const { prefs, compositions } = props;
  const mixed = compositions.find((c) => c.key === prefs.mix)?.parts.map((p) => p.symbol) ?? null;
  const summary = displaySummary(
    { precision: prefs.precision, format: prefs.format, mixed, denominator: prefs.denominator },
    languageFormat,
  );
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className="w-fit cursor-pointer rounded-sm py-3 font-medium text-link dark:text-accent-dark"
        data-testid="display-summary"
      >
        {summary}
      </summary>
      {open && (
        <Suspense fallback={null}>
          <DisplayChoices {...props} />
        </Suspense>
      )}
    </details>
  );
}

/** Drawn again only when what it shows changes, not on every key typed in the box. */
export default memo(DisplayOptions);
