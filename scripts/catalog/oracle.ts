/**
 * Cross-checks compiled units against GNU units (`units -t`), the independent oracle, asked
 * every question in one process.
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

export interface UnitsQuestion {
  have: string;
  want: string;
}

export interface UnitsAnswer {
  /** The number GNU units answered, or null when it answered something else. */
  value: number | null;
  /** What it printed for the question: the number, or why it has none. */
  output: string;
}

/** `units -t -d 15` without --quiet: terse answers, and a prompt before each line it reads. */
const UNITS_ARGS = ['--strict', '--compact', '--one-line', '-d', '15'];

/**
 * What GNU units printed after each line of its input, and at which prompt ('have' or 'want')
 * it read that line: one entry per line read. Before the first prompt is its banner.
 */
function transcript(stdout: string): { prompt: string; output: string }[] {
  const parts = stdout.split(/You (have|want): /);
  const read: { prompt: string; output: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) read.push({ prompt: parts[i]!, output: parts[i + 1]!.trim() });
  return read;
}

/**
 * Asks GNU units every question in one process. Each question is three lines of its input: the
 * 'have', the 'want' and an empty line. It prompts before each line it reads, so the prompts
 * tell which output answers which line, even where a line fails: an unknown 'have' sends it back
 * to 'You have:', an unknown 'want' to 'You want:'. The empty line brings it back to 'You have:'
 * in every case (it is skipped there, and closes a 'want' still open), ready for the next question.
 */
export async function askGnuUnits(questions: readonly UnitsQuestion[]): Promise<UnitsAnswer[]> {
  if (questions.length === 0) return [];
  const lines = questions.flatMap((q) => [q.have, q.want, '']);
  const multiline = lines.find((l) => l.includes('\n'));
  if (multiline !== undefined) throw new Error(`a GNU units expression is one line: ${JSON.stringify(multiline)}`);
  let stdout: string;
  try {
    const pending = run('units', UNITS_ARGS, { maxBuffer: 256e6 });
    // GNU units may stop before the end of its input ('quit'): then the transcript falls short
    // below, rather than the write failing unhandled.
    pending.child.stdin!.on('error', () => {}).end(`${lines.join('\n')}\n`);
    ({ stdout } = await pending);
  } catch (e) {
    // No GNU units, or it failed: that is every question's answer.
    const output = (e as Error).message.trim();
    return questions.map(() => ({ value: null, output }));
  }
  const read = transcript(stdout);
  return questions.map((q, i) => {
    const [have, want] = [read[3 * i], read[3 * i + 1]];
    if (have?.prompt !== 'have') {
      throw new Error(`GNU units did not read '${q.have}' as a 'have': its answers no longer line up with the questions`);
    }
    // Not asked for the 'want': the 'have' failed, and its output says why.
    if (want?.prompt !== 'want') return { value: null, output: have.output };
    const value = want.output === '' ? NaN : Number(want.output);
    return { value: Number.isFinite(value) ? value : null, output: want.output };
  });
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

/** Checks every unit of the categories that has a gnuUnits expression, in one run of GNU units. */
export async function checkAgainstGnuUnits(categories: CompiledCategory[]): Promise<OracleCheck[]> {
  const checks: OracleCheck[] = [];
  /** The checks that ask GNU units, with their question. */
  const asked: { check: OracleCheck; question: UnitsQuestion }[] = [];
  for (const category of categories) {
    const base = category.units.find((u) => u.id === category.base);
    const baseGnu = base?.kind === 'affine' ? (base.gnuUnits === 'tempK' ? 'K' : base.gnuUnits) : base?.gnuUnits;
    for (const unit of category.units) {
      if (!unit.gnuUnits) continue;
      const check = { category: category.id, unit: unit.id, actual: null, relativeError: null };
      if (!baseGnu) {
        checks.push({ ...check, query: '', expected: NaN, problem: `the base unit '${category.base}' has no gnuUnits expression` });
        continue;
      }
      for (const { have, want, expected } of queries(unit, baseGnu)) {
        const asking: OracleCheck = { ...check, query: `units -t '${have}' '${want}'`, expected, problem: null };
        checks.push(asking);
        asked.push({ check: asking, question: { have, want } });
      }
    }
  }
  const answers = await askGnuUnits(asked.map((a) => a.question));
  asked.forEach(({ check }, i) => {
    const { value, output } = answers[i]!;
    const { expected } = check;
    const rel = value === null ? null : expected === 0 ? Math.abs(value) : Math.abs(value - expected) / Math.abs(expected);
    check.actual = value;
    check.relativeError = rel;
    if (value === null) check.problem = `GNU units answered: ${output || 'nothing'}`;
    else if (rel! > ORACLE_TOLERANCE) check.problem = `we say ${expected}, GNU units says ${value}`;
  });
  return checks;
}
