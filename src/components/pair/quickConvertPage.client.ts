/**
 * A category's quick-convert page is built once, showing the category's default pair; this
 * rewrites it for the pair its address names (?from=…&to=…, or the path a host rewrote to the
 * page), before its widgets are wired: heading, title, crumbs, wording, links, the simple
 * converter's unit lists (fillUnitLists) and the form's answer (showFormPair: the converter's own
 * view model, written into the built form until the converter is live). Unit names typed as aliases
 * ('cm') are looked up in the slug index; an address naming no unit of the category gets the 404 page.
 */
import {
  pairPath,
  quickConvertHref,
  quickConvertPairOf,
  SLUG_INDEX_PATH,
  STATIC_PATHS,
} from '../../core/routes';
import {
  quickDescription,
  quickHeading,
  quickPairKey,
  quickTargets,
  quickTitle,
} from '../../core/converterText';
import type { CategoryRecord, UnitPair, UnitRecord } from '../../core/types';
import { idWords, unitListLabel } from '../../core/unitText';
import { slugLookup, unitForSlug, type SlugIndexJson } from '../../browser/notFound';
import { defaultPrefs } from '../../browser/displayPrefs';
import { answerView } from '../../core/answerView';
import { convertTyped, showResult, type TypedValue } from '../../core/quantityResult';
import { boxText, numberLineParts } from '../../core/numberFormat';
import { exact } from '../../core/rational';
import { partSelector } from '../converter/answerParts';
import { textsOf } from '../../browser/pageText';

/** The units an address names: by id, else by any slug of the slug index; null when either is unknown. */
async function namedUnits(
  category: CategoryRecord,
  named: { from: string; to: string },
): Promise<[UnitRecord, UnitRecord] | null> {
  const byId = (id: string | undefined) => category.units.find((u) => u.id === id);
  let from = byId(named.from);
  let to = byId(named.to);
  if (!from || !to) {
    try {
      const response = await fetch(SLUG_INDEX_PATH);
      const lookup = response.ok ? slugLookup((await response.json()) as SlugIndexJson) : null;
      from ??= lookup ? byId(unitForSlug(lookup, category.id, named.from)) : undefined;
      to ??= lookup ? byId(unitForSlug(lookup, category.id, named.to)) : undefined;
    } catch {
      // Offline or a broken index: treated as unknown units.
    }
  }
  return from && to && from !== to ? [from, to] : null;
}

/** Sets the text of the element a selector finds in root, if there is one. */
export const text = (root: ParentNode, selector: string, value: string) => {
  const el = root.querySelector(selector);
  if (el) el.textContent = value;
};

function link(href: string, label: string): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.target = '';
  const a = li.appendChild(document.createElement('a'));
  a.href = href;
  a.textContent = label;
  return li;
}

/** Writes the pair into the page (everything the build wrote for its default pair, but the form). */
function showPair(page: HTMLElement, pair: UnitPair): void {
  const { category, from, to } = pair;
  const brand = document.title.split(' | ').pop() ?? '';
  const pageText = textsOf(page);
  document.title = quickTitle(pageText, pair, brand);
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', quickDescription(pageText, pair));
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(pairPath(category, from, to), canonical.href).href;
  text(page, '[data-quick-heading]', quickHeading(pageText, pair));
  text(page, 'nav[aria-label="Breadcrumb"] [aria-current="page"]', quickHeading(pageText, pair));
  text(page, '[data-quick-from]', idWords(from.id));
  text(page, '[data-quick-to]', idWords(to.id));
  page
    .querySelector<HTMLAnchorElement>('[data-quick-reverse]')
    ?.setAttribute('href', quickConvertHref(category, to, from));
  const canonicalLink = page.querySelector<HTMLAnchorElement>('[data-quick-canonical]');
  if (canonicalLink) {
    canonicalLink.href = pairPath(category, from, to);
    canonicalLink.textContent = `${from.plural} to ${to.plural}`;
  }
  const related = page.querySelector('[data-quick-related]');
  if (related) {
    const key = quickPairKey(pair);
    for (const li of related.querySelectorAll<HTMLElement>('li[data-pair]'))
      li.hidden = li.dataset.pair === key;
    related.querySelectorAll('li[data-target]').forEach((li) => li.remove());
    related.append(
      ...quickTargets(pair).map((u) =>
        link(quickConvertHref(category, from, u), `${idWords(from.id)} to ${idWords(u.id)}`),
      ),
    );
  }
}

/**
 * Fills the simple converter's two unit lists with the category's units, the pair's selected.
 * The page is built with each list's selected unit only: the units are in the page once, in the
 * form's data, and the page stays within the first round trip.
 */
export function fillUnitLists(category: CategoryRecord, pair: { from: string; to: string }): void {
  const lists = document.querySelectorAll('[data-simple-converter] select');
  [pair.from, pair.to].forEach((id, i) =>
    lists[i]?.replaceChildren(
      ...category.units.map((u) => new Option(unitListLabel(u), u.id, u.id === id, u.id === id)),
    ),
  );
}

/**
 * Shows the pair the address names, if it names one, in everything but the form. Resolves to
 * the pair the form is to show (the built one when the address names none), or null when the
 * page is leaving for the 404 page.
 */
export async function showAddressedPair(
  category: CategoryRecord,
  built: { from: string; to: string },
): Promise<{ from: string; to: string } | null> {
  const page = document.querySelector<HTMLElement>('[data-quick-page]');
  const named = quickConvertPairOf(location.pathname, location.search);
  if (!page || !named) return built;
  const units = await namedUnits(category, named);
  if (!units) {
    location.replace(STATIC_PATHS.notFound);
    return null;
  }
  const [from, to] = units;
  if (from.id !== built.from || to.id !== built.to) showPair(page, { category, from, to });
  return { from: from.id, to: to.id };
}

/**
 * Writes a pair into the built form (the converter's markup, built for the default pair): the
 * unit fields, the answer, the To box and the one-unit line, from the answer's view model, as
 * the converter renders them, so the page shows the pair before the converter is live and the
 * converter's code can hydrate it (markDrawn). The thermometer waits, unseen in its place, for
 * that code to draw it.
 */
export function showFormPair(
  form: HTMLElement,
  category: CategoryRecord,
  preset: { from: string; to: string; text: string },
): void {
  const from = category.units.find((u) => u.id === preset.from);
  const to = category.units.find((u) => u.id === preset.to);
  if (!from || !to) return;
  const prefs = defaultPrefs();
  // The form's preset is a whole number (QUICK_FORM_DEFAULT_INPUT), read here without the number
  // reader: this code is written into the page, and the reader would cost its first round trip.
  const typed: TypedValue = /^\d+$/.test(preset.text)
    ? { kind: 'value', value: exact(BigInt(preset.text)), unit: from, typedUnit: false }
    : { kind: 'empty' };
  const exactResult = typed.kind === 'value' ? convertTyped(typed.value, typed.unit, to) : null;
  const shown =
    exactResult === null
      ? null
      : showResult(exactResult, to, { precision: prefs.precision, format: prefs.format });
  const view = answerView({
    from,
    to,
    typed,
    amount: null,
    exactResult,
    shown,
    error: false,
    fromValue: typed.kind === 'value' ? typed.value : exact(0n),
    prefs,
    exactView: false,
  });
  const field = (id: string, unit: UnitRecord) => {
    const input = form.querySelector<HTMLInputElement>(`#${id}`);
    if (input) input.value = unit.name;
    // The field shows the symbol, then the name, over the input: its face is the symbol's box.
    const symbol = input?.parentElement?.querySelector(partSelector('symbol'));
    if (!symbol) return;
    symbol.textContent = unit.symbol;
    const name = symbol.nextElementSibling;
    if (name) name.textContent = unit.name;
  };
  field('converter-from', from);
  field('converter-to', to);
  const toBox = form.querySelector<HTMLInputElement>('#converter-to-value');
  // A long answer's text is sized by the converter once live (its --chars).
  if (toBox) toBox.value = typed.kind === 'value' && shown ? boxText(shown.plain) : '';
  text(form, partSelector('lead'), view.lead);
  numberText(form.querySelector(partSelector('result')), view.result);
  text(form, partSelector('unit'), view.unit);
  const exactButton = form.querySelector<HTMLElement>(partSelector('exact'));
  if (exactButton) exactButton.hidden = !view.canBeExact;
  const fraction = form.querySelector<HTMLElement>(partSelector('fraction'));
  if (fraction) {
    fraction.textContent = view.fraction;
    fraction.hidden = !view.fraction;
  }
  // '1 meter ≈ ' <span>3.280839895</span> ' feet': the words around the line's number are its text.
  const line = form.querySelector(partSelector('line'));
  const number = line?.querySelector(partSelector('line-number'));
  if (view.unitLine && line && number) {
    numberText(number, view.unitLine.number);
    line.replaceChildren(view.unitLine.lead, number, view.unitLine.word);
  } else if (!view.unitLine) line?.remove();
  const thermometer = form.querySelector<SVGElement>('[data-thermometer]');
  if (thermometer) thermometer.style.visibility = 'hidden';
}

/** A shown number written as ShownNumber renders it: its parts with a line break allowed between. */
function numberText(element: Element | null | undefined, number: string): void {
  element?.replaceChildren(
    ...numberLineParts(number).flatMap((part, i) => (i > 0 ? [document.createElement('wbr'), part] : [part])),
  );
}
