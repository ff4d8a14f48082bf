/**
 * The display options of a light page (pair page): precision, number format, mixed units
 * and their fraction, Copy result and Copy link. The choices start from the stored
 * preferences, overridden by the permalink; a change is saved, re-renders the page's numbers
 * and updates the address (history.replaceState), so the address always reproduces the page.
 */
import { DENOMINATOR_CHOICES, PRECISION_CHOICES, type ChoiceGroup } from '../core/displayChoices';
import { precisionCode } from '../core/numberFormat';
import { permalinkQuery, readPermalinkQuery } from '../core/routes';
import type { Composition } from '../core/quantityResult';
import { browserStorage, defaultPrefs, mergePrefs, prefsQuery, savePrefs, visitorPrefs, type DisplayPrefs } from './displayPrefs';

export type DisplayState = DisplayPrefs;

export interface DisplayWiring {
  compositions: readonly Composition[];
  /** The input's text, for the permalink; `defaultValue` is left out of it. */
  value(): string;
  defaultValue?: string;
  /** What Copy result copies ('' disables it). */
  copyText(): string;
  onChange(): void;
}

/** Copies text and says so for 2 seconds in the notice element. */
export async function copyWithNotice(text: string, notice: Element | null, what: string): Promise<void> {
  if (!text) return;
  let ok = true;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    ok = false;
  }
  if (!notice) return;
  notice.textContent = ok ? `Copied to clipboard: ${what === 'link' ? 'link' : text}` : 'Your browser did not allow copying; select the text to copy it.';
  setTimeout(() => { notice.textContent = ''; }, 2000);
}

/** Gives a select that was built with its default option only every choice of its list. */
export function fillChoices(select: HTMLSelectElement | null, groups: readonly ChoiceGroup[]): void {
  if (!select || select.options.length > 1) return;
  const option = (c: ChoiceGroup['choices'][number]) => new Option(c.label, c.value);
  select.replaceChildren(...groups.flatMap((g) => {
    if (!g.label) return g.choices.map(option);
    const group = document.createElement('optgroup');
    group.label = g.label;
    group.append(...g.choices.map(option));
    return [group];
  }));
}

export function wireDisplayOptions(root: ParentNode, wiring: DisplayWiring) {
  const query = readPermalinkQuery(window.location.search);
  let prefs: DisplayPrefs = mergePrefs(visitorPrefs(), { p: query.precision, fmt: query.format, mix: query.mix, den: query.denominator });
  const select = (name: string) => root.querySelector<HTMLSelectElement>(`[data-display-options] select[name="${name}"]`);
  const precision = select('p');
  const format = select('fmt');
  const mix = select('mix');
  const den = select('den');
  const denBox = den?.closest<HTMLElement>('[data-denominator]');
  fillChoices(precision, PRECISION_CHOICES);
  fillChoices(den, [{ label: '', choices: DENOMINATOR_CHOICES }]);
  /** The stored mixed-unit choice where this page offers it, else plain decimals (the stored choice is kept for other pages). */
  const pageMix = () => (wiring.compositions.some((c) => c.key === prefs.mix) ? prefs.mix : '');

  const show = () => {
    if (precision) precision.value = precisionCode(prefs.precision);
    if (format) format.value = prefs.format;
    if (mix) mix.value = pageMix();
    if (den) den.value = String(prefs.denominator);
    if (denBox) denBox.hidden = pageMix() === '';
  };
  const remember = () => {
    const value = wiring.value().trim();
    const q = prefsQuery({ ...prefs, mix: pageMix() });
    const search = permalinkQuery({ value: value && value !== (wiring.defaultValue ?? '') ? value : undefined, ...q });
    try {
      if (window.location.search !== search) history.replaceState(history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    } catch {
      // an address the browser refuses to rewrite (file://, sandboxed frames) keeps working unchanged
    }
  };
  const change = (next: Partial<DisplayPrefs>) => {
    prefs = { ...prefs, ...next };
    savePrefs(browserStorage(), prefs);
    show();
    wiring.onChange();
    remember();
  };
  // Each select's name is its preference's key; mergePrefs keeps only valid values.
  for (const el of [precision, format, mix, den]) el?.addEventListener('change', () => change(mergePrefs(prefs, { [el.name]: el.value })));
  const notice = root.querySelector('[data-copy-notice]');
  root.querySelector('[data-copy-result]')?.addEventListener('click', () => void copyWithNotice(wiring.copyText(), notice, 'result'));
  root.querySelector('[data-copy-link]')?.addEventListener('click', () => {
    remember();
    void copyWithNotice(window.location.href, notice, 'link');
  });
  show();

  return {
    current: (): DisplayPrefs => ({ ...prefs, mix: pageMix() }),
    remember,
    /** True when the page's build-time numbers already match (Auto, the default format, no mixed units). */
    isDefault: () => {
      const d = defaultPrefs();
      return precisionCode(prefs.precision) === 'auto' && prefs.format === d.format && pageMix() === '';
    },
  };
}
