/**
 * `import url from 'chunk-url:./module.ts'`: the address of that module built as a chunk of the
 * site's own graph (sharing React and every other chunk with the pages), for a script that
 * loads it later by address. Unlike `import()`, the importing script then carries neither
 * Vite's preload helper nor a chunk of the module's; unlike `?worker&url`, the module is not
 * bundled apart. In `npm run dev` the address is the module's own, which Vite serves.
 */
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'chunk-url:';
const RESOLVED = `\0${PREFIX}`;

export function chunkUrl(): Plugin {
  let serving = false;
  return {
    name: 'unitflip-chunk-url',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source, importer) {
      if (!source.startsWith(PREFIX) || !importer) return null;
      return RESOLVED + resolve(dirname(importer.split('?')[0]!), source.slice(PREFIX.length));
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const file = id.slice(RESOLVED.length);
      if (serving) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const ref = this.emitFile({ type: 'chunk', id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
