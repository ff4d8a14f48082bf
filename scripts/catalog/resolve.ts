/**
 * Resolves unit definitions to an exact factor and a dimension, memoised, reporting each
 * unit's problem once: cycles, unknown units, units that may not appear in a definition,
 * zero. A definition that needs a unit of an unreadable file is not reported; it is counted
 * in `dependents` so the compiler can say so in one line.
 */
import { isScalar, type Node } from 'yaml';
import { mul, div, pow, equals, isZero, ONE, type Exact } from '../../src/core/rational.ts';
import { parseExact } from '../../src/core/quantityNumber.ts';
import { searchTerms } from '../../src/core/searchTerms.ts';
import { LanguageFailure, type DiagnosticKind } from '../../src/core/language/diagnostic.ts';
import { parseDefinition, type Expr } from './expression.ts';
import { DIMENSIONLESS, dimEquals, dimMul, dimPow, type Dimension } from '../../src/core/dimension.ts';
import type { CatalogContext } from './context.ts';
import { unitSubject } from './errors.ts';

export interface Resolved {
  factor: Exact;
  dimension: Dimension;
}

export interface Resolver {
  resolve(cid: string, uid: string): Resolved | null;
  /** Reports a problem at the unit's definition (or primitive); `at` is a column inside the definition. */
  definitionError(cid: string, uid: string, message: string, at?: number): void;
  /** Unreadable category id → the definitions (`category.unit`) that need one of its units. */
  readonly dependents: Map<string, Set<string>>;
  /** `category.unit` → the units (`category.unit`) its definition names, as far as it was read. */
  readonly uses: Map<string, Set<string>>;
}

/** A unit this one depends on failed and has reported its own error. */
class Unresolved extends Error {}
/**
 * A unit refused in a definition for what it is (its kind): when that unit has an error of its
 * own (an offset outside a temperature category), this error only follows from it.
 */
class RefusedUnit extends LanguageFailure {
  constructor(
    kind: DiagnosticKind,
    ref: Expr,
    sentence: string,
    /** The refused unit, as errors name their subject (unitSubject). */
    readonly unit: string,
  ) {
    super(kind, ref.start, ref.end, sentence);
  }
}
/** A unit this one depends on is in a file that could not be read. */
class InUnreadable extends Error {
  constructor(readonly category: string) {
    super(category);
  }
}

export function createResolver(ctx: Omit<CatalogContext, 'resolver'>): Resolver {
  const { categories: raw, categoryIdOwner, unreadable, report } = ctx;
  const resolved = new Map<string, Resolved | null>(); // key `${cat}.${unit}`; null = failed
  const inProgress: string[] = [];
  const primitiveOwner = new Map<string, string>();
  const dependents = new Map<string, Set<string>>();
  const uses = new Map<string, Set<string>>();
  const unitHomes = new Map<string, string[]>(); // unit id → categories defining it
  for (const [cid, { data }] of raw) for (const uid of Object.keys(data.units)) unitHomes.set(uid, [...(unitHomes.get(uid) ?? []), cid]);

  function definitionError(cid: string, uid: string, message: string, at = 0, because?: string): void {
    const { f, data } = raw.get(cid)!;
    const u = data.units[uid]!;
    const node = f.doc.getIn(['units', uid, 'definition'], true) as Node & { type?: string };
    const quoted = isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') ? 1 : 0;
    report.add(f, ['units', uid, u.definition === undefined ? 'primitive' : 'definition'], message, 'value', u.definition === undefined ? 0 : at + quoted, 'rule', because);
  }

  function resolve(cid: string, uid: string): Resolved | null {
    const key = `${cid}.${uid}`;
    if (resolved.has(key)) return resolved.get(key)!;
    const cycleStart = inProgress.indexOf(key);
    if (cycleStart >= 0) {
      const cycle = [...inProgress.slice(cycleStart), key].map((k) => (k.startsWith(`${cid}.`) ? k.slice(cid.length + 1) : k));
      definitionError(cid, uid, `the definitions go round in a circle: ${cycle.join(' → ')}`);
      for (const k of inProgress.slice(cycleStart)) resolved.set(k, null);
      return null;
    }
    const u = raw.get(cid)!.data.units[uid]!;
    let result: Resolved | null = null;
    inProgress.push(key);
    if (u.primitive !== undefined) {
      const prev = primitiveOwner.get(u.primitive);
      if (prev && prev !== key) definitionError(cid, uid, `the dimension '${u.primitive}' is already defined by '${prev}'; define this unit in terms of it`);
      else {
        primitiveOwner.set(u.primitive, key);
        result = { factor: ONE, dimension: { [u.primitive]: 1 } };
      }
    } else {
      try {
        result = evaluate(cid, uid, parseDefinition(String(u.definition)));
      } catch (e) {
        if (e instanceof LanguageFailure) definitionError(cid, uid, e.detail, e.start, e instanceof RefusedUnit ? e.unit : undefined);
        else if (e instanceof InUnreadable) dependents.set(e.category, (dependents.get(e.category) ?? new Set()).add(key));
        else if (!(e instanceof Unresolved)) throw e;
      }
      if (result && isZero(result.factor)) {
        definitionError(cid, uid, 'the definition is zero; a unit must be a non-zero amount');
        result = null;
      }
    }
    inProgress.pop();
    if (!resolved.has(key)) resolved.set(key, result);
    return resolved.get(key)!;
  }

  /** Notes that the definition of `key` names the unit `used`. */
  const note = (key: string, used: string) => uses.set(key, (uses.get(key) ?? new Set()).add(used));

  /** The category and unit a reference in the definition of `key` (in category `cid`) names. */
  function target(key: string, cid: string, ref: Extract<Expr, { type: 'ref' }>): [string, string] {
    if (ref.category !== null) {
      const realCategory = raw.has(ref.category) ? ref.category : categoryIdOwner.get(ref.category);
      if (!realCategory || !raw.has(realCategory)) {
        if (unreadable.has(ref.category)) throw new InUnreadable(ref.category);
        throw new LanguageFailure('unknownWord', ref.start, ref.end, `there is no category '${ref.category}'`);
      }
      if (!(ref.unit in raw.get(realCategory)!.data.units)) throw new LanguageFailure('unknownWord', ref.start, ref.end, `there is no unit '${ref.unit}' in category '${ref.category}'`);
      return [realCategory, ref.unit];
    }
    if (ref.unit in raw.get(cid)!.data.units) return [cid, ref.unit];
    const homes = unitHomes.get(ref.unit) ?? [];
    if (homes.length === 0) {
      const elsewhere = [...unreadable].find(([, u]) => u.unitIds.has(ref.unit.toLowerCase()));
      if (elsewhere) throw new InUnreadable(elsewhere[0]);
      const named = Object.entries(raw.get(cid)!.data.units).find(([, u]) => searchTerms(u).includes(ref.unit));
      const hint = named ? ` ('${ref.unit}' names the unit '${named[0]}'; definitions use unit ids)` : '';
      throw new LanguageFailure('unknownWord', ref.start, ref.end, `there is no unit '${ref.unit}' in this category or any other${hint}`);
    }
    if (homes.length > 1) {
      for (const h of homes) note(key, `${h}.${ref.unit}`);
      const all = homes.map((h) => resolve(h, ref.unit));
      // One of them is wrong in itself and says so; whether they agree is for after it is fixed.
      if (all.some((r) => !r)) throw new Unresolved();
      const same = all.every((r) => r && all[0] && equals(r.factor, all[0].factor) && dimEquals(r.dimension, all[0].dimension));
      if (!same) throw new LanguageFailure('unreadable', ref.start, ref.end, `'${ref.unit}' is defined in ${homes.join(' and ')} with different meanings; write ${homes[0]}.${ref.unit}`);
    }
    return [homes[0]!, ref.unit];
  }

  function lookup(cid: string, uid: string, ref: Extract<Expr, { type: 'ref' }>): Resolved {
    const key = `${cid}.${uid}`;
    const [tc, tu] = target(key, cid, ref);
    if (tc === cid && tu === uid) throw new LanguageFailure('unreadable', ref.start, ref.end, `the unit '${uid}' cannot be defined in terms of itself`);
    // Noted before the unit is judged, so that its errors are known to come before this one's.
    note(key, `${tc}.${tu}`);
    const { f, data } = raw.get(tc)!;
    const tUnit = data.units[tu]!;
    // The kinds the language gives a level or a temperature scale in a calculation.
    const refused = (kind: DiagnosticKind, sentence: string) => new RefusedUnit(kind, ref, sentence, unitSubject(f.file, tu));
    if (tUnit.kind === 'reciprocal') throw refused('unreadable', `'${tu}' is a reciprocal unit and cannot be used in a definition`);
    if (tUnit.kind === 'logarithmic') throw refused('level', `'${tu}' is a level in decibels (kind: logarithmic) and cannot be used in a definition; use the unit of its reference`);
    if (tUnit.kind === 'affine' && !isZero(parseExact(String(tUnit.offset)) ?? ONE)) throw refused('offsetScale', `'${tu}' has an offset (a temperature scale) and cannot be used in a definition; use its interval unit`);
    const r = resolve(tc, tu);
    if (!r) throw new Unresolved();
    return r;
  }

  function evaluate(cid: string, uid: string, e: Expr): Resolved {
    switch (e.type) {
      case 'number':
        return { factor: e.value, dimension: DIMENSIONLESS };
      case 'ref':
        return lookup(cid, uid, e);
      case 'power': {
        const b = evaluate(cid, uid, e.base);
        return { factor: pow(b.factor, e.exponent), dimension: dimPow(b.dimension, e.exponent) };
      }
      case 'binary': {
        const l = evaluate(cid, uid, e.left);
        const r = evaluate(cid, uid, e.right);
        // From the '/' to the end of its divisor: the compile points at the '/'.
        if (e.op === '/' && isZero(r.factor)) throw new LanguageFailure('divisionByZero', e.left.end, e.right.end, 'division by zero');
        return e.op === '*'
          ? { factor: mul(l.factor, r.factor), dimension: dimMul(l.dimension, r.dimension) }
          : { factor: div(l.factor, r.factor), dimension: dimMul(l.dimension, r.dimension, -1) };
      }
    }
  }

  return { resolve, definitionError, dependents, uses };
}
