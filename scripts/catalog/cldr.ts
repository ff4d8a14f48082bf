/**
 * Unicode CLDR's unit data, read at compile time from the npm packages cldr-units-full (each
 * language's unit names and plural patterns) and cldr-core (each unit's size): where the
 * languages' names of the catalogue's units come from when CLDR has the unit.
 *
 * A CLDR unit key is its category, a hyphen, then its unit id ('length-meter',
 * 'speed-kilometer-per-hour'). The unit id is built as UTS #35 says: simple units
 * ('foot', 'fluid-ounce'), each with an optional SI or binary prefix joined to it ('kilometer',
 * 'mebibyte') and an optional power before it ('square-', 'cubic-'), multiplied by hyphens,
 * with everything after 'per' dividing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One unit's names in one language, as CLDR's long form writes them. */
export interface CldrUnitNames {
  /** The unit's name as a list or heading shows it ('Meter', 'metros'). */
  displayName: string;
  /** Plural category → the pattern with the number's place ('{0} Meter'). */
  patterns: Partial<Record<Intl.LDMLPluralRule, string>>;
}

interface CldrConversion {
  _factor?: string;
  _baseUnit?: string;
}
interface CldrSupplemental {
  unitConstants: Record<string, { _value: string }>;
  unitPrefixes: Record<string, { _power10?: string; _power2?: string }>;
  convertUnits: Record<string, CldrConversion>;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(require.resolve(path), 'utf8'));

let supplemental: CldrSupplemental | undefined;
function units(): CldrSupplemental {
  supplemental ??= (readJson('cldr-core/supplemental/units.json') as { supplemental: CldrSupplemental }).supplemental;
  return supplemental;
}

const namesByLanguage = new Map<string, Map<string, CldrUnitNames>>();

/** Every unit CLDR names in `language` ('de'), by key ('length-meter'); empty when CLDR has no such language. */
export function cldrUnitNames(language: string): Map<string, CldrUnitNames> {
  const known = namesByLanguage.get(language);
  if (known) return known;
  const names = new Map<string, CldrUnitNames>();
  let long: Record<string, Record<string, string>> = {};
  try {
    const data = readJson(`cldr-units-full/main/${language}/units.json`) as { main: Record<string, { units: { long: typeof long } }> };
    long = data.main[language]!.units.long;
  } catch {
    // No CLDR data for this language: every name comes from its file.
  }
  for (const [key, entry] of Object.entries(long)) {
    if (typeof entry.displayName !== 'string') continue; // prefixes and compound patterns, not units
    const patterns: CldrUnitNames['patterns'] = {};
    for (const [field, text] of Object.entries(entry)) {
      const form = /^unitPattern-count-(zero|one|two|few|many|other)$/.exec(field)?.[1] as Intl.LDMLPluralRule | undefined;
      if (form) patterns[form] = text;
    }
    if (patterns.other) names.set(key, { displayName: entry.displayName, patterns });
  }
  namesByLanguage.set(language, names);
  return names;
}

const formsByLanguage = new Map<string, Map<string, string[]>>();

/**
 * Every form CLDR writes each unit in, in `language`, by key: the long and short names and
 * patterns, every plural and case ('{0} Metern', '{0} m'); what the reader reads besides the names.
 */
export function cldrUnitForms(language: string): Map<string, string[]> {
  const known = formsByLanguage.get(language);
  if (known) return known;
  const forms = new Map<string, string[]>();
  try {
    const data = readJson(`cldr-units-full/main/${language}/units.json`) as { main: Record<string, { units: Record<string, Record<string, Record<string, string>>> }> };
    for (const width of ['long', 'short'] as const)
      for (const [key, entry] of Object.entries(data.main[language]!.units[width] ?? {})) {
        if (typeof entry.displayName !== 'string') continue;
        const written = Object.entries(entry).filter(([field]) => field === 'displayName' || /count-/.test(field)).map(([, text]) => text);
        forms.set(key, [...new Set([...(forms.get(key) ?? []), ...written])]);
      }
  } catch {
    // No CLDR data for this language: the reader reads its file's names only.
  }
  formsByLanguage.set(language, forms);
  return forms;
}

/**
 * The value of one of CLDR's factor expressions ('ft_to_m*5280', 'gal_to_m3/128',
 * '1/360*60'): terms multiplied, everything after '/' dividing, constants read from CLDR's
 * table. A double: CLDR writes some constants (π, G) as approximations.
 */
function evaluate(expression: string, depth = 0): number {
  if (depth > 10) throw new Error(`CLDR constant loop in '${expression}'`);
  const [over, under = ''] = expression.split('/', 2).map((s) => s.trim());
  const product = (side: string) =>
    side === ''
      ? 1
      : side.split('*').reduce((value, term) => {
          const t = term.trim();
          const constant = units().unitConstants[t];
          const n = constant ? evaluate(constant._value, depth + 1) : Number(t);
          if (!Number.isFinite(n)) throw new Error(`unknown CLDR term '${t}'`);
          return value * n;
        }, 1);
  return product(over!) / product(under);
}

const POWERS: Record<string, number> = { square: 2, cubic: 3, pow4: 4 };

/** A CLDR base unit ('kilogram-square-meter-per-square-second') as base units with powers (kilogram 1, meter 2, second -2). */
function baseUnits(id: string): Record<string, number> {
  const base: Record<string, number> = {};
  let sign = 1;
  let power = 1;
  for (const word of id.split('-')) {
    if (word === 'per') sign = -1;
    else if (POWERS[word]) power = POWERS[word];
    else {
      base[word] = (base[word] ?? 0) + sign * power;
      power = 1;
    }
  }
  return base;
}

/** A simple unit's size in its CLDR base unit, with a prefix joined to it ('kilometer'); null when CLDR has no such unit. */
function simpleSize(word: string): CldrSize | null {
  const { convertUnits, unitPrefixes } = units();
  const sized = (id: string): CldrSize | null => {
    const conversion = convertUnits[id];
    return conversion ? { factor: evaluate(conversion._factor ?? '1'), base: baseUnits(conversion._baseUnit ?? id) } : null;
  };
  const plain = sized(word);
  if (plain) return plain;
  for (const [prefix, { _power10, _power2 }] of Object.entries(unitPrefixes)) {
    if (!word.startsWith(prefix)) continue;
    const base = sized(word.slice(prefix.length));
    if (base) return { ...base, factor: base.factor * (_power10 !== undefined ? 10 ** Number(_power10) : 2 ** Number(_power2)) };
  }
  return null;
}


/** A size in CLDR's base units: the factor, and each base unit's power ('meter': 1, 'second': -1). */
export interface CldrSize {
  factor: number;
  base: Record<string, number>;
}

/**
 * The size of the unit a CLDR key names, in CLDR's base units (the meter, the kilogram, the
 * revolution for angles, the bit, the year for months and years); null when the key is not
 * one CLDR can convert (a duration pattern, 'concentr-item').
 */
export function cldrSize(key: string): CldrSize | null {
  const words = key.split('-').slice(1);
  const size: CldrSize = { factor: 1, base: {} };
  let sign = 1;
  let power = 1;
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    if (word === 'per') {
      sign = -1;
      i++;
    } else if (POWERS[word]) {
      power = POWERS[word];
      i++;
    } else if (/^\d+$/.test(word)) {
      size.factor *= Number(word) ** sign;
      i++;
    } else {
      // The longest run of words that is one simple unit ('fluid-ounce-imperial').
      let j = words.length;
      let simple: CldrSize | null = null;
      for (; j > i && simple === null; j--) simple = simpleSize(words.slice(i, j).join('-'));
      if (simple === null) return null;
      size.factor *= simple.factor ** (sign * power);
      for (const [unit, p] of Object.entries(simple.base)) size.base[unit] = (size.base[unit] ?? 0) + sign * power * p;
      power = 1;
      i = j + 1;
    }
  }
  return size;
}

/** A size's base units as one text, for comparing ('meter^1 second^-1'). */
export function baseText({ base }: CldrSize): string {
  return Object.entries(base)
    .filter(([, p]) => p !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([unit, p]) => `${unit}^${p}`)
    .join(' ');
}
