/** Makes the pair page's converter live: typing and Convert recompute, Clear clears. */
import { pairPageCompute, pairPageView, type Conversion, type PairShown } from '../../core/pairWidgets';

export function wirePairConverters(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-pair-converter]')) {
    const d = form.dataset;
    const conv: Conversion = { kind: d.kind as Conversion['kind'], scale: Number(d.scale), shift: Number(d.shift) };
    const [fromOne = '', fromMany = '', toOne = '', toMany = ''] = (d.names ?? '').split('|');
    const input = form.querySelector<HTMLInputElement>('input[name="value"]');
    const to = form.querySelector<HTMLInputElement>('input[readonly]');
    const line = form.querySelector('output');
    if (!input || !to || !line) continue;
    let shown: PairShown | null = pairPageCompute(conv, input.value) ?? null;
    const render = () => {
      const view = pairPageView(shown, { fromOne, fromMany, toOne, toMany });
      to.value = view.to;
      line.textContent = view.line;
    };
    // Unparseable input: no recomputation and no message.
    const recompute = () => {
      const next = pairPageCompute(conv, input.value);
      if (next) {
        shown = next;
        render();
      }
    };
    input.addEventListener('input', recompute);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      recompute();
    });
    form.querySelector('[data-clear]')?.addEventListener('click', () => {
      input.value = '';
      shown = null;
      render();
      input.focus();
    });
    render();
  }
}
