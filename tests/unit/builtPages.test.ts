import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  withFirstCodeInline,
  withOwnHashes,
} from '../../src/integrations/builtPages';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const policy = (scriptSrc: string) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src ${scriptSrc}; style-src 'self' 'sha256-STYLE=';">`;
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts, those in templates too, once each, and skips data and src scripts', () => {
    const html = page(
      '<script>a()</script><script type="application/ld+json">{"x":1}</script>',
      '<template data-after="paint"><script type="module">b()</script></template><script src="/x.js"></script><script>a()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')]);
  });
});

describe('withOwnHashes', () => {
  it("replaces the site-wide hash list with the page's own, keeping the other sources and directives", () => {
    const html = page(
      policy("'self' https://ads.test 'sha256-OTHER=' 'sha256-ALSO='"),
      '<script>go()</script>',
    );
    const out = withOwnHashes(html);
    expect(out).toContain(`script-src 'self' https://ads.test '${hash('go()')}';`);
    expect(out).not.toContain('OTHER');
    // No inline <style> on the page: its style-src lists no hash.
    expect(out).toContain("style-src 'self';");
    expect(out).toContain("default-src 'self';object-src 'none';");
  });
  it("lists the page's own <style>s, once each, in style-src", () => {
    const html = page(
      policy("'self'"),
      '<style>a{b:c}</style><template><style media="x">d{e:f}</style></template><style>a{b:c}</style>',
    );
    expect(inlineStyleHashes(html)).toEqual([hash('a{b:c}'), hash('d{e:f}')]);
    expect(withOwnHashes(html)).toContain(`style-src 'self' '${hash('a{b:c}')}' '${hash('d{e:f}')}';`);
  });
  it('reads the page as a browser does: a script in a comment is none, and attributes come in any order', () => {
    const html = page(
      `<meta content="script-src 'self' 'sha256-OLD='" http-equiv="Content-Security-Policy">`,
      '<!-- <script>old()</script> --><script>go()</script><div title="<script>no()</script>"></div>',
    );
    const out = withOwnHashes(html);
    expect(out).toContain(`<meta content="script-src 'self' '${hash('go()')}'" http-equiv`);
    expect(inlineScriptHashes(html)).toEqual([hash('go()')]);
  });
  it('leaves a page without a policy as it is', () => {
    const html = page('', '<script>go()</script>');
    expect(withOwnHashes(html)).toBe(html);
  });
});

describe('withFirstCodeInline', () => {
  const loader =
    'const t="/_astro/quickConvert.entry-Ab1_c.js",e=document.createElement("script");e.src=t;document.head.append(e);';
  const built = page(
    policy("'self'"),
    `<template data-after="paint" data-early><script type="module">${loader}</script></template><main>x</main>`,
  );

  it('writes the bundle in place of its loader, as a classic script in a function scope', () => {
    const read: string[] = [];
    const out = withFirstCodeInline(built, 'quickConvert', (url) => (read.push(url), 'const n=1;show(n);\n'));
    expect(read).toEqual(['/_astro/quickConvert.entry-Ab1_c.js']);
    expect(out).toContain(
      '<template data-after="paint" data-early><script>(()=>{"use strict";\nconst n=1;show(n);\n})();</script></template>',
    );
    expect(out).not.toContain('quickConvert.entry-');
    // The policy then lists the written-in script.
    expect(withOwnHashes(out)).toContain(`'${hash('(()=>{"use strict";\nconst n=1;show(n);\n})();')}'`);
  });
  it("takes only the named entry's loader", () => {
    const notFound = page(
      '',
      `<main></main><script type="module">${loader.replace('quickConvert', 'notFound')}</script>`,
    );
    expect(withFirstCodeInline(notFound, 'notFound', () => 'draw();')).toContain(
      '<main></main><script>(()=>{"use strict";\ndraw();\n})();</script>',
    );
    expect(() => withFirstCodeInline(notFound, 'quickConvert', () => '')).toThrow(
      /no loader of quickConvert.entry/,
    );
  });
  it('refuses a page without the loader, and a bundle that would end the script element early', () => {
    expect(() => withFirstCodeInline(page('', '<main></main>'), 'quickConvert', () => '')).toThrow(
      /no loader of quickConvert.entry/,
    );
    expect(() => withFirstCodeInline(built, 'quickConvert', () => 'x("</script>")')).toThrow(
      /cannot be written into a page/,
    );
  });
});
