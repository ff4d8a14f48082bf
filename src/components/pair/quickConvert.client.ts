/**
 * Makes the quick-convert page's simple converter live: a value and two ten-row unit lists of
 * the category the page's form carries (nothing is fetched but the full parser).
 */
import { loadWhatIsNeeded, setText } from './widgetText';
import { simpleView } from '../../core/pairWidgets';
import type { QuantityReader } from '../../core/quantityResult';
import type { CategoryRecord } from '../../core/types';
import { visitorPrefs } from '../../browser/displayPrefs';
import { cleanOnInput } from '../../browser/cleanField';

/** The simple converter converts between any two units of the category. */
export function wireSimple(root: HTMLElement, category: CategoryRecord): void {
  const input = root.querySelector<HTMLInputElement>('input');
  const [from, to] = root.querySelectorAll('select');
  const result = root.querySelector('[data-result]');
  const sentence = root.querySelector('[data-sentence]');
  if (!input || !from || !to || !result || !sentence) return;
  const units = category.units;
  let read: QuantityReader | null = null;
  // The visitor's number format; no precision control here: Auto.
  const format = visitorPrefs().format;
  const render = () => {
    const f = units.find((u) => u.id === from.value);
    const t = units.find((u) => u.id === to.value);
    if (!f || !t) return;
    const {
      result: text,
      sentence: said,
      view,
    } = simpleView({ from: f, to: t, units, read, format }, input.value);
    // A unit typed with the number selects it in the From list.
    if (view.typedUnit && from.value !== view.typedUnit.id) {
      from.value = view.typedUnit.id;
      return render();
    }
    setText(result, text);
    setText(sentence, said);
    loadWhatIsNeeded(view.state, category.id, (got) => {
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
