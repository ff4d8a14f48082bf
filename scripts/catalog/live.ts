/**
 * The live catalogue of `npm run dev` (a Vite plugin, astro.config.mjs): saving a file under
 * catalog/ recompiles the catalogue. A good catalogue writes src/generated/ and the open page
 * reloads with it; a bad one writes nothing (the last good tables keep serving) and its errors,
 * each `file:line:col: field: sentence`, go to the terminal and to the browser's error overlay,
 * shown again on every page opened until the catalogue compiles.
 */
import { relative, resolve } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { formatErrors, type CatalogError } from './errors.ts';
import { writeCatalog } from './write.ts';

/** What the overlay shows: every error line, linked to the first one's position (error files are relative to the working directory). */
export function overlayError(errors: readonly CatalogError[]): ErrorPayload['err'] {
  const first = errors[0];
  const lines = formatErrors(errors);
  return {
    message: `The catalogue has ${errors.length} error(s); the pages show the last good catalogue.\n\n${lines.join('\n')}`,
    stack: '',
    plugin: 'catalog',
    ...(first ? { id: resolve(first.file), loc: { file: resolve(first.file), line: first.line, column: first.col } } : {}),
  };
}

export function catalogLive(catalogDir: string): Plugin {
  let failing: ErrorPayload['err'] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Compiles the catalogue: at start, or after `file` was saved. */
  function recompile(server: ViteDevServer, file?: string): void {
    const { logger } = server.config;
    const when = file ? `after saving ${relative(server.config.root, file)}` : 'at start';
    let result: ReturnType<typeof writeCatalog>;
    try {
      result = writeCatalog(catalogDir);
    } catch (e) {
      // A file that vanished between the event and the read: the next save compiles again.
      logger.error(`catalog: ${when}: ${e instanceof Error ? e.message : String(e)}`, { timestamp: true });
      return;
    }
    if (!result.ok) {
      for (const line of formatErrors(result.errors)) logger.error(line, { timestamp: true });
      logger.error(`catalog: ${result.errors.length} error(s) ${when}; the pages show the last good catalogue.`, { timestamp: true });
      failing = overlayError(result.errors);
      server.ws.send({ type: 'error', err: failing });
      return;
    }
    logger.info(`catalog: ${result.categories} categories, ${result.units} units, compiled ${when}`, { timestamp: true });
    failing = null;
    // The pages render the tables on the server only, so nothing in the browser's module graph
    // changes: the open page is told to reload (which also clears an overlay put right).
    server.ws.send({ type: 'full-reload', path: '*' });
  }

  return {
    name: 'unitflip-catalog-live',
    apply: 'serve',
    configureServer(server) {
      // The tables the server starts with: `npm run dev` has no separate compile step before it.
      recompile(server);
      server.watcher.add(catalogDir);
      const onFile = (file: string) => {
        if (!file.startsWith(catalogDir) || !/\.ya?ml$/.test(file)) return;
        // An editor's save can be several events (write, rename): compile once they are over.
        clearTimeout(timer);
        timer = setTimeout(() => recompile(server, file), 50);
      };
      server.watcher.on('add', onFile).on('change', onFile).on('unlink', onFile);
      // A page opened while the catalogue is broken shows the error too.
      server.ws.on('connection', () => {
        if (failing) server.ws.send({ type: 'error', err: failing });
      });
    },
  };
}
