/**
 * The parts of a pair-page or quick-convert form that its script needs: the units it carries
 * in `data-units` (with `data-from`/`data-to` naming the pair) and its fields. Null when the
 * markup is not what the page renders.
 */
import { decodeCategories } from '../../core/islandCodec';
import type { CategoryRecord, UnitRecord } from '../../core/types';
import type { WidgetView } from '../../core/pairWidgets';
import type { ParseUnit } from '../../core/quantity';
import type { QuantityReader } from '../../core/quantityResult';
import { loadCategoryUnits, loadQuantityReader } from '../../browser/categoryUnits';

export interface WidgetForm {
  category: CategoryRecord;
  from: UnitRecord;
  to: UnitRecord;
  input: HTMLInputElement;
  toField: HTMLInputElement;
  line: HTMLOutputElement;
  message: HTMLElement;
}

export function readWidgetForm(form: HTMLFormElement): WidgetForm | null {
  const d = form.dataset;
  const [category] = decodeCategories(d.units ?? '');
  const from = category?.units.find((u) => u.id === d.from);
  const to = category?.units.find((u) => u.id === d.to);
  const input = form.querySelector<HTMLInputElement>('input[name="value"]');
  const toField = form.querySelector<HTMLInputElement>('input[readonly]');
  const line = form.querySelector('output');
  const message = form.querySelector<HTMLElement>('[data-input-message]');
  if (!category || !from || !to || !input || !toField || !line || !message) return null;
  return { category, from, to, input, toField, line, message };
}

/**
 * Writes a view into the fields, touching only what changed: the page arrives with the default
 * already rendered, and rewriting the same text would repaint the largest element for nothing.
 */
export function showView(form: Pick<WidgetForm, 'toField' | 'line'>, view: { to: string; line: string }): void {
  if (form.toField.value !== view.to) form.toField.value = view.to;
  if (form.line.textContent !== view.line) form.line.textContent = view.line;
}

/** What a view waiting on a load gets once it arrives: the parser, or the category's units (null when they could not be loaded). */
export interface Loaded {
  read?: QuantityReader;
  units?: readonly ParseUnit[] | null;
}

/** Loads what a view is waiting for (the parser or the category's units), then calls back; nothing for other views. */
export function loadWhatIsNeeded(state: WidgetView['state'], categoryId: string, done: (got: Loaded) => void): void {
  if (state === 'needsParser') void loadQuantityReader().then((read) => done({ read }), () => undefined);
  else if (state === 'needsUnits') void loadCategoryUnits(categoryId).then((c) => done({ units: c?.units ?? null }));
}
