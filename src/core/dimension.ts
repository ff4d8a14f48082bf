/** Dimensions as exponent maps over the catalogue's primitive dimensions: the catalogue compiler checks definitions with them, and the quantity language checks arithmetic with them. */
export type Dimension = Readonly<Record<string, number>>;

export const DIMENSIONLESS: Dimension = {};

export function dimMul(a: Dimension, b: Dimension, sign = 1): Dimension {
  const out: Record<string, number> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const e = (out[k] ?? 0) + sign * v;
    if (e === 0) delete out[k];
    else out[k] = e;
  }
  return out;
}

export function dimPow(a: Dimension, n: number): Dimension {
  if (n === 0) return DIMENSIONLESS;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(a)) out[k] = v * n;
  return out;
}

export function dimEquals(a: Dimension, b: Dimension): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};
/** The catalogue's base dimensions, in the order a dimension is written. */
export const DIMENSION_ORDER = [
  'mass',
  'length',
  'time',
  'current',
  'temperature',
  'amount',
  'luminous_intensity',
  'information',
];
const ORDER = DIMENSION_ORDER;

/** An exponent as superscript digits ('²', '⁻¹'); '' for 1. */
export function superscript(n: number): string {
  return n === 1 ? '' : [...String(n)].map((c) => SUPERSCRIPT[c]).join('');
}

/** 'mass·length²·time⁻²'; 'dimensionless' for numbers. */
export function formatDimension(d: Dimension): string {
  const keys = Object.keys(d).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  if (keys.length === 0) return 'dimensionless';
  return keys
    .map((k) => {
      const e = d[k]!;
      return k + superscript(e);
    })
    .join('·');
}

const FROM_SUPERSCRIPT = Object.fromEntries(Object.entries(SUPERSCRIPT).map(([k, v]) => [v, k]));

/** The dimension written as formatDimension writes it ('length·time⁻¹'), or null when it is not so written. */
export function parseDimension(text: string): Dimension | null {
  if (text === 'dimensionless') return DIMENSIONLESS;
  const out: Record<string, number> = {};
  for (const part of text.split('·')) {
    const m = /^([a-z_]+)([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]*)$/.exec(part);
    if (!m || !ORDER.includes(m[1]!)) return null;
    const exponent = m[2] ? Number([...m[2]].map((c) => FROM_SUPERSCRIPT[c]).join('')) : 1;
    if (!Number.isInteger(exponent) || exponent === 0) return null;
    out[m[1]!] = (out[m[1]!] ?? 0) + exponent;
  }
  return out;
}

/** The coherent SI symbols of the catalogue's base dimensions. */
const BASE_SYMBOLS: Record<string, string> = {
  mass: 'kg',
  length: 'm',
  time: 's',
  current: 'A',
  temperature: 'K',
  amount: 'mol',
  luminous_intensity: 'cd',
  information: 'bit',
};

/** 'kg·m²·s⁻²': the coherent SI unit of a dimension written out; null when a part of it has none (a category read with a dimension of its own). */
export function coherentSymbol(dimension: Dimension): string | null {
  const parts = Object.entries(dimension).sort(
    ([a], [b]) => DIMENSION_ORDER.indexOf(a) - DIMENSION_ORDER.indexOf(b),
  );
  if (parts.some(([k]) => !(k in BASE_SYMBOLS))) return null;
  return parts.map(([k, p]) => `${BASE_SYMBOLS[k]}${superscript(p)}`).join('·');
}
