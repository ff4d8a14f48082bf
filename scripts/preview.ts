/** A built site served by `astro preview` for the scripts that measure it (Lighthouse, the keystroke bench). */
import { existsSync } from 'node:fs';
import { spawnGroup } from './processGroup.ts';

async function waitFor(url: string, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Serves the build in `dir` (astro.config.mjs reads OUT_DIR for it) on 127.0.0.1:`port`, once
 * it answers; the server ends with this process, however it ends.
 */
export async function servePreview(dir: string, port: string): Promise<{ base: string; stop: () => void }> {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`No build in ${dir}/: run npm run build first.`);
  const { stop } = spawnGroup('node_modules/.bin/astro', ['preview', '--port', port, '--host', '127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, OUT_DIR: dir },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base + '/', 60);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, stop: () => stop() };
}
