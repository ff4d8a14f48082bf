/**
 * html-validate (rules in .htmlvalidate.json) on a sample of every page type in dist/: the
 * first, middle and last built page of each type, plus the pages the browser gates use.
 *
 * Config choices: `html-validate:recommended` with four style rules relaxed because the same
 * page mixes Astro's markup and React's server rendering, which write the same valid HTML
 * differently: void-style (`<input>` vs `<input/>`), attribute-boolean-style and
 * attribute-empty-style (`hidden` vs `hidden=""`), and attr-case (React writes `inputMode`;
 * HTML attribute names are case-insensitive, so camelCase is allowed next to lowercase).
 * valid-id is `relaxed` because React's useId ids (`_r1R_0_`) are valid HTML5 ids.
 * prefer-native-element excludes `listbox`: the unit search is the WAI-ARIA combobox pattern
 * (a filtered listbox), which no native element provides. html-validate-elements.json lets
 * `<style>` stand in flow content: Astro itself writes its island style
 * (`astro-island{display:contents}`) before the first island, and every browser applies it.
 * require-sri is off: every script and stylesheet is same-origin. Everything else,
 * accessibility rules included, is an error.
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, urlPathOfFile } from './dist-scan';
import { pageTypeOf, REPRESENTATIVE_PAGES, type PageType } from './page-types';

// The repository's config, whatever folder dist/ was built into (a file loader would look beside dist/).
const configFile = fileURLToPath(new URL('../../.htmlvalidate.json', import.meta.url));
const config = JSON.parse(readFileSync(configFile, 'utf8')) as ConfigData;
// A static loader cannot read files: inline the repository's element metadata file.
const elements = (config.elements ?? []).map((e) =>
  typeof e === 'string' && e.startsWith('.')
    ? (JSON.parse(readFileSync(resolve(dirname(configFile), e), 'utf8')) as Record<string, unknown>)
    : e,
);
const validator = new HtmlValidate(new StaticConfigLoader({ ...config, elements, root: true }));

function samplesByType(): Map<PageType, string[]> {
  const files = (readdirSync(DIST_DIR, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(DIST_DIR, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
  const byType = new Map<PageType, string[]>();
  for (const file of files) {
    const type = pageTypeOf(urlPathOfFile(file));
    const list = byType.get(type);
    if (list) list.push(file);
    else byType.set(type, [file]); // not a copy per page: ~23,000 pages share a type
  }
  const wanted = new Set(REPRESENTATIVE_PAGES.map((p) => p.path));
  const samples = new Map<PageType, string[]>();
  for (const [type, list] of byType) {
    const picks = new Set([list[0]!, list[Math.floor(list.length / 2)]!, list[list.length - 1]!]);
    for (const file of list) if (wanted.has(urlPathOfFile(file))) picks.add(file);
    samples.set(type, [...picks]);
  }
  return samples;
}

const samples = samplesByType();
const types = [...new Set(REPRESENTATIVE_PAGES.map((p) => p.type))];

describe('html-validate on a sample of every page type', () => {
  it.each(types)('%s pages are valid HTML', async (type) => {
    const files = samples.get(type) ?? [];
    expect(files.length, `no built page of type ${type}`).toBeGreaterThan(0);
    const errors: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(join(DIST_DIR, file));
      for (const result of report.results) {
        for (const m of result.messages) {
          errors.push(
            `/${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`,
          );
        }
      }
    }
    expect(errors.join('\n')).toBe('');
  });
});
