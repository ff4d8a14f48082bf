/**
 * Makes the quick-convert form and simple converter live. The form carries its whole category
 * (data-units), which both widgets convert with: nothing is fetched but the full parser.
 */
import { loadWhatIsNeeded, readWidgetForm, setText, showView, type Loaded, type WidgetForm } from './widgetForm';
import { quickFormView, simpleView, type WidgetContext, type WidgetView } from '../../core/pairWidgets';
import type { QuantityReader } from '../../core/quantityResult';
import type { CategoryRecord } from '../../core/types';
import { visitorPrefs } from '../../browser/displayPrefs';
import { lazyInputMessage, messageBox } from '../../browser/messageBox';
import { cleanOnInput } from '../../browser/cleanField';

/** The visitor's number format (the quick-convert page has no precision control: Auto). */
const storedFormat = () => visitorPrefs().format;

/** Shared by both widgets: explain unreadable text once typing pauses, and load the parser when the view waits for it. */
function follow(view: WidgetView, category: CategoryRecord, input: HTMLInputElement, errors: ReturnType<typeof messageBox> | null, loaded: (got: Loaded) => void): void {
  if (view.state === 'error' && view.error && errors) {
    const error = view.error;
    const typed = input.value;
    errors.show(() => lazyInputMessage(error, typed, { categoryId: category.id, categoryName: category.name, units: category.units }));
  } else errors?.clear();
  loadWhatIsNeeded(view.state, category.id, loaded);
}

function wireForm(form: HTMLFormElement, parts: WidgetForm): void {
  const { category, from, to, input } = parts;
  cleanOnInput(input);
  const errors = messageBox(input, parts.message);
  // The form carries its whole category, so a typed unit needs nothing fetched.
  const ctx: WidgetContext = { from, to, units: category.units, read: null, format: storedFormat() };
  const render = () => {
    const view = quickFormView(ctx, input.value);
    showView(parts, view);
    follow(view, category, input, errors, (got) => {
      ctx.read = got.read ?? ctx.read;
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

/** The simple converter converts between any two units of the category the form carries. */
function wireSimple(root: HTMLElement, category: CategoryRecord): void {
  const input = root.querySelector<HTMLInputElement>('input');
  const [from, to] = root.querySelectorAll('select');
  const result = root.querySelector('[data-result]');
  const sentence = root.querySelector('[data-sentence]');
  if (!input || !from || !to || !result || !sentence) return;
  const units = category.units;
  let read: QuantityReader | null = null;
  const format = storedFormat();
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
    const { result: text, sentence: said, view } = simpleView({ from: f, to: t, units, read, format }, input.value);
    // A unit typed with the number selects it in the From list.
    if (view.typedUnit && from.value !== view.typedUnit.id) {
      from.value = view.typedUnit.id;
      return render();
    }
    setText(result, text);
    setText(sentence, said);
    follow(view, category, input, null, (got) => {
      read = got.read ?? read;
      render();
    });
  };
  cleanOnInput(input);
  input.addEventListener('input', render);
  from.addEventListener('change', render);
  to.addEventListener('change', render);
  render();
}

export function wireQuickConvert(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-quick-form]');
  const parts = form && readWidgetForm(form);
  if (!form || !parts) return;
  wireForm(form, parts);
  const simple = document.querySelector<HTMLElement>('[data-simple-converter]');
  if (simple) wireSimple(simple, parts.category);
}
