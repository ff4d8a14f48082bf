/** Makes the quick-convert form and simple converter live. */
import { readWidgetForm, showView } from './widgetForm';
import { quickFormView, simpleView, type WidgetContext, type WidgetView } from '../../core/pairWidgets';
import type { ParseUnit } from '../../core/quantity';
import { unpackUnits } from '../../core/unitText';
import { loadCategoryUnits } from '../../browser/categoryUnits';
import { browserStorage, loadPrefs } from '../../browser/displayPrefs';
import { inputMessage, messageBox } from '../../browser/inputMessage';

/** The visitor's number format (the quick-convert page has no precision control: Auto). */
function storedFormat() {
  let language: string | undefined;
  try {
    language = navigator.language;
  } catch {
    language = undefined;
  }
  return loadPrefs(browserStorage(), language).format;
}

/**
 * Shared by both widgets: show the view, fetch the category's units when a unit was typed,
 * and explain unreadable text once typing pauses.
 */
function follow(view: WidgetView, categoryId: string, categoryName: string, input: HTMLInputElement, errors: ReturnType<typeof messageBox> | null, units: readonly ParseUnit[], loaded: (units: readonly ParseUnit[]) => void): void {
  if (view.state === 'error' && view.error && errors) {
    const error = view.error;
    const typed = input.value;
    errors.show(() => inputMessage(error, typed, { categoryId, categoryName, units }));
  } else errors?.clear();
  if (view.state === 'needsUnits') void loadCategoryUnits(categoryId).then((c) => loaded(c?.units ?? units));
}

function wireForm(form: HTMLFormElement): void {
  const parts = readWidgetForm(form);
  if (!parts) return;
  const { category, from, to, input } = parts;
  const errors = messageBox(input, parts.message);
  const ctx: WidgetContext = { from, to, units: null, format: storedFormat() };
  const render = () => {
    const view = quickFormView(ctx, input.value);
    showView(parts, view);
    follow(view, category.id, category.name, input, errors, ctx.units ?? [from, to], (units) => {
      ctx.units = units;
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
  let units: readonly ParseUnit[] = packed.map((u) => ({ ...u, name: u.id, plural: u.id, symbol: '', aliases: [] }));
  let loaded = false;
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
    const { result: text, sentence: words, view } = simpleView({ from: f, to: t, units: loaded ? units : null, format }, input.value);
    // A unit typed with the number selects it in the From list.
    if (view.typedUnit && from.value !== view.typedUnit.id) {
      from.value = view.typedUnit.id;
      return render();
    }
    result.textContent = text;
    sentence.textContent = words;
    follow(view, categoryId, root.dataset.categoryName ?? '', input, null, units, (full) => {
      units = full;
      loaded = true;
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
