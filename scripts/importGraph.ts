/**
 * The import graph of src/, as the build follows it: static imports, `export … from`, literal
 * `import()`, specifiers with a query (`?worker&url`, `?url`, `?raw`) or the `chunk-url:` prefix
 * (src/integrations/chunkUrl.ts), and the `<script>` blocks and `<script src>` of .astro files.
 * tests/unit/architecture.test.ts checks the folder rule on it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Repo-relative module path → the repo-relative modules it imports. An .astro file's scripts are the node '<file>#script'. */
export type Graph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|astro|js|mjs|json)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Processed `<script>` blocks of an .astro file: `is:inline` ones are sent as written, never bundled. */
const SCRIPT = /<script\b((?:(?!is:inline)[^>])*)>([\s\S]*?)<\/script>/g;
const SCRIPT_SRC = /\bsrc\s*=\s*['"]([^'"]+)['"]/;

/** The local modules a piece of code names: prefixes and queries that only say how to load them dropped. */
export function specifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)]
    .map((m) => (m[1] ?? m[2]!).replace(/^chunk-url:/, '').replace(/\?.*$/, ''))
    .filter((s) => s.startsWith('.'));
}

/** The frontmatter of an .astro file, and what its processed scripts load (their code, and each `src`). */
export function astroParts(code: string): { frontmatter: string; scripts: string } {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---/.exec(code);
  const body = fence ? code.slice(fence[0].length) : code;
  const scripts = [...body.matchAll(SCRIPT)].map(([, attrs, text]) => {
    const src = SCRIPT_SRC.exec(attrs!)?.[1];
    return src ? `import '${src}';\n${text}` : text!;
  });
  return { frontmatter: fence?.[1] ?? '', scripts: scripts.join('\n') };
}

function resolveImport(from: string, spec: string, files: Set<string>): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (files.has(candidate)) return candidate;
  return null;
}

/**
 * The graph of every module under `root`/src. `texts` replaces files' contents (repo-relative
 * path → code), so that a test can plant an import without writing it into the tree.
 */
export function buildGraph(root: string, texts: ReadonlyMap<string, string> = new Map()): Graph {
  const files = new Set(
    readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && SOURCE.test(e.name))
      .map((e) => relative(root, join(e.parentPath, e.name))),
  );
  const edges = (from: string, code: string) =>
    specifiers(code).flatMap((s) => resolveImport(from, s, files) ?? []);
  const graph: Graph = new Map();
  for (const file of files) {
    if (file.endsWith('.json')) continue;
    const code = texts.get(file) ?? readFileSync(join(root, file), 'utf8');
    if (!file.endsWith('.astro')) {
      graph.set(file, edges(file, code));
      continue;
    }
    const { frontmatter, scripts } = astroParts(code);
    graph.set(file, edges(file, frontmatter));
    if (scripts.trim()) graph.set(`${file}#script`, edges(file, scripts));
  }
  return graph;
}

/** Code that runs in the visitor's browser by where it lives: src/browser, and the scripts and islands of src/components and every .astro file. */
export const isBrowserEntry = (node: string): boolean =>
  node.startsWith('src/browser/') || node.endsWith('#script') || /^src\/components\/.*\.(ts|tsx)$/.test(node);

/** Every module an entry reaches (the entry included). */
export function reachable(graph: Graph, entries: readonly string[]): Set<string> {
  const seen = new Set(entries);
  const queue = [...entries];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const next of graph.get(node) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** Every module an entry reaches that `forbidden` rejects, with the import chain that reaches it. */
export function violations(
  graph: Graph,
  entries: readonly string[],
  forbidden: (node: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const seen = new Map<string, string[]>([[entry, [entry]]]);
    const queue = [entry];
    while (queue.length) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (seen.has(next)) continue;
        const chain = [...seen.get(node)!, next];
        seen.set(next, chain);
        if (forbidden(next)) out.push(chain.join(' → '));
        else queue.push(next);
      }
    }
  }
  return out;
}
