import { describe, expect, it } from 'vitest';
import { astroParts, reachable, specifiers } from '../../scripts/importGraph';

describe('specifiers', () => {
  it('reads every import form the build follows, without the query or prefix that says how to load it', () => {
    const code = [
      "import a from './a';",
      "import type { B } from './b';",
      "import './c.css';",
      "export * from './d';",
      'export { e as f } from "./e";',
      "const g = await import('./g');",
      "import h from './h.ts?worker&url';",
      "import i from './i.json?raw';",
      "import j from 'chunk-url:./j.ts';",
      "import { k } from 'react';",
      'void import(/* @vite-ignore */ address);',
    ].join('\n');
    expect(specifiers(code)).toEqual([
      './a',
      './b',
      './c.css',
      './d',
      './e',
      './g',
      './h.ts',
      './i.json',
      './j.ts',
    ]);
  });
});

describe('astroParts', () => {
  it('keeps the frontmatter apart and reads the processed scripts, their src included, but not is:inline ones', () => {
    const file = [
      '---',
      "import Layout from './Layout.astro';",
      '---',
      '<Layout>',
      '<script>',
      "  import './page.client';",
      '</script>',
      '<script src="./other.client.ts"></script>',
      '<script is:inline>window.x = 1;</script>',
      '<script is:inline src="/public.js"></script>',
      '</Layout>',
    ].join('\n');
    const { frontmatter, scripts } = astroParts(file);
    expect(specifiers(frontmatter)).toEqual(['./Layout.astro']);
    expect(specifiers(scripts)).toEqual(['./page.client', './other.client.ts']);
  });
});

describe('reachable', () => {
  it('follows imports transitively, through cycles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', []],
      ['d', ['a']],
    ]);
    expect([...reachable(graph, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });
});
