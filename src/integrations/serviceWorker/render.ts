/** dist/sw.js: the build's version and precache list, then the hand-written worker (worker.js). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WORKER_SOURCE_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));

export interface WorkerBuild {
  version: string;
  precache: string[];
}

export function workerSource(): string {
  return readFileSync(WORKER_SOURCE_FILE, 'utf8');
}

/** The text of sw.js; JSON keeps every value a literal (nothing from the build is ever code). */
export function renderServiceWorker(build: WorkerBuild, source = workerSource()): string {
  const data = JSON.stringify({ version: build.version, precache: build.precache }).replace(/</g, '\\u003c');
  return `const BUILD = ${data};\n${source}`;
}
