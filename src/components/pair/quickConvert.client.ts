/** Makes the quick-convert form and simple converter live. */
import { unpackUnits } from '../../core/unitText';
import { quickFormView, simpleView, type Conversion } from '../../core/pairWidgets';

function wireForm(form: HTMLFormElement): void {
  const d = form.dataset;
  const conv: Conversion = { kind: d.kind as Conversion['kind'], scale: Number(d.scale), shift: Number(d.shift) };
  const input = form.querySelector<HTMLInputElement>('input[name="value"]');
  const to = form.querySelector<HTMLInputElement>('input[readonly]');
  const line = form.querySelector('output');
  if (!input || !to || !line) return;
  const render = () => {
    const view = quickFormView(conv, input.value, d.from ?? '', d.to ?? '');
    to.value = view.to;
    line.textContent = view.line;
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
  const units = unpackUnits(root.dataset.units ?? '', from ? [...from.options].map((o) => o.value) : []);
  const result = root.querySelector('[data-result]');
  const sentence = root.querySelector('[data-sentence]');
  if (!input || !from || !to || !result || !sentence) return;
  if (to.hasAttribute('data-copy-options')) {
    const target = to.value;
    to.replaceChildren(...[...from.options].map((o) => new Option(o.text, o.value)));
    to.value = target;
    to.removeAttribute('data-copy-options');
  }
  const render = () => {
    const view = simpleView(units, from.value, to.value, input.value);
    result.textContent = view.result;
    sentence.textContent = view.sentence;
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
