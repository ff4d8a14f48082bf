/** dist/sw.js: the build's data (version, precache list, offline answers), then the hand-written worker (worker.js). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OfflineRedirect } from './offline';

export const WORKER_SOURCE_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));

export interface WorkerBuild {
  version: string;
  precache: string[];
  /** Unsaved addresses the worker answers offline by a saved page that shows the same pair (offline.ts). */
  redirects: OfflineRedirect[];
  /** The HTML it answers every other unsaved page with offline (offline.ts). */
  offlinePage: string;
}

export function workerSource(): string {
  return readFileSync(WORKER_SOURCE_FILE, 'utf8');
}

/** The text of sw.js; JSON keeps every value a literal (nothing from the build is ever code). */
export function renderServiceWorker(build: WorkerBuild, source = workerSource()): string {
  const { version, precache, redirects, offlinePage } = build;
  const data = JSON.stringify({ version, precache, redirects, offlinePage }).replace(/</g, '\\u003c');
  return `const BUILD = ${data};\n${source}`;
}
