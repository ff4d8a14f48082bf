import { describe, expect, it } from 'vitest';
import { categories, getCategory } from '../../src/build-time/catalog';
import { definitionText, referenceSections, unitReference } from '../../src/build-time/unitReference';
import { exactDecimal } from '../../src/core/numberText';
import { commonConversions } from '../../src/build-time/siteMap';

describe('unit reference', () => {
  it('writes terminating ratios as exact decimals and leaves the others alone', () => {
    expect(exactDecimal('381/1250')).toBe('0.3048');
    expect(exactDecimal('1609344/1000')).toBe('1609.344');
    expect(exactDecimal('-5463/20')).toBe('-273.15');
    expect(exactDecimal('1/3')).toBeNull();
    expect(exactDecimal('1/180·π')).toBeNull();
    expect(exactDecimal('7')).toBe('7');
  });

  it("writes definitions in words, naming another category's unit with its category", () => {
    expect(definitionText('temperature_interval.kelvin')).toBe('kelvin (Temperature Interval)');
    expect(definitionText('pound_force / square_inch')).toBe('pound force / square inch');
    expect(definitionText('12 inch')).toBe('12 inch');
    expect(definitionText('pi/180 radian')).toBe('pi/180 radian');
  });

  it('relates each kind of unit to its base exactly', () => {
    const rows = (id: string) => new Map(unitReference(getCategory(id)!).map((r) => [r.unit.id, r]));
    expect(rows('length').get('foot')!.relation).toBe('1 foot = 0.3048 m');
    expect(rows('temperature').get('fahrenheit')!.relation).toBe('x °F = (5/9·x + 45967/180) K');
    expect(rows('temperature').get('fahrenheit')!.decimalFactor).toBe('≈ 0.555556');
    expect(rows('fuel_consumption').get('kilometer_per_liter')!.relation).toBe('x km/L = 100 ÷ x L/100 km');
    expect(rows('angle').get('degree')!.relation).toBe('1 degree = 1/180·π rad');
  });

  it('gives every unit of every category pair links both ways, never NaN', () => {
    for (const c of categories) {
      const rows = unitReference(c);
      expect(rows.filter((r) => r.isBase)).toHaveLength(1);
      for (const r of rows) {
        expect(r.pairLinks).toHaveLength(2);
        // The pair's page where it has one, else the converter set to the pair.
        for (const l of r.pairLinks)
          expect(l.href).toMatch(
            new RegExp(`^(/${c.id}/[^/]+-to-[^/]+|/converter/${c.id}\\?from=[^&]+&to=[^&]+)$`),
          );
        expect(`${r.relation} ${r.decimalFactor}`).not.toMatch(/NaN|Infinity|undefined/);
      }
    }
  });

  it('sorts the rows into system sections, each unit once, in catalogue order, empty sections left out', () => {
    for (const c of categories) {
      const rows = unitReference(c);
      const sections = referenceSections(rows);
      expect(
        sections
          .flatMap((s) => s.rows)
          .map((r) => r.unit.id)
          .sort(),
      ).toEqual(rows.map((r) => r.unit.id).sort());
      for (const s of sections) {
        expect(s.rows.length).toBeGreaterThan(0);
        expect(s.rows).toEqual(rows.filter((r) => s.rows.includes(r)));
        for (const r of rows) expect(r.unit.id).not.toBe(s.id);
      }
    }
    const length = referenceSections(unitReference(getCategory('length')!));
    expect(length.map((s) => s.label)).toEqual(['SI and metric', 'US customary', 'Imperial', 'Other']);
    expect(length[0]!.rows.map((r) => r.unit.system)).not.toContain('us');
    expect(length[1]!.rows.map((r) => r.unit.id)).toContain('foot');
    const weight = referenceSections(unitReference(getCategory('weight')!));
    expect(weight.find((s) => s.id === 'system-imperial')!.rows.map((r) => r.unit.id)).toContain('stone');
    const unclassified = unitReference(getCategory('length')!)
      .slice(0, 2)
      .map((r) => ({ ...r, unit: { ...r.unit, system: undefined } }));
    expect(referenceSections(unclassified).map((s) => [s.id, s.rows.length])).toEqual([['system-other', 2]]);
  });

  it('has the 13 common conversions for the sitemap', () => {
    const links = commonConversions();
    expect(links).toHaveLength(13);
    expect(links[0]).toEqual({ label: 'meters to feet', href: '/converter/length?from=meter&to=foot' });
    expect(new Set(links.map((l) => l.href)).size).toBe(13);
  });
});
