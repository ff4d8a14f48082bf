import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm ci` refuses a lock that leaves out any package's optional dependency (the native builds
 * for other platforms). That happens when a dependency is raised to a release whose binaries
 * the registry mirror lacks; this test names the culprit before a clean CI machine does.
 */
interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const root = join(import.meta.dirname, '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would find `name` when required from the package at `from`: its own node_modules, then each parent's. */
function resolvesFrom(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('lists every optional dependency of every locked package, so npm ci accepts it', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolvesFrom(path, name)) missing.push(`${name} (wanted by ${path || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
