/**
 * Catalogue errors: where (file:line:col and the field path) and a plain sentence.
 * Causes come first: files that cannot be read, then files in the order the others build on
 * them; an error that only follows from another unit's own error is left out.
 */
import { isMap, isPair, isScalar, type Node } from 'yaml';
import type { LoadedFile } from './load.ts';

export interface CatalogError {
  file: string;
  line: number;
  col: number;
  /** Dotted path of the field ('units.foot.definition'); '' for the whole file. */
  path: string;
  message: string;
}

export function formatError(e: CatalogError): string {
  return `${e.file}:${e.line}:${e.col}: ${e.path ? `${e.path}: ` : ''}${e.message}`;
}

/** At most `limit` errors, one a line, then how many were left out. */
export function formatErrors(errors: readonly CatalogError[], limit = 20): string[] {
  const lines = errors.slice(0, limit).map(formatError);
  if (errors.length > limit) lines.push(`… and ${errors.length - limit} more`);
  return lines;
}

/** 'file': a file that cannot be read or breaks its schema; 'summary': what depends on such a file; 'rule': everything else. */
export type ErrorKind = 'file' | 'summary' | 'rule';
const ORDER: Record<ErrorKind, number> = { file: 0, summary: 1, rule: 2 };

/** A unit as errors that follow from its own error name it: `file#unit`. */
export function unitSubject(file: string, unitId: string): string {
  return `${file}#${unitId}`;
}

/** An error at what a unit is (its entry, definition or kind) can make the units built on it wrong; one at its name or alias cannot. */
const WHAT_A_UNIT_IS = /^units\.([^.]+)(?:\.(?:definition|primitive|kind|offset|logFactor))?$/;

/** The unit whose size or kind an error says is wrong, if it says so. */
function subjectOf(e: CatalogError): string | undefined {
  const unit = WHAT_A_UNIT_IS.exec(e.path)?.[1];
  return unit === undefined ? undefined : unitSubject(e.file, unit);
}

/** Position of the node at `path` (its key when `at` is 'key'), else of the nearest parent. */
export function locate(f: LoadedFile, path: (string | number)[], at: 'key' | 'value' = 'value'): { line: number; col: number } {
  // A unit made from a prefix has no entry of its own: point at the prefix that makes it.
  const made = path[0] === 'units' && typeof path[1] === 'string' ? f.madeAt.get(path[1]) : undefined;
  if (made) return locate(f, made);
  for (let depth = path.length; depth >= 0; depth--) {
    const p = path.slice(0, depth);
    let offset: number | undefined;
    if (depth === path.length && at === 'key' && depth > 0) {
      const parent = p.length > 1 ? f.doc.getIn(p.slice(0, -1), true) : f.doc.contents;
      if (isMap(parent)) {
        const pair = parent.items.find((it) => isPair(it) && isScalar(it.key) && it.key.value === p[p.length - 1]);
        offset = (pair?.key as Node | undefined)?.range?.[0];
      }
    }
    if (offset === undefined) {
      const node = (p.length ? f.doc.getIn(p, true) : f.doc.contents) as Node | undefined;
      offset = node?.range?.[0];
    }
    if (offset !== undefined) {
      const pos = f.lines.linePos(offset);
      return { line: pos.line, col: pos.col };
    }
  }
  return { line: 1, col: 1 };
}

export class Reporter {
  private readonly entries: { error: CatalogError; kind: ErrorKind; because?: string }[] = [];

  /** `because`: the unit (unitSubject) whose own error, if it has one, this error follows from. */
  push(error: CatalogError, kind: ErrorKind = 'rule', because?: string): void {
    this.entries.push({ error, kind, ...(because !== undefined && { because }) });
  }

  /** An error at the field `path` of a loaded file. */
  add(f: LoadedFile, path: (string | number)[], message: string, at: 'key' | 'value' = 'value', extraCol = 0, kind: ErrorKind = 'rule', because?: string): void {
    const pos = locate(f, path, at);
    this.push({ file: f.file, line: pos.line, col: pos.col + extraCol, path: path.join('.'), message }, kind, because);
  }

  get count(): number {
    return this.entries.length;
  }

  /**
   * Causes first: files that cannot be read, then what depends on them, then by `rankOf` the
   * file (lower first: the files others build on), file name and position. An error that
   * follows from a unit with an error of its own is left out: fixing that unit fixes it.
   */
  sorted(rankOf: (file: string) => number = () => 0): CatalogError[] {
    const faulty = new Set(this.entries.filter((e) => e.because === undefined).map((e) => subjectOf(e.error)));
    return this.entries
      .filter((e) => e.because === undefined || !faulty.has(e.because))
      .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || rankOf(a.error.file) - rankOf(b.error.file) || a.error.file.localeCompare(b.error.file) || a.error.line - b.error.line || a.error.col - b.error.col)
      .map((e) => e.error);
  }
}
