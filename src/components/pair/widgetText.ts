/**
 * What the quick-convert page's simple converter and the pair page's table share: writing a text
 * only when it changed, and loading what a widget's view waits for.
 */
import type { WidgetView } from '../../core/pairWidgets';
import type { ParseUnit } from '../../core/quantity';
import type { QuantityReader } from '../../core/quantityResult';
import { loadCategoryUnits, loadQuantityReader } from '../../browser/categoryUnits';

/** Sets an element's text only when it differs: rewriting the same text would repaint it for nothing. */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** What a view waiting on a load gets once it arrives: the parser, or the category's units (null when they could not be loaded). */
export interface Loaded {
  read?: QuantityReader;
  units?: readonly ParseUnit[] | null;
}

/** Loads what a view is waiting for (the parser or the category's units), then calls back; nothing for other views. */
export function loadWhatIsNeeded(
  state: WidgetView['state'],
  categoryId: string,
  done: (got: Loaded) => void,
): void {
  if (state === 'needsParser')
    void loadQuantityReader().then(
      (read) => done({ read }),
      () => undefined,
    );
  else if (state === 'needsUnits')
    void loadCategoryUnits(categoryId).then((c) => done({ units: c?.units ?? null }));
}
