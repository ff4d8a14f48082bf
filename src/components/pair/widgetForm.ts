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
  /** The answer sentence, '10 ft = 3.048 m'. */
  answer: HTMLElement;
  line: HTMLOutputElement;
  message: HTMLElement;
}

export function readWidgetForm(form: HTMLFormElement): WidgetForm | null {
  const d = form.dataset;
  const [category] = decodeCategories(d.units ?? '');
  const from = category?.units.find((u) => u.id === d.from);
  const to = category?.units.find((u) => u.id === d.to);
  const input = form.querySelector<HTMLInputElement>('input[name="value"]');
  const answer = form.querySelector<HTMLElement>('[data-answer]');
  const line = form.querySelector('output');
  const message = form.querySelector<HTMLElement>('[data-input-message]');
  if (!category || !from || !to || !input || !answer || !line || !message) return null;
  return { category, from, to, input, answer, line, message };
}

/** Sets an element's text only when it differs: rewriting the same text would repaint it for nothing. */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * Writes a view into the answer and the result line, touching only what changed: the page
 * arrives with the default already rendered, and rewriting the same text would make the answer
 * (the largest element) a new paint, and a later Largest Contentful Paint, for nothing.
 */
export function showView(form: Pick<WidgetForm, 'answer' | 'line'>, view: { answer: string; line: string }): void {
  setText(form.answer, view.answer);
  setText(form.line, view.line);
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
