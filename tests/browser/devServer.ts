/**
 * `astro dev` for the browser tests that check what an editor sees: started on a free port as an
 * editor's `npm run dev` runs (not in Vitest's test mode, which turns page reloads off), ready
 * once it says it listens, and stopped with everything it started.
 */
import { join } from 'node:path';
import { freePort, spawnGroup } from '../../scripts/processGroup';

const ROOT = join(import.meta.dirname, '..', '..');

export interface DevServer {
  base: string;
  /** Stops the server and its children (it runs in a process group of its own). */
  stop(): void;
  /** What the server printed, for a failing test's message. */
  output(): string;
}

/** Starts `astro dev` (with `env` added to the environment) and resolves once it serves on its address. */
export async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, stop: stopGroup } = spawnGroup(
    join(ROOT, 'node_modules', '.bin', 'astro'),
    ['dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')),
        ),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const stop = () => stopGroup();
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Its banner names the address once the server listens.
      if (output.includes(`${base}/`)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    // The terminal's side of the errors, for a failing run.
    child.stderr!.pipe(process.stderr);
    child.once('exit', (code) =>
      reject(new Error(`astro dev exited (${code}) before it listened:\n${output}`)),
    );
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { base, stop, output: () => output };
}
