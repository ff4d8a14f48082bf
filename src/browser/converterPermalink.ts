/**
 * The converter's permalink, both ways: the address that reproduces what the converter shows
 * (permalinkOf), and what an address's query sets when the converter comes back (readPermalink).
 * Pure: the hooks write the address and read `location.search` (core/routes' readPermalinkQuery).
 *
 * - A pair page keeps its own address while it shows its pair, its value left out when it is the
 *   page's own ('10'); any other pair is the converter page's address, its units in the query.
 * - A question's value is linked as its amount with its units ('5 ft 3 in'), else the text as typed.
 * - A display choice is linked only when it is not the default (core/routes, prefsQuery).
 * - A plain number is linked with a dot and read back in the visitor's decimal mark.
 */
import { exactValueText, decimalMark } from '../core/quantityResult';
import { parseExact } from '../core/quantityNumber';
import { converterPath, pairPath, permalinkQuery, type PermalinkKey } from '../core/routes';
import type { UnitRecord } from '../core/types';
import { mergePrefs, prefsQuery, URL_FORMAT, type DisplayPrefs } from './displayPrefs';
import type { ConverterPreset, ConverterView, Model } from './converterModel';

/** An address's permalink query, as core/routes reads it (absent keys null). */
export type PermalinkFields = { [K in PermalinkKey]: string | null };

export interface Permalink {
  /** The address (path and query) that reproduces what the converter shows; null before its category is at hand. */
  path: string | null;
  /** The page keeps this address: false on a pair page showing another pair (that pair's address is not the page's). */
  kept: boolean;
  /** A pair page whose converter shows another pair: the page's own pair, and the shown pair's page. */
  awayFrom: { preset: ConverterPreset; categoryId: string; pairHref: string } | null;
}

/** What the permalink carries as its value: a question's amount (its units are in the link), else the text as typed. */
export function linkValue(m: Model, v: ConverterView): string {
  const { typed, from, amount } = v.answer;
  if (v.status === 'answer' && typed.kind === 'value' && typed.typedUnit && from)
    return amount ?? `${exactValueText(typed.value)} ${typed.unit.symbol}`.trim();
  return m.text.trim();
}

/** The converter's permalink (see the rules above). */
export function permalinkOf(m: Model, v: ConverterView): Permalink {
  const { conv, prefs, preset } = m;
  const category = v.category;
  const onPresetPair = preset !== null && conv.fromUnit === preset.from && conv.toUnit === preset.to;
  const value = linkValue(m, v);
  // A mix the shown unit has no composition for says nothing on the pair's page.
  const mix = v.compositions.some((c) => c.key === prefs.mix) ? prefs.mix : '';
  const path = !category
    ? null
    : onPresetPair
      ? `${pairPath(category, conv.fromUnit, conv.toUnit)}${permalinkQuery({
          value: value && value !== preset.text ? value : undefined,
          ...prefsQuery({ ...prefs, mix }),
        })}`
      : converterPath(category, {
          value: value || undefined,
          from: conv.fromUnit,
          to: conv.toUnit,
          ...prefsQuery(prefs),
        });
  const away = preset !== null && !onPresetPair && category !== undefined;
  return {
    path,
    kept: path !== null && (preset === null || onPresetPair),
    awayFrom: away
      ? {
          preset: { from: preset.from, to: preset.to, text: preset.text },
          categoryId: preset.category,
          pairHref: pairPath(category, conv.fromUnit, conv.toUnit),
        }
      : null,
  };
}

/** A unit named in an address ('ft', 'foot'), looked up among a category's units: core/language/spellings' resolveUnitQuery. */
export type ResolveUnit = (units: readonly UnitRecord[], query: string | null) => UnitRecord | undefined;

/** What an address sets on the converter that reads it. */
export interface LinkedState {
  /** The units it names that the category has (a pair page's units are its path's, never the query's). */
  fromUnit?: string;
  toUnit?: string;
  /** The display choices, the address's over the visitor's: for this page only. */
  prefs: DisplayPrefs;
  /** The value as the box shows it, when the address has one. */
  text?: string;
}

/**
 * Reads a permalink back: the units it names among `units` (not where the converter shows its
 * page's own pair, which the path names; none without `resolveUnit`, whose spelling index may
 * have failed to load), its display choices over `prefs`, and its value.
 */
export function readPermalink(
  query: PermalinkFields,
  {
    units,
    prefs: visitor,
    ownPair,
    resolveUnit,
  }: { units: readonly UnitRecord[]; prefs: DisplayPrefs; ownPair: boolean; resolveUnit: ResolveUnit | null },
): LinkedState {
  const linked: LinkedState = {
    prefs: mergePrefs(visitor, {
      p: query.precision,
      fmt: query.format,
      mix: query.mix,
      den: query.denominator,
    }),
  };
  if (!ownPair && resolveUnit) {
    const from = query.from ? resolveUnit(units, query.from) : undefined;
    const to = query.to ? resolveUnit(units, query.to) : undefined;
    if (from) linked.fromUnit = from.id;
    if (to) linked.toUnit = to.id;
  }
  if (query.value !== null)
    linked.text = linkText(
      query.value,
      mergePrefs(linked.prefs, { fmt: query.format ?? URL_FORMAT }),
      linked.prefs,
    );
  return linked;
}

/** Whether reading the address needs the spelling index: it names units the converter takes (see readPermalink). */
export const namesUnits = (query: PermalinkFields | null, ownPair: boolean): boolean =>
  !ownPair && Boolean(query?.from || query?.to);

/** A permalink's value: a plain number is written in the visitor's decimal mark; anything else as linked. */
function linkText(value: string, link: DisplayPrefs, shown: DisplayPrefs): string {
  const plain = parseExact(value, decimalMark(link.format));
  return plain && decimalMark(link.format) !== decimalMark(shown.format)
    ? exactValueText(plain, decimalMark(shown.format))
    : value;
}
