/**
 * The folder rule, checked on the whole import graph (ESLint's rules see one import at a time;
 * this follows them transitively, through every form the build follows: scripts/importGraph.ts):
 * - src/core reaches only src/core;
 * - browser code (src/browser, the scripts and islands of src/components, the <script> blocks
 *   of .astro files) never reaches src/build-time or src/generated, but for the interface's texts.
 * Both checks are shown to catch an import of the catalogue planted in each page script that the
 * build loads by address (in memory: the tree is never changed).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { buildGraph, isBrowserEntry, reachable, violations, type Graph } from '../../scripts/importGraph';

const ROOT = resolve(import.meta.dirname, '../..');
const graph = buildGraph(ROOT);
const browserEntries = [...graph.keys()].filter(isBrowserEntry);
const coreFiles = [...graph.keys()].filter((n) => n.startsWith('src/core/'));
/** The interface's texts (src/generated/strings.{tag}.ts, which import nothing) are no part of the catalogue: browser code may take them. */
const isTexts = (n: string) => n.startsWith('src/generated/strings.');
const catalogueCode = (n: string) =>
  n.startsWith('src/build-time/') || (n.startsWith('src/generated/') && !isTexts(n));

/** The page scripts the build loads by address (`?worker&url`, `chunk-url:`) or from an .astro `<script>`. */
const ENTRY_SCRIPTS = [
  'pairConverterStart.ts',
  'pairConverter.entry.ts',
  'quickConvert.entry.ts',
  'quickConvertForm.entry.ts',
].map((f) => `src/components/pair/${f}`);

/** Each import form the build follows, naming the compiled catalogue from a file in src/components/pair. */
const PLANTED = {
  'a static import': "import { categories } from '../../generated/catalog';\nconsole.log(categories);\n",
  'export … from': "export { categories } from '../../generated/catalog';\n",
  'a dynamic import()': "void import('../../generated/catalog');\n",
  'a ?url query': "import address from '../../generated/catalog.ts?url';\nconsole.log(address);\n",
  'a ?worker&url query':
    "import address from '../../build-time/catalog.ts?worker&url';\nconsole.log(address);\n",
  'the chunk-url: prefix':
    "import address from 'chunk-url:../../generated/catalog.ts';\nconsole.log(address);\n",
};

const eslint = new ESLint({ cwd: ROOT });
/** The rules ESLint's real configuration reports on `code` as the file at `path`. */
async function lintErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

/** The breaches of browser code in the graph with `path`'s text replaced. */
const breachesWith = (path: string, code: string) =>
  violations(buildGraph(ROOT, new Map([[path, code]])), browserEntries, catalogueCode);

describe('import boundaries', () => {
  it('finds the modules it checks, the page scripts loaded by address among them', () => {
    expect(coreFiles.length).toBeGreaterThan(5);
    expect(browserEntries.some((n) => n.startsWith('src/browser/'))).toBe(true);
    expect(browserEntries.some((n) => n.endsWith('.tsx'))).toBe(true);
    // The pair page's loader names its start script with ?worker&url and the converter with chunk-url:.
    expect(graph.get('src/components/pair/PairPageScript.astro#script')).toEqual(ENTRY_SCRIPTS.slice(0, 2));
    expect(graph.get('src/components/pair/QuickConvertLoader.astro#script')).toEqual([ENTRY_SCRIPTS[2]]);
    const browserCode = reachable(graph, browserEntries);
    for (const entry of ENTRY_SCRIPTS) expect(browserCode).toContain(entry);
  });

  it('src/core imports only src/core', () => {
    expect(violations(graph, coreFiles, (n) => !n.startsWith('src/core/'))).toEqual([]);
  });

  it('browser code never reaches the compiled catalogue', () => {
    expect(violations(graph, browserEntries, catalogueCode)).toEqual([]);
  });

  it("ESLint's catalogue rule covers every module browser code reaches", async () => {
    const browserCode = [...reachable(graph, browserEntries)].filter(
      (n) => !n.startsWith('src/core/') && !isTexts(n),
    );
    const uncovered: string[] = [];
    for (const node of browserCode) {
      const file = node.endsWith('#script') ? `${node.slice(0, -'#script'.length)}/1_1.ts` : node;
      const rules = (await eslint.calculateConfigForFile(join(ROOT, file)))?.rules ?? {};
      if (!JSON.stringify(rules['no-restricted-imports'] ?? []).includes('**/generated/**'))
        uncovered.push(node);
    }
    expect(uncovered).toEqual([]);
  });

  it('reports a transitive breach with its chain', () => {
    const bad: Graph = new Map([
      ['src/components/x/Island.tsx', ['src/core/a.ts']],
      ['src/core/a.ts', ['src/build-time/catalog.ts']],
      ['src/build-time/catalog.ts', ['src/generated/catalog.ts']],
    ]);
    expect(violations(bad, ['src/components/x/Island.tsx'], catalogueCode)).toEqual([
      'src/components/x/Island.tsx → src/core/a.ts → src/build-time/catalog.ts',
    ]);
  });
});

describe.each(ENTRY_SCRIPTS)('an import of the catalogue planted in %s', (path) => {
  const original = readFileSync(join(ROOT, path), 'utf8');

  it('is clean as it is', async () => {
    expect(await lintErrors(path, original)).toEqual([]);
  });

  it.each(Object.entries(PLANTED))('through %s fails ESLint and the graph check', async (_form, planted) => {
    const code = planted + original;
    expect((await lintErrors(path, code)).join('\n')).toMatch(
      /no-restricted-(imports|syntax): .*Browser code must not import the catalogue/,
    );
    const breaches = breachesWith(path, code);
    expect(breaches.length).toBeGreaterThan(0);
    for (const chain of breaches)
      expect(chain).toMatch(
        new RegExp(`${path.replaceAll('.', '\\.')} → src/(generated|build-time)/catalog\\.ts$`),
      );
  });
});

describe('an import of the catalogue planted in a page loader (.astro)', () => {
  const path = 'src/components/pair/PairPageScript.astro';
  const original = readFileSync(join(ROOT, path), 'utf8');
  const forms = {
    'its <script>': original.replace(
      '<script>',
      "<script>\n  import { categories } from '../../generated/catalog';\n  console.log(categories);",
    ),
    'a <script src>': original.replace(
      '</AfterPaint>',
      '</AfterPaint>\n<script src="../../generated/catalog.ts"></script>',
    ),
  };

  it.each(Object.entries(forms))('through %s fails ESLint and the graph check', async (_form, code) => {
    expect(code).not.toBe(original);
    expect((await lintErrors(path, code)).join('\n')).toMatch(/Browser code must not import the catalogue/);
    expect(breachesWith(path, code)).toContain(`${path}#script → src/generated/catalog.ts`);
  });
});
