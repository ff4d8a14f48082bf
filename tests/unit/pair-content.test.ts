import { describe, expect, it } from 'vitest';
import { categories, getCategory } from '../../src/build-time/catalog';
import { allPairs, resolvePairSlug, shortPairs } from '../../src/build-time/pairs';
import { pairPath, unitSlug } from '../../src/core/routes';
import type { UnitPair } from '../../src/core/types';
import { LINKED_ALIAS_PAIRS, otherUnitLinks, popularPairLinks, reversePairHref } from '../../src/build-time/pairLinks';
import { MAX_TITLE, pairBreadcrumbs, pairDescription, pairHeading, pairTitle, webApplicationJsonLd } from '../../src/build-time/pairMeta';
import { quickTitle, quickBreadcrumbs, quickGroupLabel, quickHeading, quickPopularBlocks, quickRelatedLinks } from '../../src/build-time/quickConvertContent';
import { conversionTable, pairFacts, pairFormula } from '../../src/core/pairFormula';
import { exactNumberText, significant } from '../../src/core/numberText';
import { idWords, packUnits, unitWord, unpackUnits } from '../../src/core/unitText';
import { pairPageCompute, pairPageView, quickFormView, simpleView } from '../../src/core/pairWidgets';
import { fromRatioString } from '../../src/core/rational';
import { pairConversion } from '../../src/core/conversion';

function pair(categoryId: string, from: string, to: string): UnitPair {
  const category = getCategory(categoryId)!;
  const f = category.units.find((u) => u.id === from);
  const t = category.units.find((u) => u.id === to);
  if (!f || !t) throw new Error(`no ${from} or ${to} in ${categoryId}`);
  return { category, from: f, to: t };
}

const cmIn = pair('length', 'centimeter', 'inch');
const cToF = pair('temperature', 'celsius', 'fahrenheit');
const mpgToL = pair('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer');

describe('pair page texts', () => {
  it('uses the units’ real plural names', () => {
    expect(pairHeading(cmIn)).toBe('Convert centimeters to inches');
    expect(pairTitle(cmIn, 'UnitFlip')).toBe('Centimeters to inches Converter | UnitFlip');
    expect(pairDescription(cmIn)).toBe('Convert centimeters to inches instantly. Free online length converter. Accurate and mobile-friendly.');
    expect(pairBreadcrumbs(cmIn)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Length Conversion', href: '/converter/length' },
      { label: 'Centimeters to inches' },
    ]);
  });
  it('names the category in the title of a pair that another category also has', () => {
    expect(pairTitle(pair('speed', 'meter_per_second', 'meter_per_minute'), 'UnitFlip')).toBe('Meters per second to meters per minute Converter | UnitFlip');
    expect(pairTitle(pair('velocity', 'meter_per_second', 'meter_per_minute'), 'UnitFlip')).toBe('Meters per second to meters per minute Velocity Converter | UnitFlip');
  });

  it('keeps every title within 70 characters, falling back to singular names, then symbols', () => {
    const long = pair('fuel_consumption', 'kilometer_per_gallon_uk', 'liter_per_100_kilometer');
    expect(pairTitle(long, 'UnitFlip')).toBe('km/gal (UK) to L/100 km Converter | UnitFlip');
    for (const p of allPairs()) {
      expect(pairTitle(p, 'UnitFlip').length).toBeLessThanOrEqual(MAX_TITLE);
      expect(quickTitle(p, 'UnitFlip').length).toBeLessThanOrEqual(MAX_TITLE);
    }
  });
  it('describes a WebApplication for all operating systems', () => {
    const ld = webApplicationJsonLd('X', 'https://e.org/length/a-to-b', 'd');
    expect(ld).toMatchObject({ '@type': 'WebApplication', applicationCategory: 'UtilityApplication', operatingSystem: 'All' });
  });
});

describe('numbers in formulas', () => {
  it('writes exact decimals, fractions, π and approximations', () => {
    expect(exactNumberText(fromRatioString('127/50'))).toEqual({ text: '2.54', exact: true, tidy: true });
    expect(exactNumberText(fromRatioString('50/127'))).toMatchObject({ text: '50/127', tidy: false });
    expect(exactNumberText(fromRatioString('1/1000000000'))).toMatchObject({ text: '1e-9', tidy: true });
    expect(exactNumberText(fromRatioString('1000000000000000000000'))).toMatchObject({ text: '1e21', tidy: true });
    expect(exactNumberText(fromRatioString('1/180·π')).text).toBe('π/180');
    expect(significant(1 / 3)).toBe('0.3333333333');
    expect(significant(1.0570008340246154e-16)).toBe('1.057000834e-16');
  });
});

describe('formula and reverse factor', () => {
  it('linear: multiply or divide by the tidy number', () => {
    expect(pairFormula(cmIn.to, cmIn.from)).toEqual({ sentence: 'To convert inches to centimeters, multiply the value by 2.54.', equation: 'cm = in × 2.54' });
    expect(pairFormula(cmIn.from, cmIn.to).equation).toBe('in = cm ÷ 2.54');
    const facts = pairFacts(cmIn);
    expect(facts.reverse).toBe('1 inch = 2.54 centimeters');
    expect(facts.factor).toBe('1 centimeter ≈ 0.3937007874 inches');
  });
  it('affine: temperatures', () => {
    expect(pairFormula(cToF.from, cToF.to).equation).toBe('°F = °C × 1.8 + 32');
    expect(pairFormula(cToF.to, cToF.from).equation).toBe('°C = (°F − 32) ÷ 1.8');
    const cToK = pair('temperature', 'celsius', 'kelvin');
    expect(pairFormula(cToK.from, cToK.to).equation).toBe('K = °C + 273.15');
    expect(pairFacts(cToF).reverse).toBe('Degrees Fahrenheit to degrees Celsius: °C = (°F − 32) ÷ 1.8');
  });
  it('reciprocal: fuel consumption', () => {
    const kmL = pair('fuel_consumption', 'kilometer_per_liter', 'liter_per_100_kilometer');
    expect(pairFormula(kmL.from, kmL.to)).toEqual({
      sentence: 'To convert kilometers per liter to liters per 100 kilometers, divide 100 by the value.',
      equation: 'L/100 km = 100 ÷ (km/L)',
    });
    expect(pairFormula(mpgToL.from, mpgToL.to).equation).toBe('L/100 km = 235.2145833 ÷ (mpg (US))');
  });
  it('gives every pair a formula without NaN or Infinity', () => {
    for (const p of allPairs()) {
      const facts = pairFacts(p);
      const text = `${facts.formula.sentence} ${facts.formula.equation} ${facts.reverse} ${facts.factor ?? ''}`;
      expect(text, `${p.category.id}/${p.from.id}-${p.to.id}`).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
});

describe('conversion table', () => {
  it('runs 0.01 … 1000 at 9 decimals', () => {
    const rows = conversionTable(cmIn);
    expect(rows[0]).toEqual({ input: '0.01', output: '0.003937008' });
    expect(rows.at(-1)).toEqual({ input: '1000', output: '393.700787402' });
    expect(conversionTable(cToF).find((r) => r.input === '100')!.output).toBe('212');
    expect(conversionTable(mpgToL).find((r) => r.input === '10')!.output).toBe('23.521458333');
  });
});

describe('links', () => {
  it('reverse link goes to /{to}-to-{from}, in the short spellings for length', () => {
    expect(reversePairHref(cmIn)).toBe('/inches-to-cm');
    expect(reversePairHref(cToF)).toBe('/fahrenheit-to-celsius');
    // A short slug that would infer another category falls back to the canonical path.
    const interval = pair('temperature_interval', 'kelvin', 'degree_celsius');
    expect(reversePairHref(interval)).toBe('/temperature_interval/degree-celsius-to-kelvin');
  });
  it('every reverse link resolves to the reverse pair', () => {
    for (const p of allPairs()) {
      const href = reversePairHref(p);
      const resolved = href.split('/').length === 2 ? resolvePairSlug(href.slice(1)) : resolvePairSlug(href.split('/')[2]!, href.split('/')[1]);
      expect(resolved, href).toMatchObject({ category: p.category, from: p.to, to: p.from });
    }
  });
  it('linked alias pairs include the short links and resolve to their pairs', () => {
    for (const href of ['/inches-to-cm', '/meters-to-feet', '/km-to-miles', '/cm-to-meters', '/cm-to-feet', '/cm-to-yards']) {
      expect(LINKED_ALIAS_PAIRS).toContain(href);
    }
    const canonicalShort = new Set(shortPairs().map((s) => `/${s.slug}`));
    for (const href of LINKED_ALIAS_PAIRS) {
      expect(resolvePairSlug(href.slice(1)), href).not.toBeNull();
      expect(canonicalShort.has(href), href).toBe(false);
    }
  });
  it('popular links are derived from the category and omit the current pair', () => {
    const links = popularPairLinks(cmIn);
    expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['/length/inch-to-centimeter', '/length/meter-to-foot', '/length/kilometer-to-mile']));
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    for (const c of categories) {
      const [a, b] = [c.units[0]!, c.units[1]!];
      const popular = popularPairLinks({ category: c, from: a, to: b });
      expect(popular.length, c.id).toBeGreaterThan(0);
      for (const l of popular) expect(l.href.startsWith(`/${c.id}/`)).toBe(true);
    }
  });
  it('"other units" links reach every other unit of the category, so every pair is reachable', () => {
    const links = otherUnitLinks(cmIn);
    expect(links).toHaveLength(cmIn.category.units.length - 2);
    expect(links.map((l) => l.href)).toContain('/length/centimeter-to-meter');
    expect(links.map((l) => l.href)).not.toContain('/length/centimeter-to-inch');
    // From any pair page: A→X (other units), X→A (reverse), X→Y (other units): all pairs.
    const temperature = getCategory('temperature')!;
    const start: UnitPair = { category: temperature, from: temperature.units[0]!, to: temperature.units[1]! };
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const p = queue.pop()!;
      const key = pairPath(p.category, p.from, p.to);
      if (seen.has(key)) continue;
      seen.add(key);
      const next = [...otherUnitLinks(p), { href: reversePairHref(p), label: '' }];
      for (const l of next) {
        const parts = l.href.split('/');
        const r = parts.length === 2 ? resolvePairSlug(parts[1]!) : resolvePairSlug(parts[2]!, parts[1]);
        if (r) queue.push(r);
      }
    }
    expect(seen.size).toBe(temperature.units.length * (temperature.units.length - 1));
  });
});

describe('quick-convert page', () => {
  const q = pair('length', 'centimeter', 'inch');
  it('shows ids with spaces', () => {
    expect(quickHeading(pair('fuel_consumption', 'liter_per_100_kilometer', 'mile_per_gallon_us'))).toBe('Convert liter per 100 kilometer to mile per gallon us');
    expect(idWords('nautical_mile')).toBe('nautical mile');
  });
  it('breadcrumb: group name without "Converters", plus "Conversion"', () => {
    expect(quickGroupLabel(q.category)).toBe('Common Conversion');
    expect(quickBreadcrumbs(q)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Common Conversion', href: '/converter/length' },
      { label: 'Convert centimeter to inch' },
    ]);
  });
  it('related links: the 4 fixed pairs minus the current, and up to 8 other targets of the source', () => {
    const { popular, targets } = quickRelatedLinks(q);
    expect(popular.map((l) => l.href)).toEqual(['/quick-convert/length/meter/foot', '/quick-convert/length/kilometer/mile', '/quick-convert/length/millimeter/inch']);
    expect(targets).toHaveLength(8);
    for (const l of targets) {
      expect(l.href.startsWith('/quick-convert/length/centimeter/')).toBe(true);
      expect(l.href).not.toMatch(/\/(centimeter|inch)$/);
    }
    expect(quickRelatedLinks(pair('temperature', 'celsius', 'kelvin')).popular).toHaveLength(4);
    expect(quickRelatedLinks(pair('temperature', 'celsius', 'kelvin')).targets).toHaveLength(5);
  });
  it('popular conversions for length, weight and temperature', () => {
    expect(quickPopularBlocks().map((b) => b.title)).toEqual(['Length', 'Weight and Mass', 'Temperature']);
  });
});

describe('widget behaviour (shared by the page and its script)', () => {
  const conv = pairConversion(cmIn.from, cmIn.to);
  const names = { fromOne: 'centimeter', fromMany: 'centimeters', toOne: 'inch', toMany: 'inches' };
  it('pair page: default 10, 9 decimals, fraction, clear, silent invalid input', () => {
    expect(pairPageView(pairPageCompute(conv, '10')!, names)).toEqual({
      to: '3.937007874', fraction: '3 15/16', line: 'Result: 10 centimeters = 3.937007874 inches OR 3 15/16 inches',
    });
    expect(pairPageCompute(conv, 'abc')).toBeUndefined();
    expect(pairPageView(null, names)).toEqual({ to: '0', fraction: '', line: '' });
    expect(pairPageView(pairPageCompute(conv, '2.54')!, names).line).toBe('Result: 2.54 centimeters = 1 inch');
    const reciprocal = pairConversion(mpgToL.from, mpgToL.to);
    expect(pairPageView(pairPageCompute(reciprocal, '0')!, names)).toEqual({ to: '', fraction: '', line: '' });
  });
  it('quick form: 9 decimals, the form’s fraction rule, invalid or empty input clears', () => {
    expect(quickFormView(conv, '10', 'centimeter', 'inch')).toEqual({
      to: '3.937007874', fraction: '3 15/16', line: 'Result: 10 centimeter = 3.937007874 inch OR 3 15/16 inch',
    });
    expect(quickFormView(conv, '  ', 'a', 'b')).toEqual({ to: '', fraction: '', line: '' });
    expect(quickFormView(conv, '1e', 'a', 'b')).toEqual({ to: '', fraction: '', line: '' });
  });
  it('simple converter: 8 decimals, sentence with the fraction, 0 and no sentence for text', () => {
    const units = cmIn.category.units;
    expect(simpleView(units, 'centimeter', 'inch', '1')).toEqual({ result: '0.39370079', sentence: '1 centimeter = 0.39370079 (50/127) inch' });
    expect(simpleView(units, 'inch', 'centimeter', '1')).toEqual({ result: '2.54', sentence: '1 inch = 2.54 (127/50) centimeter' });
    expect(simpleView(units, 'centimeter', 'inch', 'x')).toEqual({ result: '0', sentence: '' });
    const t = getCategory('temperature')!.units;
    expect(simpleView(t, 'celsius', 'fahrenheit', '100').result).toBe('212');
  });
  it('packs units compactly and unpacks them in order', () => {
    for (const c of categories) {
      const packed = packUnits(c.units);
      const back = unpackUnits(packed, c.units.map((u) => u.id));
      expect(back.map((u) => [u.id, u.factor, u.offset, u.kind])).toEqual(c.units.map((u) => [u.id, u.factor, u.offset, u.kind]));
    }
  });
  it('unit words: singular for 1', () => {
    expect(unitWord('1', 'inch', 'inches')).toBe('inch');
    expect(unitWord('1.5', 'inch', 'inches')).toBe('inches');
  });
  it('canonical slugs are unit ids with hyphens', () => {
    expect(unitSlug(cmIn.from)).toBe('centimeter');
  });
});
