import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText, interfaceText } from '../../src/build-time/interfaceText';
import { strings } from '../../src/generated/strings.en';
import { textOf } from '../../src/core/unitNames';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every source file of src/ but the generated ones, with its text. */
function sources(dir = join(ROOT, 'src')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.(ts|tsx|astro)$/.test(entry.name)
      ? [[path, readFileSync(path, 'utf8')] as [string, string]]
      : [];
  });
}

describe('interfaceText', () => {
  it("gives English's text of a key, from catalog/languages/en.yml", () => {
    expect(interfaceText('footer.about')).toBe('About Us');
    expect(interfaceText('theme.toDark')).toBe('Dark mode');
    expect(englishText('pair.tableHeading', { From: 'Feet', to: 'meters' })).toBe('Feet to meters table');
  });

  it('writes a key the texts lack as the key, never a crash or undefined', () => {
    expect(textOf({}, 'en')('pair.tableHeading', { From: 'Feet' })).toBe('pair.tableHeading');
  });

  it('every key the code names is one English has, and English has no key the code never names', () => {
    const keys = Object.keys(strings);
    const areas = new Set(keys.map((k) => k.split('.')[0]));
    const named = new Set<string>();
    for (const [path, code] of sources())
      for (const [, key] of code.matchAll(/['"`]([a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*)['"`]/g))
        if (areas.has(key!.split('.')[0])) {
          expect(keys, `${path} names '${key}'`).toContain(key);
          named.add(key!);
        }
    expect(keys.filter((k) => !named.has(k))).toEqual([]);
  });
});
