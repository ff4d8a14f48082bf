/**
 * Every unit of every category, typed in that category's own converter by its symbol, its name
 * and its plural, alone ('7 kelvins') and asked as a question ('7 kelvins to degrees Celsius'),
 * reads as that unit of that category: a spelling other categories share (the kelvin of
 * temperature and of temperature intervals, the inch of length and of typography) means the
 * page's own unit there.
 */
import { expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import type { UnitRecord } from '../../src/core/types';
import { readers } from './boxReaders';
import { boxUnits, readBox } from '../../src/core/smartBox';

/** Why a text is left out, or null. */
function leftOut(unit: UnitRecord, spelling: string, to: UnitRecord | null): string | null {
  // Pace lists speeds (km/h) as the reciprocals of its paces: a speed typed there is the speed
  // converter's, with the same numbers.
  if (unit.kind === 'reciprocal') return 'a speed on the pace converter';
  // After a number, '1/K' is the fraction 1/… of what follows ('per kelvin' is how to type it).
  if (spelling.startsWith('1/')) return 'a symbol that starts with 1/';
  // A target that starts with 'per' is not read ('to per kelvin'): the amount's unit alone is.
  if (to && /^per /.test(to.plural)) return "a target that starts with 'per'";
  // In a question, 'per' after a number divides: '7 per degree Réaumur to ppm/K' is worked out
  // (5.6 per kelvin, the right number), not read as the unit.
  if (to && /^per /.test(spelling)) return "an amount that starts with 'per'";
  // 'quarter' is a quarter of what follows: 'to quarter sections' is worked out, not a unit.
  if (to?.id === 'quarter_section') return "a target that starts with 'quarter'";
  return null;
}

/** The categories as a page has their records: without the dimension, which the language's index knows. */
const pageRecords = categories.map((c) => ({ ...c, dimension: '' }));

/**
 * What `text` typed in the category's own converter reads as: 'category:unit→to unit', the To
 * unit the converter then shows (beside `to`; or the one the text names, with `to` null), or
 * null when it is no reading.
 */
function readIn(category: (typeof pageRecords)[number], text: string, to: UnitRecord | null): string | null {
  const { units } = category;
  const r = readBox(text, {
    categories: [category],
    category,
    from: units[0]!,
    format: 'dot',
    readers,
    recordOf: (id) => categories.find((c) => c.id === id),
  });
  if ('needs' in r || 'calculated' in r || r.typed.kind !== 'value') return null;
  const shown = to ? boxUnits(r, { fromUnit: units[0]!.id, toUnit: to.id })!.toUnit : r.to?.id;
  return `${r.category.id}:${r.typed.unit.id}→${shown}`;
}

it('reads every unit by its symbol, name and plural in its own converter, alone and as a question', () => {
  const misread: string[] = [];
  let read = 0;
  for (const category of pageRecords) {
    const { units } = category;
    for (const [i, unit] of units.entries()) {
      const to = units[(i + 1) % units.length]!;
      for (const spelling of [unit.symbol, unit.name, unit.plural]) {
        for (const [text, target] of [
          [`7 ${spelling}`, null],
          [`7 ${spelling} to ${to.plural}`, to],
        ] as const) {
          if (leftOut(unit, spelling, target)) continue;
          read++;
          const found = readIn(category, text, to);
          if (found !== `${category.id}:${unit.id}→${to.id}`)
            misread.push(`${text} (${category.id}): ${found}`);
        }
      }
    }
  }
  expect(misread).toEqual([]);
  expect(read).toBeGreaterThan(6000);
});

it("reads a question asked with 'in', 'into', '= ?' and 'how many' in each category's own converter", () => {
  const misread: string[] = [];
  for (const category of pageRecords) {
    const { units } = category;
    for (const [i, unit] of units.entries()) {
      const to = units[(i + 3) % units.length]!;
      if (to.id === unit.id || leftOut(unit, unit.symbol, to)) continue;
      for (const text of [
        `7 ${unit.symbol} in ${to.symbol}`,
        `7 ${unit.plural} in ${to.plural}`,
        `7.5 ${unit.name} into ${to.symbol}`,
        `how many ${to.plural} in 7 ${unit.plural}`,
        `7 ${unit.symbol} = ? ${to.symbol}`,
      ]) {
        const found = readIn(category, text, null);
        if (found !== `${category.id}:${unit.id}→${to.id}`)
          misread.push(`${text} (${category.id}): ${found}`);
      }
    }
  }
  // '7 S in µS' on the conductance converter is siemens, not the svedberg (a time).
  expect(misread).toEqual([]);
});
