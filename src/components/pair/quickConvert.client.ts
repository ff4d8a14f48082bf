/** Makes the quick-convert form and simple converter live. */
import { loadWhatIsNeeded, readWidgetForm, setText, showView, type Loaded } from './widgetForm';
import { quickFormView, simpleView, type WidgetContext, type WidgetView } from '../../core/pairWidgets';
import type { ParseUnit } from '../../core/quantity';
import type { QuantityReader } from '../../core/quantityResult';
import { unpackUnits } from '../../core/unitText';
import { visitorPrefs } from '../../browser/displayPrefs';
import { lazyInputMessage, messageBox } from '../../browser/messageBox';

/** The visitor's number format (the quick-convert page has no precision control: Auto). */
const storedFormat = () => visitorPrefs().format;

/**
 * Shared by both widgets: explain unreadable text once typing pauses, and load what the view
 * waits for (the parser, or the category's units when a unit was typed).
 */
function follow(view: WidgetView, categoryId: string, categoryName: string, input: HTMLInputElement, errors: ReturnType<typeof messageBox> | null, units: readonly ParseUnit[], loaded: (got: Loaded) => void): void {
  if (view.state === 'error' && view.error && errors) {
    const error = view.error;
    const typed = input.value;
    errors.show(() => lazyInputMessage(error, typed, { categoryId, categoryName, units }));
  } else errors?.clear();
  loadWhatIsNeeded(view.state, categoryId, loaded);
}

function wireForm(form: HTMLFormElement): void {
  const parts = readWidgetForm(form);
  if (!parts) return;
  const { category, from, to, input } = parts;
  const errors = messageBox(input, parts.message);
  const ctx: WidgetContext = { from, to, units: null, read: null, format: storedFormat() };
  const render = () => {
    const view = quickFormView(ctx, input.value);
    showView(parts, view);
    follow(view, category.id, category.name, input, errors, ctx.units ?? [from, to], (got) => {
      ctx.read = got.read ?? ctx.read;
      if ('units' in got) ctx.units = got.units ?? [from, to];
      render();
    });
  };
  input.addEventListener('input', render);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    render();
  });
  form.querySelector('[data-clear]')?.addEventListener('click', () => {
    input.value = '';
    render();
    input.focus();
  });
  render();
  // Focus on load (autofocus covers the first paint; this covers a restored page).
  if (document.activeElement === document.body) input.focus();
}

function wireSimple(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input');
  const [from, to] = root.querySelectorAll('select');
  const result = root.querySelector('[data-result]');
  const sentence = root.querySelector('[data-sentence]');
  if (!input || !from || !to || !result || !sentence) return;
  const packed = unpackUnits(root.dataset.units ?? '', [...from.options].map((o) => o.value));
  let units: readonly ParseUnit[] = packed.map((u) => ({ ...u, symbol: '', aliases: [] }));
  let loaded = false;
  let read: QuantityReader | null = null;
  const format = storedFormat();
  const categoryId = root.dataset.category ?? '';
  if (to.hasAttribute('data-copy-options')) {
    const target = to.value;
    to.replaceChildren(...[...from.options].map((o) => new Option(o.text, o.value)));
    to.value = target;
    to.removeAttribute('data-copy-options');
  }
  const render = () => {
    const f = units.find((u) => u.id === from.value);
    const t = units.find((u) => u.id === to.value);
    if (!f || !t) return;
    const { result: text, sentence: said, view } = simpleView({ from: f, to: t, units: loaded ? units : null, read, format }, input.value);
    // A unit typed with the number selects it in the From list.
    if (view.typedUnit && from.value !== view.typedUnit.id) {
      from.value = view.typedUnit.id;
      return render();
    }
    setText(result, text);
    setText(sentence, said);
    follow(view, categoryId, root.dataset.categoryName ?? '', input, null, units, (got) => {
      read = got.read ?? read;
      if ('units' in got) {
        units = got.units ?? units;
        loaded = true;
      }
      render();
    });
  };
  input.addEventListener('input', render);
  from.addEventListener('change', render);
  to.addEventListener('change', render);
  render();
}

export function wireQuickConvert(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-quick-form]')) wireForm(form);
  for (const root of document.querySelectorAll<HTMLElement>('[data-simple-converter]')) wireSimple(root);
}
