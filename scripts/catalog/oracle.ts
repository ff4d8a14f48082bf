/**
 * Cross-checks compiled units against GNU units (`units -t`), the independent oracle.
 * Each unit names its GNU units expression in `gnuUnits`; we never translate our own
 * definitions, so a wrong factor in the catalogue cannot agree with the oracle by construction.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { toNumber } from '../../src/core/rational.ts';
import { logFactorOf } from '../../src/core/types.ts';
import type { CompiledCategory, CompiledUnit } from './compile.ts';

const run = promisify(execFile);

export interface OracleCheck {
  category: string;
  unit: string;
  /** What was asked of GNU units. */
  query: string;
  expected: number;
  actual: number | null;
  /** Relative difference, or null when GNU units could not answer. */
  relativeError: number | null;
  problem: string | null;
}

export const ORACLE_TOLERANCE = 1e-12;

export async function gnuUnits(have: string, want: string, attempts = 3): Promise<{ value: number | null; output: string }> {
  try {
    const { stdout } = await run('units', ['-t', '-d', '15', '--', have, want], { timeout: 30_000 });
    const value = Number(stdout.trim());
    return { value: Number.isFinite(value) ? value : null, output: stdout.trim() };
  } catch (e) {
    const err = e as { stdout?: string; killed?: boolean; code?: unknown; message: string };
    // A process that was killed or never started (a loaded machine) is asked again; an answer
    // GNU units gave, such as "Unknown unit", is final.
    if (attempts > 1 && (err.killed || typeof err.code === 'string')) return gnuUnits(have, want, attempts - 1);
    return { value: null, output: (err.stdout || err.message).trim() };
  }
}

function queries(unit: CompiledUnit, baseGnu: string): { have: string; want: string; expected: number }[] {
  const g = unit.gnuUnits!;
  if (unit.kind === 'affine') {
    // Two points fix an affine map: value v in this unit, in kelvin-like base.
    return [0, 100].map((v) => ({
      have: `${g}(${v})`,
      want: baseGnu,
      expected: (v + toNumber(unit.exactOffset)) * toNumber(unit.exactFactor),
    }));
  }
  if (unit.kind === 'logarithmic') {
    // GNU units writes a level as a function of its value (dBm(3), dBSPL(94)); three levels check reference and log factor.
    const logFactor = logFactorOf(unit);
    return [0, 3, 20].map((v) => ({ have: `${g}(${v})`, want: baseGnu, expected: toNumber(unit.exactFactor) * 10 ** (v / logFactor) }));
  }
  if (unit.kind === 'reciprocal') {
    return [{ have: `1/(1 ${g})`, want: baseGnu, expected: toNumber(unit.exactFactor) }];
  }
  return [{ have: `1 ${g}`.replace(/^1 (\d)/, '$1'), want: baseGnu, expected: toNumber(unit.exactFactor) }];
}

/** Checks every unit of the categories that has a gnuUnits expression. */
export async function checkAgainstGnuUnits(categories: CompiledCategory[], concurrency = 4): Promise<OracleCheck[]> {
  const jobs: (() => Promise<OracleCheck>)[] = [];
  for (const category of categories) {
    const base = category.units.find((u) => u.id === category.base);
    const baseGnu = base?.kind === 'affine' ? (base.gnuUnits === 'tempK' ? 'K' : base.gnuUnits) : base?.gnuUnits;
    for (const unit of category.units) {
      if (!unit.gnuUnits) continue;
      for (const q of baseGnu ? queries(unit, baseGnu) : []) {
        jobs.push(async () => {
          const { value, output } = await gnuUnits(q.have, q.want);
          const rel = value === null ? null : q.expected === 0 ? Math.abs(value) : Math.abs(value - q.expected) / Math.abs(q.expected);
          return {
            category: category.id,
            unit: unit.id,
            query: `units -t '${q.have}' '${q.want}'`,
            expected: q.expected,
            actual: value,
            relativeError: rel,
            problem: value === null ? `GNU units answered: ${output || 'nothing'}` : rel! > ORACLE_TOLERANCE ? `we say ${q.expected}, GNU units says ${value}` : null,
          };
        });
      }
      if (!baseGnu) {
        jobs.push(async () => ({ category: category.id, unit: unit.id, query: '', expected: NaN, actual: null, relativeError: null, problem: `the base unit '${category.base}' has no gnuUnits expression` }));
      }
    }
  }
  const results: OracleCheck[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        results.push(await job());
      }
    }),
  );
  return results;
}
