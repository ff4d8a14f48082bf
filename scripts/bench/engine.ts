/**
 * Engine benchmark: conversions per second of our engine against convert-units, mathjs and
 * js-quantities on the same conversions, and how often each disagrees with GNU units.
 */
import convertUnits from 'convert-units';
import * as math from 'mathjs';
import Qty from 'js-quantities';
import { compileCatalog } from '../catalog/compile.ts';
import { askGnuUnits } from '../catalog/oracle.ts';
import { applyConversion, pairConversion } from '../../src/core/conversion.ts';
import type { CategoryRecord, UnitRecord } from '../../src/core/types.ts';

/** [our category, our unit id, convert-units name, mathjs name, js-quantities name]; null = the library lacks it. */
const UNITS: [string, string, string | null, string | null, string | null][] = [
  ['length', 'meter', 'm', 'm', 'm'],
  ['length', 'kilometer', 'km', 'km', 'km'],
  ['length', 'centimeter', 'cm', 'cm', 'cm'],
  ['length', 'millimeter', 'mm', 'mm', 'mm'],
  ['length', 'inch', 'in', 'inch', 'in'],
  ['length', 'foot', 'ft', 'ft', 'ft'],
  ['length', 'yard', 'yd', 'yd', 'yd'],
  ['length', 'mile', 'mi', 'mi', 'mi'],
  ['length', 'nautical_mile', null, null, 'nmi'],
  ['weight', 'kilogram', 'kg', 'kg', 'kg'],
  ['weight', 'gram', 'g', 'g', 'g'],
  ['weight', 'milligram', 'mg', 'mg', 'mg'],
  ['weight', 'pound', 'lb', 'lb', 'lb'],
  ['weight', 'ounce', 'oz', 'oz', 'oz'],
  ['weight', 'ton_us', 't', 'ton', 'tn'],
  ['weight', 'ton_metric', 'mt', 'tonne', 't'],
  ['temperature', 'celsius', 'C', 'degC', 'tempC'],
  ['temperature', 'fahrenheit', 'F', 'degF', 'tempF'],
  ['temperature', 'kelvin', 'K', 'K', 'tempK'],
  ['volume', 'liter', 'l', 'L', 'l'],
  ['volume', 'milliliter', 'ml', 'mL', 'ml'],
  ['volume', 'cubic_meter', 'm3', 'm3', 'm^3'],
  ['volume', 'gallon_us', 'gal', 'gallon', 'gal'],
  ['volume', 'fluid_ounce_us', 'fl-oz', 'fluidounce', 'floz'],
  ['volume', 'cup_us', 'cup', 'cup', 'cu'],
  ['area', 'square_meter', 'm2', 'm2', 'm^2'],
  ['area', 'hectare', 'ha', 'hectare', 'hectare'],
  ['area', 'acre', 'ac', 'acre', 'acre'],
  ['area', 'square_foot', 'ft2', 'sqft', 'ft^2'],
  ['area', 'square_kilometer', 'km2', 'km2', 'km^2'],
  ['time', 'second', 's', 's', 's'],
  ['time', 'minute', 'min', 'minute', 'min'],
  ['time', 'hour', 'h', 'hour', 'h'],
  ['time', 'day', 'd', 'day', 'd'],
  ['time', 'week', 'week', 'week', 'wk'],
  ['speed', 'meter_per_second', 'm/s', 'm/s', 'm/s'],
  ['speed', 'kilometer_per_hour', 'km/h', 'km/h', 'km/h'],
  ['speed', 'mile_per_hour', 'm/h', 'mi/h', 'mph'],
  ['speed', 'knot', 'knot', null, 'kn'],
  ['pressure', 'pascal', 'Pa', 'Pa', 'Pa'],
  ['pressure', 'kilopascal', 'kPa', 'kPa', 'kPa'],
  ['pressure', 'bar', 'bar', 'bar', 'bar'],
  ['pressure', 'psi', 'psi', 'psi', 'psi'],
  ['pressure', 'atmosphere', null, 'atm', 'atm'],
  ['pressure', 'torr', 'torr', 'torr', 'torr'],
  ['energy', 'joule', 'J', 'J', 'J'],
  ['energy', 'kilojoule', 'kJ', 'kJ', 'kJ'],
  ['energy', 'watt_hour', 'Wh', 'Wh', 'Wh'],
  ['energy', 'kilowatt_hour', 'kWh', 'kWh', 'kWh'],
  ['energy', 'calorie', null, null, 'cal'],
  ['energy', 'british_thermal_unit', null, 'BTU', 'BTU'],
  ['power', 'watt', 'W', 'W', 'W'],
  ['power', 'kilowatt', 'kW', 'kW', 'kW'],
  ['power', 'horsepower', null, 'hp', 'hp'],
];

interface Conversion {
  category: CategoryRecord;
  from: UnitRecord;
  to: UnitRecord;
  names: (string | null)[][];
  value: number;
  gnu: number | null;
}

type Converter = { name: string; prepare: (c: Conversion) => ((x: number) => number) | null };

const LIBRARIES: Converter[] = [
  {
    name: 'this engine',
    prepare: (c) => (x) => applyConversion(pairConversion(c.from, c.to), x) ?? NaN,
  },
  {
    name: 'convert-units',
    prepare: (c) => {
      const [a, b] = [c.names[0]![0], c.names[1]![0]];
      return a && b
        ? (x) =>
            convertUnits(x)
              .from(a as never)
              .to(b as never)
        : null;
    },
  },
  {
    name: 'mathjs',
    prepare: (c) => {
      const [a, b] = [c.names[0]![1], c.names[1]![1]];
      return a && b ? (x) => math.unit(x, a).toNumber(b) : null;
    },
  },
  {
    name: 'js-quantities',
    prepare: (c) => {
      const [a, b] = [c.names[0]![2], c.names[1]![2]];
      if (!a || !b) return null;
      // Its fastest API: a converter compiled once per pair, as a caching app would use it.
      const f = Qty.swiftConverter(a, b);
      return (x) => f(x) as number;
    },
  },
];

/** What the timed loops add up, so that no call is optimised away. */
const sink = { total: 0 };

/**
 * Conversions per second of these functions on these inputs: the median of seven samples of at
 * least 150 ms each, after a warm-up, so that one pause of the machine or the JIT moves no result.
 */
function throughput(work: readonly ((x: number) => number)[], inputs: readonly number[]): number {
  for (let r = 0; r < 50; r++) for (let i = 0; i < work.length; i++) sink.total += work[i]!(inputs[i]!);
  const samples: number[] = [];
  for (let s = 0; s < 7; s++) {
    let calls = 0;
    let r = 0;
    const start = performance.now();
    let elapsed: number;
    do {
      for (let i = 0; i < work.length; i++) sink.total += work[i]!(inputs[i]! + ++r * 1e-9);
      calls += work.length;
      elapsed = performance.now() - start;
    } while (elapsed < 150);
    samples.push(calls / (elapsed / 1000));
  }
  return samples.sort((a, b) => a - b)[3]!;
}

export async function engineBench(): Promise<string> {
  const compiled = compileCatalog();
  if (!compiled.ok) throw new Error('catalogue does not compile');
  const cats = new Map(compiled.catalog.categories.map((c) => [c.id, c]));
  const conversions: Conversion[] = [];
  for (const [cat, id, ...names] of UNITS) {
    for (const [cat2, id2, ...names2] of UNITS) {
      if (cat2 !== cat || id2 === id) continue;
      const category = cats.get(cat)!;
      const from = category.units.find((u) => u.id === id)!;
      const to = category.units.find((u) => u.id === id2)!;
      for (const value of cat === 'temperature' ? [12.5, 100, 300] : [12.5]) {
        conversions.push({
          category: category as unknown as CategoryRecord,
          from,
          to,
          names: [names, names2],
          value,
          gnu: null,
        });
      }
    }
  }
  // Reference values from GNU units, through its own unit names.
  const answers = await askGnuUnits(
    conversions.map((c) => {
      const [f, t] = [
        c.from as (typeof compiled.catalog.categories)[0]['units'][0],
        c.to as (typeof compiled.catalog.categories)[0]['units'][0],
      ];
      const have = f.kind === 'affine' ? `${f.gnuUnits}(${c.value})` : `${c.value} ${f.gnuUnits}`;
      const want = t.kind === 'affine' ? (t.gnuUnits === 'tempK' ? 'K' : t.gnuUnits!) : t.gnuUnits!;
      return { have, want };
    }),
  );
  conversions.forEach((c, i) => (c.gnu = answers[i]!.value));

  const prepared = LIBRARIES.map((lib) => ({
    lib,
    fns: conversions.map((c) => {
      try {
        return lib.prepare(c);
      } catch {
        return null;
      }
    }),
  }));
  const common = conversions.map((_, i) => prepared.every((p) => p.fns[i] !== null));
  const rows: string[][] = [];
  let fastestPeer = 0;
  let ours = 0;
  for (const { lib, fns } of prepared) {
    let supported = 0;
    let disagree = 0;
    fns.forEach((fn, i) => {
      if (!fn) return;
      supported++;
      const c = conversions[i]!;
      let y: number;
      try {
        y = fn(c.value);
      } catch {
        y = NaN;
      }
      const ref = c.gnu!;
      if (!(Math.abs(y - ref) <= 1e-12 * Math.max(Math.abs(ref), 1e-300))) disagree++;
    });
    // Throughput on the conversions every library supports, same inputs for all.
    const work = fns.filter((_, i) => common[i]) as ((x: number) => number)[];
    const inputs = conversions.filter((_, i) => common[i]).map((c) => c.value);
    const perSecond = throughput(work, inputs);
    if (lib.name === 'this engine') ours = perSecond;
    else fastestPeer = Math.max(fastestPeer, perSecond);
    rows.push([
      lib.name,
      Math.round(perSecond).toLocaleString('en-US'),
      '',
      `${supported}/${conversions.length}`,
      String(disagree),
    ]);
  }
  for (const row of rows)
    row[2] =
      row[0] === 'this engine'
        ? `${(ours / fastestPeer).toFixed(1)}× fastest peer`
        : `${(ours / Number(row[1]!.replace(/,/g, ''))).toFixed(1)}× slower than us`;
  const header = ['library', 'conversions/s', 'ratio', 'supported', 'disagree with GNU units (>1e-12)'];
  const lines = [header, ...rows.map((r) => r.slice(0, 5))];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  const table = lines.map((l) => l.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
  return `Engine: ${conversions.length} conversions (${common.filter(Boolean).length} supported by every library)\n${table}\nGoal: ≥ 5× the fastest peer and 0 disagreements for this engine.`;
}
