/**
 * The quantity language in Spanish, German, French, Portuguese and Japanese: one grammar, each
 * language's words for its words (catalog/languages/{tag}.yml's reader), the units' names in
 * the language (the file's and all of CLDR's forms), its ingredients and its decimal mark;
 * English's spellings and words read on every language's pages too.
 */
import { describe, expect, it } from 'vitest';
import { categories } from '../../src/build-time/catalog';
import { ingredients as catalog } from '../../src/generated/ingredients';
import { calculate } from '../../src/core/language/calculate';
import { parseQuantity } from '../../src/core/language/readQuantity';
import { conversionQueryOf } from '../../src/core/language/conversionQuery';
import {
  withIngredientNames,
  withSpellings,
  type LanguageReading,
} from '../../src/core/language/languageSpellings';
import { GRAMMAR_WORDS, phraseAt, readerWords } from '../../src/core/language/words';
import schema from '../../schemas/language.schema.json';
import { foldAccents } from '../../src/core/quantityText';
import { toNumber } from '../../src/core/rational';
import { reading as es } from '../../src/generated/reader.es';
import { reading as de } from '../../src/generated/reader.de';
import { reading as fr } from '../../src/generated/reader.fr';
import { reading as pt } from '../../src/generated/reader.pt';
import { reading as ja } from '../../src/generated/reader.ja';

const READINGS: Record<string, LanguageReading> = { es, de, fr, pt, ja };

/** The answer to a text on a language's pages: its value and unit id, or the sentence that says why not. */
function answer(tag: string, text: string): string {
  const reading = READINGS[tag]!;
  const result = calculate(
    text,
    withSpellings(categories, reading),
    reading.decimal,
    withIngredientNames(catalog, reading),
    readerWords(reading),
  );
  if (!result.ok) return result.diagnostic.message;
  const [part] = result.parts;
  return part ? `${Number(toNumber(part.value).toPrecision(6))} ${part.unit.unit.id}` : 'no unit';
}

/** Each language's questions, as its speakers type them, and the answer each must give. */
const QUESTIONS: Record<string, [string, string][]> = {
  es: [
    ['5 pies a cm', '152.4 centimeter'],
    ['1,5 km en millas', '0.932057 mile'],
    ['¿cuántos pies hay en una milla?', '5280 foot'],
    ['1 taza de harina en gramos', '125 gram'],
    ['cuántos gramos tiene una taza de azúcar', '200 gram'],
    ['media taza de mantequilla en gramos', '113.5 gram'],
    ['5 pies y 3 pulgadas en cm', '160.02 centimeter'],
    ['100 km por hora a millas por hora', '62.1371 mile_per_hour'],
    ['convertir 20 grados celsius a fahrenheit', '68 fahrenheit'],
    ['un kilo y medio en libras', '3.30693 pound'],
    ['CUANTAS pulgadas hay en un metro', '39.3701 inch'],
    ['5 decímetros a cm', '50 centimeter'],
  ],
  de: [
    ['5 Fuß in cm', '152.4 centimeter'],
    ['1,5 km in Meilen', '0.932057 mile'],
    ['wie viel Gramm sind eine Tasse Mehl', '125 gram'],
    ['1 Tasse Mehl in Gramm', '125 gram'],
    ['wie viele Zentimeter sind 6 Zoll', '15.24 centimeter'],
    ['eine halbe Tasse Zucker in Gramm', '100 gram'],
    ['100 Kilometer pro Stunde in Meilen pro Stunde', '62.1371 mile_per_hour'],
    ['20 Grad Celsius in Fahrenheit', '68 fahrenheit'],
    ['eineinhalb Stunden in Minuten', '90 minute'],
    ['5 Fuss nach Metern umrechnen', '1.524 meter'],
    ['wie viele Fuß hat eine Meile', '5280 foot'],
    ['1.234,5 m in km', '1.2345 kilometer'],
  ],
  fr: [
    ['5 pieds en cm', '152.4 centimeter'],
    ['1,5 km en miles', '0.932057 mile'],
    ['combien de grammes dans une tasse de farine', '125 gram'],
    ['combien de pieds dans un mile', '5280 foot'],
    ["une tasse d'eau en grammes", '237 gram'],
    ['combien de centimètres font 6 pouces', '15.24 centimeter'],
    ['une demi-tasse de beurre en grammes', '113.5 gram'],
    ['100 kilometres par heure en miles par heure', '62.1371 mile_per_hour'],
    ['20 degrés Celsius en Fahrenheit', '68 fahrenheit'],
    ['1 heure et demie en minutes', '90 minute'],
    ['2 livres en kilogrammes', '0.907185 kilogram'],
  ],
  pt: [
    ['5 pés para cm', '152.4 centimeter'],
    ['1,5 km em milhas', '0.932057 mile'],
    ['quantos gramas tem uma xícara de farinha', '125 gram'],
    ['quantas polegadas há em um metro', '39.3701 inch'],
    ['1 xicara de acucar em gramas', '200 gram'],
    ['meia xícara de manteiga em gramas', '113.5 gram'],
    ['100 quilômetros por hora para milhas por hora', '62.1371 mile_per_hour'],
    ['20 graus Celsius para Fahrenheit', '68 fahrenheit'],
    ['quantos centímetros são 6 polegadas', '15.24 centimeter'],
    ['1 hora e meia em minutos', '90 minute'],
    ['converter 10 galões em litros', '37.8541 liter'],
  ],
  ja: [
    ['5フィートは何センチ', '152.4 centimeter'],
    ['1.5キロは何マイル', '0.932057 mile'],
    ['1カップの小麦粉は何グラム', '105.669 gram'],
    ['小麦粉1カップは何グラム', '105.669 gram'],
    ['5フィートをセンチに変換', '152.4 centimeter'],
    ['摂氏20度は華氏何度', '68 fahrenheit'],
    ['20℃は何°F', '68 fahrenheit'],
    ['大さじ1の砂糖は何グラム', '12.6803 gram'],
    ['1マイルは何キロですか', '1.60934 kilometer'],
    ['10坪は何平方メートル', '33.0579 square_meter'],
    ['５フィート３インチは何センチ', '160.02 centimeter'],
    ['2ポンドは何キロ', '0.907185 kilogram'],
  ],
};

describe('the quantity language in each language', () => {
  for (const [tag, questions] of Object.entries(QUESTIONS))
    it(`answers questions typed in ${tag}`, () => {
      expect(questions.length).toBeGreaterThanOrEqual(10);
      for (const [text, expected] of questions) expect(answer(tag, text), text).toBe(expected);
    });

  it("reads English's spellings and words on every language's pages", () => {
    for (const tag of Object.keys(READINGS)) {
      expect(answer(tag, '5 ft to cm'), tag).toBe('152.4 centimeter');
      expect(answer(tag, 'how many ounces in a pound'), tag).toBe('16 ounce');
      expect(answer(tag, '1 cup of flour in grams'), tag).toBe('125 gram');
    }
  });

  it("reads each language's decimal mark, and a dot where it cannot group thousands", () => {
    expect(answer('de', '1,500 m in km')).toBe('0.0015 kilometer');
    expect(answer('fr', '1,500 m en km')).toBe('0.0015 kilometer');
    expect(answer('de', '1.500 m in km')).toBe('1.5 kilometer');
    expect(answer('de', '1.5 km in m')).toBe('1500 meter');
    expect(answer('ja', '1,500 m to km')).toBe('1.5 kilometer');
  });

  it("gives a converter a number word's amount, and none where no amount is written", () => {
    const query = (text: string) => {
      const spelled = withSpellings(categories, es);
      const result = calculate(text, spelled, ',', undefined, readerWords(es));
      const found = conversionQueryOf(result, spelled);
      return found && [found.value && toNumber(found.value), found.from.id, found.to.id];
    };
    expect(query('medio kilo a libras')).toEqual([0.5, 'kilogram', 'pound']);
    expect(query('kilos a libras')).toEqual([null, 'kilogram', 'pound']);
    expect(query('un kilo a libras')).toEqual([1, 'kilogram', 'pound']);
  });

  it('reads a number word only where no number stands before it, and a unit spelled like it after one', () => {
    expect(answer('es', 'medio litro en ml')).toBe('500 milliliter');
    expect(answer('es', '1 litro y medio en ml')).toBe('1500 milliliter');
    expect(answer('de', 'einen halben Liter in ml')).toBe('500 milliliter');
  });

  it("reads a language's words on another's pages no more than English does", () => {
    expect(answer('es', '5 Fuß in cm')).toMatch(/‘Fuß’/);
    expect(calculate('5 pies a cm', categories).ok, 'Spanish on the English pages').toBe(false);
  });
});

describe("a converter's box in a language", () => {
  const lengths = categories.find((c) => c.id === 'length')!;
  const [units] = withSpellings([lengths], de).map((c) => c.units);
  const read = (text: string) => parseQuantity(text, units!, ',', readerWords(de));

  it("reads the language's unit names and decimal comma in one category's units", () => {
    const parsed = read('1,5 Fuß');
    expect(parsed.ok && [toNumber(parsed.value), parsed.unit?.id]).toEqual([1.5, 'foot']);
    const mixed = read('5 Fuß und 3 Zoll');
    expect(mixed.ok && [toNumber(mixed.value), mixed.unit?.id]).toEqual([5.25, 'foot']);
  });
});

describe('phrases', () => {
  const words = readerWords(es);
  const at = (text: string, start = 0) => phraseAt(words, foldAccents(text), start)?.end ?? null;

  it('are whole words, in any case and with or without accents', () => {
    expect(at('Cuántos pies')).toBe(7);
    expect(at('CUANTOS pies')).toBe(7);
    expect(at('cuantosx')).toBeNull();
    expect(at('xa cm', 1)).toBeNull();
    expect(at('a cm')).toBe(1);
  });

  it('end where a script written without spaces changes word, and after an apostrophe', () => {
    expect(phraseAt(readerWords(ja), '5フィートは何センチ', 5)?.end).toBe(7);
    expect(phraseAt(readerWords(fr), "tasse d'eau", 6)?.end).toBe(8);
  });
});

describe('the compiled readings', () => {
  it("hold every CLDR form of a unit's name, and each without its accents", () => {
    expect(de.units.length!.meter).toEqual(expect.arrayContaining(['Meter', 'Metern']));
    expect(fr.units.length!.meter).toEqual(expect.arrayContaining(['mètres', 'metres']));
    expect(ja.units.temperature!.celsius).toEqual(expect.arrayContaining(['摂氏度']));
  });

  it("leave out spellings that are the grammar's own words", () => {
    for (const reading of Object.values(READINGS))
      for (const units of Object.values(reading.units))
        for (const spellings of Object.values(units)) expect(spellings).not.toContain('pi');
  });

  it("offer a language file the grammar's words, each and no other", () => {
    expect(Object.keys(schema.properties.reader.properties.words.properties).sort()).toEqual(
      [...GRAMMAR_WORDS].sort(),
    );
  });

  it('name every popular ingredient in every language', () => {
    for (const [tag, reading] of Object.entries(READINGS))
      for (const id of catalog.popular)
        expect(reading.ingredients[id]?.length, `${tag} ${id}`).toBeGreaterThan(0);
  });
});
