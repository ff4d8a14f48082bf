/**
 * Astro integration: once the build is done, writes dist/sw.js (see worker.js) with this
 * build's precache list and version, and logs how much a first visit will precache.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildVersion, precacheEntries } from './precache';
import { SECTIONS } from '../../core/routes';
import { renderServiceWorker, workerSource } from './render';

/** dist files that may be precached; per-pair page folders are never walked (tens of thousands). */
function candidateFiles(dist: string): string[] {
  const files = (dir: string, recursive = false) =>
    existsSync(join(dist, dir))
      ? readdirSync(join(dist, dir), { withFileTypes: true, recursive })
        .filter((e) => e.isFile())
        .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
      : [];
  const shells = (dir: string) =>
    existsSync(join(dist, dir))
      ? readdirSync(join(dist, dir)).map((name) => `${dir}/${name}/index.html`).filter((f) => existsSync(join(dist, f)))
      : [];
  return [...files('.'), ...files('data'), ...files('_astro', true), ...files('icons'), ...shells(SECTIONS.converter), ...shells(SECTIONS.quickConvert)];
}

export default function serviceWorker(): AstroIntegration {
  return {
    name: 'unitflip-service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const entries = precacheEntries(candidateFiles(dist));
        const source = workerSource();
        const version = buildVersion(entries, (file) => readFileSync(join(dist, file)), source);
        writeFileSync(join(dist, 'sw.js'), renderServiceWorker({ version, precache: entries.map((e) => e.url) }, source));
        const bytes = entries.reduce((sum, e) => sum + statSync(join(dist, e.file)).size, 0);
        logger.info(`sw.js: version ${version}, ${entries.length} files precached, ${Math.round(bytes / 1024)} KB`);
      },
    },
  };
}
