/**
 * Makes the pair page live: typing (numbers, arithmetic, units with the number, feet and
 * inches …) and Convert recompute, Clear clears, unreadable text clears the result and says
 * why once typing pauses; the display options re-render the result and the table and are
 * remembered; the address keeps the whole state, and Copy link copies it.
 */
import { loadWhatIsNeeded, readWidgetForm, setText, showView } from './widgetForm';
import { showPicture } from './pairPicture.client';
import { clearedAnswer, PAIR_CLEARED, PAIR_DEFAULT_INPUT, pairPageView, tableRow, type WidgetContext, type WidgetView } from '../../core/pairWidgets';
import { compositionsFor, permalinkText, type Composition, type MixedFormatter, type QuantityReader } from '../../core/quantityResult';
import { isNumberFormatId } from '../../core/numberFormat';
import { URL_FORMAT } from '../../browser/displayPrefs';
import { parseExact } from '../../core/rational';
import { readPermalinkQuery } from '../../core/routes';
import { loadCategoryUnits, loadMixedFormatter, loadQuantityReader } from '../../browser/categoryUnits';
import { lazyInputMessage, messageBox } from '../../browser/messageBox';
import { wireDisplayOptions, type DisplayState } from '../../browser/displayControls';
import { cleanOnInput } from '../../browser/cleanField';

export function wirePairConverters(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-pair-converter]')) wire(form);
}

function wire(form: HTMLFormElement): void {
  const parts = readWidgetForm(form);
  if (!parts) return;
  const { category, from, to, input, message } = parts;
  const compositions: Composition[] = compositionsFor(category.compositions, category.units, to.id);
  cleanOnInput(input);
  const errors = messageBox(input, message);
  let units: WidgetContext['units'] = null;
  let read: QuantityReader | null = null;
  let formatMixed: MixedFormatter | null = null;
  let shown: WidgetView | null = null;

  const context = (display: DisplayState): WidgetContext => ({
    from, to, units, read, precision: display.precision, format: display.format,
    composition: compositions.find((c) => c.key === display.mix) ?? null, formatMixed, denominator: display.denominator,
  });

  const display = wireDisplayOptions(form.closest('[data-pair-root]') ?? document, {
    compositions,
    value: () => input.value,
    defaultValue: PAIR_DEFAULT_INPUT,
    copyText: () => shown?.copy ?? '',
    onChange: () => { render(); renderTable(); },
  });

  const copyResult = form.closest('[data-pair-root]')?.querySelector('[data-copy-result]');
  const render = () => {
    const ctx = context(display.current());
    const view = shown?.state === 'cleared' && input.value === '' ? PAIR_CLEARED : pairPageView(ctx, input.value);
    shown = view;
    showView(parts, view.state === 'cleared' ? { ...view, answer: clearedAnswer(to) } : view);
    showPicture(parts, view.value, ctx.format);
    if (ctx.composition && !formatMixed) void loadMixedFormatter().then((f) => { formatMixed = f; render(); }, () => undefined);
    if (view.state === 'error' && view.error) {
      const error = view.error;
      const typed = input.value;
      errors.show(() => lazyInputMessage(error, typed, { categoryId: category.id, categoryName: category.name, units: units ?? [from, to] }));
      // A whole question gets its answer here, with a link to its own pair page.
      void import('./pairQuestion.client').then((m) => m.answerQuestion(typed, ctx.format ?? 'dot')).then((answer) => {
        if (!answer || input.value !== typed) return;
        errors.clear();
        setText(parts.answer, answer.sentence);
        const link = Object.assign(document.createElement('a'), { href: answer.href, className: 'link underline', textContent: answer.label });
        parts.line.replaceChildren(...(new URL(answer.href, location.href).pathname === location.pathname ? [] : [link]));
      }, () => undefined);
    } else errors.clear();
    loadWhatIsNeeded(view.state, category.id, (got) => {
      read = got.read ?? read;
      if ('units' in got) units = got.units ?? [from, to];
      render();
    });
    copyResult?.toggleAttribute('disabled', view.copy === '');
    display.remember();
  };

  /** The table, re-rendered by the same rows the page was built with. */
  const renderTable = () => {
    const { precision, format } = display.current();
    for (const cell of document.querySelectorAll<HTMLElement>('[data-pair-table] [data-x]')) {
      const x = parseExact(cell.dataset.x ?? '');
      const out = cell.nextElementSibling;
      if (!x || !out) continue;
      const row = tableRow(from, to, x, precision, format);
      setText(cell, row.input);
      setText(out, row.output);
    }
  };

  const query = readPermalinkQuery(window.location.search);
  // The permalink's value, once it is known to be readable: with the parser, and the unit list when it names units.
  const linkValue = query.value;
  if (linkValue !== null) {
    const linkFormat = isNumberFormatId(query.format) ? query.format : URL_FORMAT;
    void Promise.all([loadQuantityReader(), /\p{L}|['"′″°]/u.test(linkValue) ? loadCategoryUnits(category.id) : null]).then(([reader, c]) => {
      read = reader;
      units = c?.units ?? units;
      const start = permalinkText(linkValue, linkFormat, display.current().format, from, units ?? [from, to], reader);
      if (start.trim() === '') return;
      input.value = start;
      shown = null;
      render();
    }, () => undefined);
  }
  input.addEventListener('input', () => {
    shown = null;
    render();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    shown = null;
    render();
  });
  form.querySelector('[data-clear]')?.addEventListener('click', () => {
    input.value = '';
    shown = PAIR_CLEARED;
    render();
    input.focus();
  });
  render();
  if (!display.isDefault()) renderTable();
}
