/**
 * The folder rule, checked on the whole import graph (ESLint's no-restricted-imports sees one
 * import at a time; this follows them transitively):
 * - src/core reaches only src/core;
 * - browser code (src/browser, islands, *.client.ts, the <script> blocks of .astro files)
 *   never reaches src/build-time or src/generated.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

type Graph = Map<string, string[]>;

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]!).filter((s) => s.startsWith('.'));
}

function resolveImport(from: string, spec: string, files: Set<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (files.has(candidate)) return candidate;
  return null;
}

/** Repo-relative path of a module; an .astro file's scripts are the node '<file>#script'. */
function buildGraph(): { graph: Graph; browserEntries: string[]; coreFiles: string[] } {
  const all = readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  const files = new Set(all);
  const graph: Graph = new Map();
  const rel = (p: string) => relative(ROOT, p);
  const edges = (from: string, code: string) =>
    specifiers(code).flatMap((s) => {
      const target = resolveImport(from, s, files);
      return target ? [rel(target)] : [];
    });
  const browserEntries: string[] = [];
  for (const file of all) {
    const code = readFileSync(file, 'utf8');
    if (file.endsWith('.astro')) {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(code)?.[1] ?? '';
      graph.set(rel(file), edges(file, frontmatter));
      const scripts = [...code.matchAll(/<script\b(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
      if (scripts.trim()) {
        graph.set(`${rel(file)}#script`, edges(file, scripts));
        browserEntries.push(`${rel(file)}#script`);
      }
    } else {
      graph.set(rel(file), edges(file, code));
    }
  }
  for (const node of graph.keys()) {
    if (node.startsWith('src/browser/') || /^src\/components\/.*(\.tsx|\.client\.ts|\/use[A-Z]\w*\.ts)$/.test(node)) browserEntries.push(node);
  }
  const coreFiles = [...graph.keys()].filter((n) => n.startsWith('src/core/'));
  return { graph, browserEntries, coreFiles };
}

/** Every module an entry reaches that `forbidden` rejects, with the import chain that reaches it. */
export function violations(graph: Graph, entries: string[], forbidden: (node: string) => boolean): string[] {
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

const { graph, browserEntries, coreFiles } = buildGraph();
const catalogueCode = (n: string) => n.startsWith('src/build-time/') || n.startsWith('src/generated/');

describe('import boundaries', () => {
  it('finds the modules it checks', () => {
    expect(coreFiles.length).toBeGreaterThan(5);
    expect(browserEntries.some((n) => n.startsWith('src/browser/'))).toBe(true);
    expect(browserEntries.some((n) => n.endsWith('.tsx'))).toBe(true);
    expect(browserEntries.some((n) => n.endsWith('#script'))).toBe(true);
  });

  it('src/core imports only src/core', () => {
    expect(violations(graph, coreFiles, (n) => !n.startsWith('src/core/'))).toEqual([]);
  });

  it('browser code never reaches the compiled catalogue', () => {
    expect(violations(graph, browserEntries, catalogueCode)).toEqual([]);
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
