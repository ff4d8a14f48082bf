import { describe, expect, it } from 'vitest';
import { fillText, pluralForm, withNumber, type LanguageNames } from '../../src/core/unitNames';
import { names as de } from '../../src/generated/names.de';
import { names as es } from '../../src/generated/names.es';
import { names as fr } from '../../src/generated/names.fr';
import { names as ja } from '../../src/generated/names.ja';

const unit = (names: LanguageNames, category: string, id: string) => names.units[category]![id]!;

describe('a number with its unit, in the language of the page', () => {
  it('write a number with its unit in the form the language takes for it', () => {
    expect(withNumber(unit(de, 'energy', 'kilowatt_hour'), '1', 1, 'de')).toBe('1\u00a0Kilowattstunde');
    expect(withNumber(unit(de, 'energy', 'kilowatt_hour'), '2,5', 2.5, 'de')).toBe(
      '2,5\u00a0Kilowattstunden',
    );
    expect(withNumber(unit(es, 'length', 'foot'), '1', 1, 'es')).toBe('1\u00a0pie');
    expect(withNumber(unit(es, 'length', 'foot'), '5', 5, 'es')).toBe('5\u00a0pies');
    // A form the name leaves out (French 'many', for millions) is written as 'other'.
    expect(withNumber(unit(fr, 'length', 'meter'), '1 000 000', 1e6, 'fr')).toMatch(
      /^1 000 000\u00a0(de )?mètres$/,
    );
    // CLDR's pattern places the number: Celsius in Japanese reads 'Celsius 20 degrees'.
    expect(withNumber(unit(ja, 'temperature', 'celsius'), '20', 20, 'ja')).toBe('摂氏\u00a020\u00a0度');
    expect(withNumber(unit(ja, 'length', 'foot'), '1', 1, 'ja')).toBe('1\u00a0フィート');
    // A rarer unit without a name is English, in English's forms.
    const rare = Object.values(ja.units.length!).find((u) => u.english)!;
    expect(withNumber(rare, '1', 1, 'ja')).toBe(rare.forms.one!.replace('{0}', '1'));
  });

  it("picks the plural form by the language's rules", () => {
    expect([pluralForm('de', 1), pluralForm('de', 0), pluralForm('de', 1.5)]).toEqual([
      'one',
      'other',
      'other',
    ]);
    expect([pluralForm('fr', 0), pluralForm('fr', 1.5), pluralForm('fr', 2)]).toEqual([
      'one',
      'one',
      'other',
    ]);
    expect(pluralForm('ja', 1)).toBe('other');
  });
});

describe('an interface text with its placeholders filled in', () => {
  it('puts each value in its place, and leaves a placeholder without one as written', () => {
    expect(fillText('{count} units in {category}', { count: 5, category: 'Length' })).toBe(
      '5 units in Length',
    );
    expect(fillText('{category}の単位 {count} 個', { count: 3, category: '長さ' })).toBe('長さの単位 3 個');
    expect(fillText('{count} of {total}', { count: 1 })).toBe('1 of {total}');
    expect(fillText('About Us')).toBe('About Us');
  });
});
