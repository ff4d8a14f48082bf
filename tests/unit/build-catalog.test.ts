import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeLargeCatalog } from '../../scripts/catalog/largeCatalog';

const root = join(import.meta.dirname, '..', '..');
const generated = join(root, 'src', 'generated', 'catalog.ts');

function runCatalog(dir: string): { status: number; stderr: string } {
  try {
    execFileSync(
      join(root, 'node_modules', '.bin', 'tsx'),
      [join(root, 'scripts', 'build-catalog.ts'), dir],
      { encoding: 'utf8', stdio: 'pipe' },
    );
    return { status: 0, stderr: '' };
  } catch (e) {
    return e as { status: number; stderr: string };
  }
}

/** Runs the compiler on a catalogue it must refuse: exit 1, no stack trace, src/generated/ untouched. Returns the printed lines. */
function refused(dir: string): string[] {
  const before = statSync(generated).mtimeMs;
  const { status, stderr } = runCatalog(dir);
  const lines = stderr.split('\n').filter((l) => l !== '' && !l.startsWith('npm warn'));
  expect(status).toBe(1);
  expect(lines.filter((l) => /^\s+at /.test(l))).toEqual([]);
  expect(statSync(generated).mtimeMs).toBe(before);
  return lines;
}

/** A copy of the real catalogue with one file edited. */
function editedCatalog(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  cpSync(join(root, 'catalog'), dir, { recursive: true });
  const path = join(dir, 'categories', file);
  const text = readFileSync(path, 'utf8');
  expect(edit(text)).not.toBe(text);
  writeFileSync(path, edit(text));
  return dir;
}

describe('npm run catalog', () => {
  it('exits non-zero, prints file:line:col and writes nothing for a broken catalogue', () => {
    const before = statSync(generated).mtimeMs;
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'catalogs', 'cycle'), dir, { recursive: true });
    const { status, stderr } = runCatalog(dir);
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /categories\/length\.yml:10:17: units\.meter\.definition: the definitions go round in a circle/,
    );
    expect(stderr).toMatch(/nothing was written/);
    expect(statSync(generated).mtimeMs).toBe(before);
  });

  it('a file that does not parse is reported first and once; what needs it is one line', () => {
    const before = statSync(generated).mtimeMs;
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    cpSync(join(root, 'catalog'), dir, { recursive: true });
    const length = join(dir, 'categories', 'length.yml');
    writeFileSync(length, readFileSync(length, 'utf8').replace('\nunits:\n', '\nunits: [\n'));
    const { status, stderr } = runCatalog(dir);
    const lines = stderr.split('\n').filter((l) => l !== '' && !l.startsWith('npm warn'));
    expect(status).toBe(1);
    expect(lines[0]).toMatch(/categories\/length\.yml:\d+:\d+: the file is not valid YAML: /);
    expect(lines[1]).toMatch(
      /categories\/length\.yml:1:1: \d+ definitions in \d+ other files refer to units of 'length', which could not be read; fix length\.yml first$/,
    );
    expect(lines.filter((l) => l.includes('length.yml')).length).toBe(2);
    expect(lines.length).toBeLessThan(25);
    expect(lines.at(-1)).toMatch(/nothing was written/);
    expect(statSync(generated).mtimeMs).toBe(before);
  });

  // Each: the first line printed is the cause, at its file:line:col.
  const fixtureCases: [string, RegExp][] = [
    [
      'affine-outside-temperature',
      /affine-outside-temperature\/categories\/length\.yml:18:11: units\.cubit\.kind: only a temperature scale may have an offset/,
    ],
    [
      'yaml-bomb',
      /yaml-bomb\/categories\/length\.yml:6:10: the YAML aliases \(\*a\) expand to more than 100 copies/,
    ],
    [
      'unit-id-capital',
      /unit-id-capital\/categories\/length\.yml:21:3: units\.Yard: a unit id must be lowercase snake_case/,
    ],
    [
      'definition-bare-number',
      /definition-bare-number\/categories\/length\.yml:25:17: units\.yard\.definition: this is dimensionless/,
    ],
  ];
  it.each(fixtureCases)('%s: the cause first, with its position, and no stack trace', (name, first) => {
    expect(refused(join(import.meta.dirname, '..', 'fixtures', 'catalogs', name))[0]).toMatch(first);
  });

  it('an offset on a length unit is refused in length.yml', () => {
    const dir = editedCatalog('length.yml', (t) =>
      t.replace('    definition: 18 inch\n', '    definition: 18 inch\n    kind: affine\n    offset: 5\n'),
    );
    expect(refused(dir)[0]).toMatch(
      /categories\/length\.yml:193:11: units\.cubit\.kind: only a temperature scale may have an offset \(kind: affine\), and this category's base unit 'meter' is length/,
    );
  });

  it('a unit id written with a capital is reported in the edited file; what needs the file is one line', () => {
    const lines = refused(editedCatalog('length.yml', (t) => t.replace('\n  yard:\n', '\n  Yard:\n')));
    expect(lines[0]).toMatch(
      /categories\/length\.yml:71:3: units\.Yard: a unit id must be lowercase snake_case .*; write 'yard'$/,
    );
    expect(lines[1]).toMatch(
      /categories\/length\.yml:1:1: \d+ definitions in \d+ other files refer to units of 'length', which could not be read; fix length\.yml first$/,
    );
    expect(lines).toHaveLength(3);
  });

  it('a bare number as a definition is one error, in the edited file: not the units elsewhere that use it', () => {
    const lines = refused(
      editedCatalog('length.yml', (t) => t.replace('definition: 3 foot', 'definition: 3')),
    );
    expect(lines[0]).toMatch(
      /categories\/length\.yml:76:17: units\.yard\.definition: this is dimensionless, but the category's base unit 'meter' is length; a plain number/,
    );
    expect(lines).toHaveLength(2);
  });

  // How soon it refuses is a budget of npm run bench (site).
  it('refuses 3,000 common units in one category, before any page is built', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    writeLargeCatalog(dir, [{ units: 3000, common: 3000 }]);
    const lines = refused(dir);
    expect(lines[0]).toMatch(
      /categories\/c0\.yml:4:1: common: the category 'c0' lists 3,000 common units, so 8,997,000 pair pages .*; the budget is \d+ common units \([\d,]+ pair pages\) in one category/,
    );
  });

  it('an error the compiler did not foresee is one line naming the file, not a stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    cpSync(
      join(import.meta.dirname, '..', 'fixtures', 'catalogs', 'good', 'groups.yml'),
      join(dir, 'groups.yml'),
    );
    writeFileSync(join(dir, 'categories'), 'a file where the folder of categories should be\n');
    expect(refused(dir)).toEqual([
      expect.stringMatching(
        /categories: the catalogue compiler stopped unexpectedly \(Error: ENOTDIR: not a directory, scandir '.*categories'\); nothing was written\.$/,
      ),
    ]);
  });

  it('writes generated tables with a banner', () => {
    expect(readFileSync(generated, 'utf8').split('\n')[0]).toMatch(
      /^\/\/ Generated by scripts\/build-catalog\.ts .* edit catalog\/ instead/,
    );
  });
});
