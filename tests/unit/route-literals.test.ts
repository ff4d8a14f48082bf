/**
 * One URL scheme: every site path is built by src/core/routes.ts. This scans the sources
 * (comments removed) for paths spelled by hand: section prefixes in strings, templates or regular
 * expressions, '-to-' joins, hand-written permalink queries and home links in code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ALLOWED = new Set(['src/core/routes.ts']);

const SECTION = '(?:converter|quick-convert|unit-page|category)';
const HAND_SPELLED: [string, RegExp][] = [
  ['a section path in a string or template', new RegExp(`[\`'"}]/${SECTION}/`)],
  ['a section path in a regular expression', new RegExp(`\\\\/${SECTION}\\\\/`)],
  ['a path template starting with a parameter', /`\/\$\{/],
  ['a -to- join or split', /-to-\$\{|\}-to-|['"`]-to-['"`]|\+-to-/],
  ['a permalink query', /[?&](?:from|to)=\$\{|['"`][?&](?:from|to)=/],
  ['a home link in code', /href:\s*['"]\/['"]/],
];

/** Source text without comments (block, line, HTML; lines kept), so documentation may show example paths. */
export function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

/** The hand-spelled paths in a source text: 'line: what (text)'. */
export function handSpelledPaths(code: string): string[] {
  return withoutComments(code)
    .split('\n')
    .flatMap((line, i) =>
      HAND_SPELLED.filter(([, re]) => re.test(line)).map(
        ([what]) => `${i + 1}: ${what} (${line.trim().slice(0, 120)})`,
      ),
    );
}

function sources(): string[] {
  const src = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs|js)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('src/generated/') && !ALLOWED.has(p));
  return [...src, 'astro.config.mjs'];
}

describe('route paths are built only by src/core/routes.ts', () => {
  it('the detector finds hand-spelled paths', () => {
    const samples = [
      'const a = `/converter/${id}`;',
      "if (path.startsWith('/quick-convert/')) return;",
      '<a href={`/unit-page/${c.id}`}>units</a>',
      '<a href="/category/common">Common</a>',
      'const b = `${base}/category/${g}`;',
      'const re = /^\\/converter\\/([^/]+)$/;',
      'return `/${category}/${from}-to-${to}`;',
      "const s = a + '-to-' + b;",
      'const slug = `${a}-to-${b}`;',
      'if (/^\\/[^/]+-to-[^/]+$/.test(p)) return;',
      'const q = `?from=${f}&to=${t}`;',
      "{ label: 'Home', href: '/' }",
    ];
    for (const sample of samples) expect(handSpelledPaths(sample), sample).not.toEqual([]);
  });

  it('comments may show example paths', () => {
    expect(
      handSpelledPaths("/** '/length/centimeter-to-inch': the canonical page, also `/converter/${id}`. */"),
    ).toEqual([]);
    expect(handSpelledPaths("const x = 1; // '/quick-convert/length/meter/foot'")).toEqual([]);
    expect(handSpelledPaths("{/* '/unit-page/length' */}")).toEqual([]);
    expect(handSpelledPaths("const site = 'https://e.org'; const p = '/converter/length';")).toHaveLength(1);
  });

  it('no source outside routes.ts spells a path by hand', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      handSpelledPaths(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('routes.ts itself is caught without its allowance', () => {
    expect(handSpelledPaths(readFileSync(join(ROOT, 'src/core/routes.ts'), 'utf8')).length).toBeGreaterThan(
      0,
    );
  });
});
