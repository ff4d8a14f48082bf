/**
 * Category and unit names and the interface's texts in one language, as the catalogue compiler
 * writes them (src/generated/names.{language}.ts), and the one way to write a number with its
 * unit's name in that language: the plural form follows the language's rules (Intl.PluralRules), so '1
 * Kilowattstunde' but '5 Kilowattstunden', and in Japanese one form for every number.
 */

/** A unit's name in one language. */
export interface UnitName {
  /** The name as a list or a heading shows it, without a number ('Meter', 'metros'). */
  name: string;
  /** Plural form → the text with the number's place, '{0}', joined to the name by a no-break space ('{0} Meter'); 'other' is always there. */
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  /** The language has no name for this rarer unit: these are its English name and forms. */
  english?: true;
}

/** What one language calls the categories and units. */
export interface LanguageNames {
  /** Language tag ('de'). */
  id: string;
  /** The language's name in itself ('Deutsch'). */
  name: string;
  /** Category id → name. */
  categories: Record<string, string>;
  /** Category id → unit id → name. */
  units: Record<string, Record<string, UnitName>>;
}

/**
 * A page's texts: the text of a key ('pair.tableHeading') in the page's language, its {placeholders}
 * filled in from `values`. What every function that writes a sentence is given.
 */
export type TextOf = ((key: string, values?: Readonly<Record<string, string | number>>) => string) & {
  /** The texts' language tag ('de'). */
  language: string;
};

/**
 * The texts of one language's strings (src/generated/strings.{language}.ts). A key they lack is
 * written as the key: the compile gives every language English's keys, and a unit test holds
 * every key the code names to English's.
 */
export function textOf(strings: Readonly<Record<string, string>>, language: string): TextOf {
  return Object.assign(
    (key: string, values?: Readonly<Record<string, string | number>>) =>
      fillText(strings[key] ?? key, values),
    { language },
  );
}

/** An interface text with its {placeholders} filled in ('{count} units' → '5 units'); a placeholder without a value stays as written. */
export function fillText(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A text's placeholders by name, in order ('{count} of {total}' → count, total). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** A placeholder in an interface text: a name between braces. */
const PLACEHOLDER = /\{(\w+)\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form of `count` in `language` ('one', 'other', …). */
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * `numberText` (the number as the page writes it: '1,5') with the unit's name in the form
 * `count` takes in `language`: '1,5 Kilowattstunden'. A name the language lacks is English,
 * and takes English's forms.
 */
export function withNumber(unit: UnitName, numberText: string, count: number, language: string): string {
  const form = pluralForm(unit.english ? 'en' : language, count);
  return (unit.forms[form] ?? unit.forms.other).replace('{0}', numberText);
}
