/**
 * The catalogue compiler refuses what it cannot publish. Each case edits one file of a copy of
 * the real catalogue; the compiler must refuse it with that edit's own error first (its file,
 * line, field path and sentence, not a consequence in a file that builds on it) and write
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { compileCatalog, formatError } from '../../scripts/catalog/compile';
import { GENERATED_DIR, writeCatalog } from '../../scripts/catalog/write';

interface Refusal {
  /** The edited file, in catalog/. */
  file: string;
  /** Replaced by `to` (its first occurrence, which must be in the file); LONG in `to` stands for 5 MB of text. */
  from: string;
  to: string;
  /** Bytes written in place of RAW in the edited file: what no text editor saving UTF-8 writes. */
  raw?: number[];
  /** Text of the edited file, once in it, on whose line the first error must be. */
  line: string;
  /** The first error's field path. */
  path: string;
  /** A phrase of its sentence. */
  says: string;
}

/** Stands in the edited text for the `raw` bytes. */
const RAW = '\u{E000}';
/** Stands for 5 MB of text, written out only in the edited file (a table of 5 MB cases would be slow to report). */
const LONG = '\u{E001}';

const refusals: Record<string, Refusal> = {
  // Ingredients: words that are not words.
  'an ingredient alias that is a bare number': {
    file: 'ingredients.yml',
    from: 'aliases: [flour, plain flour',
    to: "aliases: ['42', plain flour",
    line: "'42'",
    path: 'ingredients.all_purpose_flour.aliases.0',
    says: "'42' is a number, not a word",
  },
  'an ingredient alias that is a YAML number': {
    file: 'ingredients.yml',
    from: 'aliases: [flour, plain flour',
    to: 'aliases: [42, plain flour',
    line: '[42,',
    path: 'ingredients.all_purpose_flour.aliases.0',
    says: 'must be a string',
  },
  'an ingredient alias that is a fraction': {
    file: 'ingredients.yml',
    from: 'aliases: [salted butter]',
    to: "aliases: [salted butter, '1/2']",
    line: "'1/2'",
    path: 'ingredients.butter.aliases.1',
    says: 'is a number, not a word',
  },
  'an ingredient alias holding HTML': {
    file: 'ingredients.yml',
    from: 'aliases: [flour, plain flour',
    to: "aliases: ['<b>flour</b>', plain flour",
    line: '<b>flour</b>',
    path: 'ingredients.all_purpose_flour.aliases.0',
    says: "holds '<', a character of markup",
  },
  'an ingredient alias holding an HTML entity': {
    file: 'ingredients.yml',
    from: 'half & half]',
    to: 'half &amp; half]',
    line: '&amp;',
    path: 'ingredients.half_and_half.aliases.1',
    says: "the HTML entity '&amp;'",
  },
  'an ingredient name with a zero-width space': {
    file: 'ingredients.yml',
    from: 'name: bread flour',
    to: 'name: "bread\\u200Bflour"',
    line: 'bread\\u200Bflour',
    path: 'ingredients.bread_flour.name',
    says: 'an invisible formatting character (U+200B)',
  },
  'a duplicate ingredient alias': {
    file: 'ingredients.yml',
    from: 'aliases: [strong flour,',
    to: 'aliases: [plain flour,',
    line: 'aliases: [plain flour,',
    path: 'ingredients.bread_flour.aliases.0',
    says: "'plain flour' already names 'all_purpose_flour'",
  },
  'an ingredient alias that names a unit': {
    file: 'ingredients.yml',
    from: 'aliases: [salted butter]',
    to: 'aliases: [salted butter, cup]',
    line: 'salted butter, cup]',
    path: 'ingredients.butter.aliases.1',
    says: "'cup' already names a unit of volume",
  },
  // Ingredients: measures.
  'a stick of zero volume': {
    file: 'ingredients.yml',
    from: 'volume: 8 tablespoon_us',
    to: 'volume: 0 tablespoon_us',
    line: 'volume: 0 tablespoon_us',
    path: 'units.stick.volume',
    says: "'0 tablespoon_us' holds nothing: a measure must be more than zero",
  },
  'a household measure of zero': {
    file: 'ingredients.yml',
    from: 'measure: 1 cup_us\n    grams: 125',
    to: 'measure: 0 cup_us\n    grams: 125',
    line: 'measure: 0 cup_us',
    path: 'ingredients.all_purpose_flour.measure',
    says: 'a measure must be more than zero',
  },
  'a measure weighing nothing': {
    file: 'ingredients.yml',
    from: "grams: 227\n    source: 'USDA SR26, NDB 01001",
    to: "grams: 0\n    source: 'USDA SR26, NDB 01001",
    line: 'grams: 0\n',
    path: 'ingredients.butter.grams',
    says: 'must be more than 0',
  },
  'a negative weight': {
    file: 'ingredients.yml',
    from: "grams: 227\n    source: 'USDA SR26, NDB 01001",
    to: "grams: -227\n    source: 'USDA SR26, NDB 01001",
    line: 'grams: -227\n',
    path: 'ingredients.butter.grams',
    says: 'must be more than 0',
  },
  'a measure in an unknown unit': {
    file: 'ingredients.yml',
    from: 'measure: 1 cup_us\n    grams: 125',
    to: 'measure: 1 cupp_us\n    grams: 125',
    line: 'cupp_us',
    path: 'ingredients.all_purpose_flour.measure',
    says: "there is no unit 'cupp_us' in the volume category",
  },
  'an ingredient without its weight': {
    file: 'ingredients.yml',
    from: "    grams: 227\n    source: 'USDA SR26, NDB 01001",
    to: "    source: 'USDA SR26, NDB 01001",
    line: 'name: butter\n',
    path: 'ingredients.butter',
    says: "the required field 'grams' is missing",
  },
  'an unknown ingredient field': {
    file: 'ingredients.yml',
    from: "grams: 227\n    source: 'USDA SR26, NDB 01001",
    to: "grams: 227\n    gram: 227\n    source: 'USDA SR26, NDB 01001",
    line: 'gram: 227',
    path: 'ingredients.butter.gram',
    says: "'gram' is not a known field here",
  },
  // Ingredients: bytes and lengths.
  'a NUL byte in an ingredient alias': {
    file: 'ingredients.yml',
    from: 'plain flour',
    to: 'plain\0flour',
    line: 'plain\0flour',
    path: 'ingredients.all_purpose_flour.aliases.1',
    says: 'a control character (U+0000, NUL)',
  },
  'a tab written as an escape in a name': {
    file: 'ingredients.yml',
    from: 'name: bread flour',
    to: 'name: "bread\\tflour"',
    line: 'bread\\tflour',
    path: 'ingredients.bread_flour.name',
    says: 'the text holds a control character (U+0009, a tab)',
  },
  'an ingredient file saved in Latin-1': {
    file: 'ingredients.yml',
    from: 'aliases: [strong flour,',
    to: `aliases: [farine de bl${RAW}, strong flour,`,
    raw: [0xe9],
    line: 'farine de bl',
    path: '',
    says: 'the file is not valid UTF-8: the byte 0xE9',
  },
  'a 5 MB ingredient source': {
    file: 'ingredients.yml',
    from: "source: 'USDA SR26, NDB 01001 (Butter, salted): 1 cup = 227 g'",
    to: `source: '${LONG}'`,
    line: "source: 'xxxx",
    path: 'ingredients.butter.source',
    says: 'must be at most 2,000 characters long; this is 5,000,000',
  },

  // Units: causes in their own file, not in the categories that build on them.
  'a definition cycle (inch from foot, foot from inch)': {
    file: 'categories/length.yml',
    from: 'definition: 0.0254 meter',
    to: 'definition: 1/12 foot',
    line: 'definition: 1/12 foot',
    path: 'units.inch.definition',
    says: 'the definitions go round in a circle: inch → foot → inch',
  },
  'an offset on yard, which other categories build on': {
    file: 'categories/length.yml',
    from: 'definition: 3 foot\n',
    to: 'definition: 3 foot\n    kind: affine\n    offset: 1\n',
    line: 'kind: affine',
    path: 'units.yard.kind',
    says: 'only a temperature scale may have an offset',
  },
  'yard marked reciprocal': {
    file: 'categories/length.yml',
    from: 'definition: 3 foot\n',
    to: 'definition: 3 foot\n    kind: reciprocal\n',
    line: 'definition: 3 foot',
    path: 'units.yard.definition',
    says: 'a reciprocal unit must have the inverse dimension',
  },
  // An offset scale used in a definition where it is one by right (celsius): the using unit is at fault.
  'a temperature scale in a definition': {
    file: 'categories/heat_transfer_coefficient.yml',
    from: 'definition: power.watt / (area.square_meter temperature_interval.kelvin)',
    to: 'definition: power.watt / (area.square_meter temperature.celsius)',
    line: 'temperature.celsius',
    path: 'units.watt_per_square_meter_kelvin.definition',
    says: "'celsius' has an offset (a temperature scale) and cannot be used in a definition",
  },
  'a negative factor': {
    file: 'categories/length.yml',
    from: 'definition: 3 foot',
    to: 'definition: -3 foot',
    line: 'definition: -3 foot',
    path: 'units.yard.definition',
    says: 'a definition cannot be negative',
  },
  'a zero factor': {
    file: 'categories/length.yml',
    from: 'definition: 3 foot',
    to: 'definition: 0 foot',
    line: 'definition: 0 foot',
    path: 'units.yard.definition',
    says: 'the definition is zero',
  },
  'an unknown unit in a definition': {
    file: 'categories/length.yml',
    from: 'definition: 3 foot',
    to: 'definition: 3 feet',
    line: 'definition: 3 feet',
    path: 'units.yard.definition',
    says: "there is no unit 'feet' in this category or any other ('feet' names the unit 'foot'",
  },
  'a prefix factor of zero': {
    file: 'prefixes.yml',
    from: "factor: '1000'\n",
    to: "factor: '0'\n",
    line: "factor: '0'",
    path: 'kilo.factor',
    says: "the factor '0' is zero",
  },
  'a prefix factor naming a unit': {
    file: 'prefixes.yml',
    from: "factor: '1000'\n",
    to: "factor: '1000 meter'\n",
    line: "factor: '1000 meter'",
    path: 'kilo.factor',
    says: "'meter' is a name, and a factor is a number",
  },
  // Units: words that are not words.
  'a unit alias that is a bare number': {
    file: 'categories/length.yml',
    from: 'aliases: [yds]',
    to: "aliases: [yds, '3']",
    line: "aliases: [yds, '3']",
    path: 'units.yard.aliases.1',
    says: "'3' is a number, not a word",
  },
  'a unit alias holding HTML': {
    file: 'categories/length.yml',
    from: 'aliases: [yds]',
    to: "aliases: [yds, '<i>yard</i>']",
    line: '<i>yard</i>',
    path: 'units.yard.aliases.1',
    says: "holds '<', a character of markup",
  },
  'a unit symbol holding a template': {
    file: 'categories/length.yml',
    from: 'symbol: yd',
    to: "symbol: '{{yd}}'",
    line: '{{yd}}',
    path: 'units.yard.symbol',
    says: "holds '{', a character of markup",
  },
  'a duplicate unit alias': {
    file: 'categories/length.yml',
    from: 'international mile]',
    to: 'international mile, yds]',
    line: 'international mile, yds]',
    path: 'units.mile.aliases.3',
    says: "'yds' already names the unit 'yard' in this category",
  },
  'a description holding HTML': {
    file: 'categories/length.yml',
    from: 'description: The international yard, 3 feet',
    to: 'description: The international <b>yard</b>, 3 feet',
    line: '<b>yard</b>',
    path: 'units.yard.description',
    says: "'<b>' is HTML",
  },
  'a site tab label holding HTML': {
    file: 'site.yml',
    from: 'label: Length',
    to: "label: '<em>Length</em>'",
    line: '<em>Length</em>',
    path: 'homeTabs.0.label',
    says: "holds '<', a character of markup",
  },
  // Units: the file's shape.
  'bad YAML syntax': {
    file: 'categories/length.yml',
    from: 'symbol: yd\n',
    to: 'symbol: yd: x\n',
    line: 'symbol: yd: x',
    path: '',
    says: 'the file is not valid YAML',
  },
  'a missing required field': {
    file: 'categories/length.yml',
    from: '    plural: yards\n',
    to: '',
    line: 'name: yard\n',
    path: 'units.yard',
    says: "the required field 'plural' is missing",
  },
  'a field of the wrong type': {
    file: 'categories/length.yml',
    from: 'aliases: [yds]',
    to: 'aliases: yds',
    line: 'aliases: yds',
    path: 'units.yard.aliases',
    says: 'must be a list',
  },
  'an unknown field': {
    file: 'categories/length.yml',
    from: 'symbol: yd\n',
    to: 'symbol: yd\n    symbl: yd\n',
    line: 'symbl: yd',
    path: 'units.yard.symbl',
    says: "'symbl' is not a known field here",
  },
  'a unit id of 70 characters': {
    file: 'categories/length.yml',
    from: '  yard:\n',
    to: `  ${'y'.repeat(70)}:\n`,
    line: 'y'.repeat(70),
    path: `units.${'y'.repeat(70)}`,
    says: 'an id must be at most 64 characters long; this is 70',
  },
  'a 5 MB unit description': {
    file: 'categories/length.yml',
    from: 'description: The international yard, 3 feet or exactly 0.9144 m.',
    to: `description: ${LONG}`,
    line: 'description: xxxx',
    path: 'units.yard.description',
    says: 'must be at most 2,000 characters long; this is 5,000,000',
  },
  // Units: bytes.
  'a NUL byte in a unit description': {
    file: 'categories/length.yml',
    from: 'The international yard, 3 feet',
    to: 'The international yard,\0 3 feet',
    line: 'yard,\0',
    path: 'units.yard.description',
    says: 'a control character (U+0000, NUL)',
  },
  'a C1 control character in a unit name': {
    file: 'categories/length.yml',
    from: '    name: yard\n',
    to: '    name: ya\u0085rd\n',
    line: 'ya\u0085rd',
    path: 'units.yard.name',
    says: 'a control character (U+0085)',
  },
  'a degree sign saved in Latin-1': {
    file: 'categories/length.yml',
    from: 'description: The international yard, 3 feet',
    to: `description: The international yard (20 ${RAW}C), 3 feet`,
    raw: [0xb0],
    line: 'yard (20 ',
    path: '',
    says: 'the byte 0xB0 here cannot be read as text',
  },
};

const root = join(import.meta.dirname, '..', '..');
/** A copy of the real catalogue, edited and restored case by case. */
let catalog = '';
/** A copy of src/generated/ that the refused compiles are given to write to. */
let out = '';

const snapshot = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
let generatedBefore: Record<string, string> = {};

beforeAll(() => {
  catalog = mkdtempSync(join(tmpdir(), 'catalog-'));
  cpSync(join(root, 'catalog'), catalog, { recursive: true });
  out = mkdtempSync(join(tmpdir(), 'generated-'));
  cpSync(GENERATED_DIR, out, { recursive: true });
  generatedBefore = snapshot(GENERATED_DIR);
});

afterAll(() => {
  for (const dir of [catalog, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The edited file's bytes: the text in UTF-8, with the `raw` bytes where RAW stands. */
function encode(text: string, raw?: number[]): Buffer {
  const bytes = Buffer.from(text);
  if (!raw) return bytes;
  const at = bytes.indexOf(Buffer.from(RAW));
  return Buffer.concat([
    bytes.subarray(0, at),
    Buffer.from(raw),
    bytes.subarray(at + Buffer.byteLength(RAW)),
  ]);
}

describe('the catalogue compiler refuses what it cannot publish', () => {
  it('compiles the unedited copy', () => {
    expect(compileCatalog(catalog).ok).toBe(true);
  });

  it('has at least 30 cases', () => {
    expect(Object.keys(refusals).length).toBeGreaterThanOrEqual(30);
  });

  it.each(Object.entries(refusals))(
    '%s: refused with its own error first, and nothing written',
    async (_name, r) => {
      // Each compile holds the worker for a second or more: let it answer the runner first.
      await new Promise((done) => setImmediate(done));
      const path = join(catalog, r.file);
      const original = readFileSync(path);
      const text = original.toString('utf8');
      expect(text, `'${r.from}' is not in ${r.file}`).toContain(r.from);
      const edited = text.replace(r.from, r.to.replace(LONG, 'x'.repeat(5_000_000)));
      expect(
        edited.includes(r.line) && edited.indexOf(r.line) === edited.lastIndexOf(r.line),
        `'${r.line}' must be in the edited ${r.file} once`,
      ).toBe(true);
      const line = edited.slice(0, edited.indexOf(r.line)).split('\n').length;
      writeFileSync(path, encode(edited, r.raw));
      try {
        const result = writeCatalog(catalog, out);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        const first = result.errors[0]!;
        const where = relative(catalog, resolve(process.cwd(), first.file));
        expect({ file: where, line: first.line, path: first.path }, formatError(first).slice(0, 400)).toEqual(
          { file: r.file, line, path: r.path },
        );
        expect(first.message).toContain(r.says);
        // A sentence, not a dump of the value: messages quote at most a short piece of it.
        expect(formatError(first).length).toBeLessThan(500);
        expect(snapshot(out)).toEqual(generatedBefore);
      } finally {
        writeFileSync(path, original);
      }
    },
  );

  it('leaves src/generated/ as it was', () => {
    expect(snapshot(GENERATED_DIR)).toEqual(generatedBefore);
  });
});
