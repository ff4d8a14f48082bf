import { describe, expect, it } from 'vitest';
import { languagesComplete } from '../../../scripts/catalog/rules/languagesComplete';
import { compileErrors, runRule } from './runRule';

describe('languagesComplete', () => {
  it('finds nothing wrong in a catalogue whose languages name what they must', () => {
    expect(runRule(languagesComplete, 'languages-good')).toEqual([]);
    expect(runRule(languagesComplete, 'good')).toEqual([]);
  });

  it('reports each gap and mistake at its place, in a sentence', () => {
    expect(compileErrors('languages-bad')).toEqual([
      "languages-bad/categories/length.yml:25:11: units.survey_foot.cldr: CLDR's 'length-foot' is not the same size as 'survey_foot' (1.000002 times what the category's other CLDR units make it); name the CLDR unit this one is, or leave the field out",
      "languages-bad/categories/length.yml:33:11: units.hand.cldr: CLDR has no unit 'length-hand' it can size; write CLDR's category, a hyphen and its unit id ('volume-gallon'), or leave the field out",
      "languages-bad/categories/length.yml:48:11: units.span.cldr: CLDR's 'volume-gallon' is a length³, and 'span' a length; name the CLDR unit this one is, or leave the field out",
      "languages-bad/languages/de.yml:1:1: the language needs 'reader:' (its decimal mark and its words for the grammar's words); catalog/CONTRIBUTING.md shows one",
      "languages-bad/languages/de.yml:2:1: categories: the category 'length' (Length) has no Deutsch name: add 'length: …'",
      "languages-bad/languages/de.yml:3:3: categories.lenght: there is no category 'lenght' (expected catalog/categories/lenght.yml)",
      "languages-bad/languages/de.yml:5:3: units.length: 'cubit' (cubit) is among length's first units (default pair, common units, popular pairs) and CLDR does not name it: write its Deutsch name as units: length: cubit: { one: …, other: … }",
      "languages-bad/languages/de.yml:6:11: units.length.hand: the name needs the form 'one', written after 1, beside 'other'",
      "languages-bad/languages/de.yml:6:26: units.length.hand.few: Deutsch has no plural form 'few'; its forms are one, other",
      "languages-bad/languages/de.yml:7:5: units.length.hnd: there is no unit 'hnd' in length",
      "languages-bad/languages/de.yml:8:3: units.area: there is no category 'area' (expected catalog/categories/area.yml)",
      "languages-bad/languages/de.yml:10:1: strings: the text 'footer.terms' is missing (English: 'Terms of Use'): add 'footer.terms: …'",
      "languages-bad/languages/de.yml:12:24: strings.converter.unitCount: the text must hold the placeholders English's holds ({category}, {count}), no more and no fewer",
      "languages-bad/languages/de.yml:13:3: strings.footer.imprint: English has no text 'footer.imprint' (catalog/languages/en.yml says which texts there are)",
      "languages-bad/languages/en.yml:2:1: categories: English's category names are the category files' own; remove 'categories' from this file",
      "languages-bad/languages/es.yml:1:1: the language 'es' is not listed in catalog/site.yml's languages; add it there, or remove this file",
      "languages-bad/site.yml:1:17: languages.1: there is no catalog/languages/fr.yml for the language 'fr'",
    ]);
  });

  it("reports what a language's reader and ingredient names name wrongly or leave out", () => {
    expect(runRule(languagesComplete, 'languages-reading-bad')).toEqual([
      "languages-reading-bad/languages/de.yml:7:5: reader.units.lenght: there is no category 'lenght' (expected catalog/categories/lenght.yml)",
      "languages-reading-bad/languages/de.yml:8:15: reader.units.length.fot: there is no unit 'fot' in length",
      "languages-reading-bad/languages/de.yml:9:1: ingredients: the popular ingredient 'sugar' has no Deutsch name: add 'sugar: [name, other names…]'",
      "languages-reading-bad/languages/de.yml:11:3: ingredients.sugr: there is no ingredient 'sugr' in catalog/ingredients.yml",
      "languages-reading-bad/languages/fr.yml:1:1: the language needs 'reader:' (its decimal mark and its words for the grammar's words); catalog/CONTRIBUTING.md shows one",
    ]);
  });
});
