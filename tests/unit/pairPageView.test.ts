import { describe, expect, it } from 'vitest';
import { categories } from '../../src/build-time/catalog';
import { defaultPair, inferredElsewhere } from '../../src/build-time/pairs';
import { pairPageView, type PairPageContext } from '../../src/core/pairPageView';
import {
  escapeHtml,
  PAIR_REST_PARTS,
  PAIR_TOP_PARTS,
  pairRestMarkup,
  pairTopMarkup,
} from '../../src/core/pairPageMarkup';
import { conversionTable, pairFacts, pairFormula } from '../../src/core/pairFormula';
import { fillText, textOf } from '../../src/core/unitNames';
import { strings as en } from '../../src/generated/strings.en';
import { strings as es } from '../../src/generated/strings.es';
import { strings as de } from '../../src/generated/strings.de';
import { strings as fr } from '../../src/generated/strings.fr';
import { strings as pt } from '../../src/generated/strings.pt';
import { strings as ja } from '../../src/generated/strings.ja';
import type { UnitPair } from '../../src/core/types';
import { unitPair } from './unitPair';
import { englishText } from '../../src/build-time/interfaceText';

const ctx = (pair: UnitPair): PairPageContext => ({
  brand: 'UnitFlip',
  origin: 'https://units.example.org',
  inferredElsewhere: inferredElsewhere(pair),
});
const view = (pair: UnitPair) => pairPageView(englishText, pair, ctx(pair));
/** The whole body's markup, as a built page has it. */
const body = (pair: UnitPair) => {
  const v = view(pair);
  return [
    ...PAIR_TOP_PARTS.map((p) => pairTopMarkup(p, v)),
    ...PAIR_REST_PARTS.map((p) => pairRestMarkup(p, v)),
  ].join('');
};

describe('pairPageView', () => {
  it('says what a meter-to-foot page says, head to links', () => {
    const v = view(unitPair('length', 'meter', 'foot'));
    expect(v.head.title).toBe('Meters to feet Converter | UnitFlip');
    expect(v.head.canonical).toBe('https://units.example.org/length/meter-to-foot');
    expect(v.head.jsonLd).toMatchObject({ '@type': 'WebApplication', name: 'Meters to feet Converter' });
    expect(v.crumbs.map((c) => c.label)).toEqual(['Home', 'Length Conversion', 'Meters to feet']);
    expect(v.heading).toBe('Convert meters to feet');
    expect(v.converter).toEqual({ from: 'meter', to: 'foot', text: '10' });
    expect(v.formula.equation).toBe('ft = m ÷ 0.3048');
    expect(v.reverse).toEqual({
      lead: 'The other way:',
      href: '/length/foot-to-meter',
      label: 'feet to meters',
    });
    expect(v.picture?.heading).toBe('1 m and 1 ft to scale');
    expect(v.formula.heading).toBe('How to convert meters to feet');
    expect(v.table.columns).toEqual(['Meters (m)', 'Feet (ft)']);
    expect(v.table.rows).toHaveLength(10);
    expect(v.units.items.map((i) => i.term)).toEqual(['Meter (m):', 'Foot (ft):']);
    expect(v.quick.label).toBe('Quick convert meters to feet');
    expect(v.allUnits).toEqual({ href: '/unit-page/length', label: 'All length units' });
    expect(v.lists.map((l) => l.title)).toEqual([
      'Popular Length Conversions',
      'Convert meters to Other Units',
    ]);
  });

  it.each(categories.map((c) => ({ id: c.id, pair: defaultPair(c) })))(
    "$id's default pair: every sentence of its view is in its markup, escaped",
    ({ pair }) => {
      const v = view(pair);
      const markup = body(pair);
      const sentences = [
        ...v.crumbs.map((c) => c.label),
        v.heading,
        v.reverse.lead,
        v.reverse.label,
        v.formula.heading,
        v.formula.sentence,
        v.formula.equation,
        v.formula.reverse,
        ...(v.formula.factor ? [v.formula.factor] : []),
        v.table.heading,
        ...v.table.columns,
        ...v.table.rows.flatMap((r) => [r.input, r.output]),
        ...v.units.items.flatMap((i) => [i.term, i.description]),
        v.quick.label,
        v.allUnits.label,
        ...v.lists.flatMap((l) => [l.title, ...l.links.map((k) => k.label)]),
      ];
      for (const s of sentences) expect(markup).toContain(escapeHtml(s));
      // A picture only where it says it faster: length.
      expect(markup.includes('data-scale-bars')).toBe(pair.category.id === 'length' && v.picture !== null);
      expect(v.table.rows).toEqual(conversionTable(pair));
      expect(v.formula.equation).toBe(pairFacts(englishText, pair).formula.equation);
    },
  );

  it('a temperature pair: an offset in its formula, readings in its table, no picture', () => {
    const v = view(unitPair('temperature', 'celsius', 'fahrenheit'));
    expect(v.formula.equation).toBe('°F = °C × 1.8 + 32');
    expect(v.formula.factor).toBeNull();
    expect(v.table.rows[0]).toMatchObject({ x: '-40', output: '-40' });
    expect(v.picture).toBeNull();
  });

  it('a level in decibels: its table counts levels around the reference', () => {
    const v = view(unitPair('power_level', 'decibel_milliwatt', 'decibel_watt'));
    expect(v.table.rows.map((r) => r.x)).toContain('0');
    expect(v.table.rows[0]!.x).toBe('-20');
    expect(v.heading).toMatch(/^Convert /);
  });

  it('a factor with π: the parsec is written exactly in its facts', () => {
    const v = view(unitPair('length', 'parsec', 'light_year'));
    expect(v.formula.sentence.length).toBeGreaterThan(0);
    expect(`${v.formula.equation} ${v.formula.factor ?? ''} ${v.formula.reverse}`).not.toMatch(
      /NaN|Infinity/,
    );
  });

  it('a mixed unit: feet and inches has its page like any pair', () => {
    const pair = unitPair('length', 'centimeter', 'foot');
    expect(pair.category.compositions?.some((c) => c.includes('foot'))).toBe(true);
    expect(view(pair).heading).toBe('Convert centimeters to feet');
  });

  it('escapes what it writes: markup in a text stays text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const pair = unitPair('length', 'meter', 'foot');
    const hostile = { ...pair, from: { ...pair.from, plural: '<script>x</script>' } };
    expect(body(hostile)).not.toContain('<script>');
  });
});

describe("a pair page's sentences in each language", () => {
  const languages = { en, es, de, fr, pt, ja };
  /** A pair of each formula the catalogue's pairs have, with the sentence it is said with. */
  const kinds: [string, string, string, string][] = [
    ['length', 'meter', 'kilometer', 'formula.multiply'],
    ['length', 'meter', 'inch', 'formula.divide'],
    ['area', 'square_mile', 'section', 'formula.same'],
    ['temperature', 'celsius', 'fahrenheit', 'formula.multiplyThenShift'],
    ['temperature', 'celsius', 'kelvin', 'formula.shift'],
    ['temperature', 'fahrenheit', 'celsius', 'formula.shiftThenMultiply'],
    ['temperature', 'romer', 'celsius', 'formula.shiftThenDivide'],
    ['fuel_consumption', 'liter_per_100_kilometer', 'kilometer_per_liter', 'formula.reciprocal'],
    ['power_level', 'decibel_milliwatt', 'watt', 'formula.fromLevelThenMultiply'],
    ['power_level', 'decibel_milliwatt', 'milliwatt', 'formula.fromLevel'],
    ['power_level', 'watt', 'decibel_milliwatt', 'formula.toLevelThenShift'],
    ['power_level', 'watt', 'decibel_watt', 'formula.toLevel'],
    ['sound_pressure_level', 'pascal', 'decibel_spl', 'formula.divideThenLog'],
  ];

  it('fill every placeholder of every text they use, for each kind of formula', () => {
    for (const [category, from, to, key] of kinds) {
      const pair = unitPair(category, from, to);
      expect(pairFormula(pair.from, pair.to).sentence[0], `${from} → ${to}`).toBe(key);
      for (const [tag, strings] of Object.entries(languages)) {
        const written = JSON.stringify(pairPageView(textOf(strings, tag), pair, ctx(pair)));
        expect(written, `${tag} ${from} → ${to}`).not.toMatch(/\{[A-Za-z]+\}|undefined|NaN/);
      }
    }
  });

  it("say a pair's words in the page's language", () => {
    const pair = unitPair('length', 'meter', 'foot');
    const v = pairPageView(textOf(de, 'de'), pair, ctx(pair));
    expect(v.formula.heading).toBe(fillText(de['pair.formulaHeading']!, { from: 'meters', to: 'feet' }));
    expect(v.reverse.lead).toBe(de['pair.otherWay']);
    expect(v.formula.sentence).toBe(
      fillText(de['formula.divide']!, {
        intro: fillText(de['formula.intro']!, { from: 'meters', to: 'feet' }),
        n: '0.3048',
      }),
    );
  });
});
