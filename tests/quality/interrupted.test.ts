/**
 * A measuring run that is stopped halfway leaves nothing behind: `npm run bench -- lighthouse`,
 * interrupted once its preview server answers (Ctrl-C reaches the terminal's whole process
 * group; `kill` and a timeout send SIGTERM to npm alone), ends that server with it.
 */
import { spawn } from 'node:child_process';
import { describe, it, vi } from 'vitest';
import { DIST_DIR } from './dist-scan';
import { freePort } from '../../scripts/processGroup';

const root = new URL('../..', import.meta.url).pathname;
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

// The two runs side by side, each on a port of its own: they mostly wait.
describe.concurrent.each([
  ['Ctrl-C', 'SIGINT', 'group'],
  ['kill', 'SIGTERM', 'npm'],
] as const)('npm run bench -- lighthouse stopped by %s', (_, signal, whom) => {
  it('leaves no server on its port', async ({ expect }) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const run = spawn('npm', ['run', '--silent', 'bench', '--', 'lighthouse'], {
      cwd: root,
      detached: true, // a process group of its own, as a terminal gives a command
      stdio: 'ignore',
      env: { ...process.env, OUT_DIR: DIST_DIR, LIGHTHOUSE_PORT: String(port) },
    });
    const exited = new Promise((resolve) => run.once('exit', resolve));
    try {
      await vi.waitFor(async () => expect(await answers(url), `the run's server on ${url}`).toBe(true), {
        timeout: 60_000,
        interval: 100,
      });
      process.kill(whom === 'group' ? -run.pid! : run.pid!, signal);
      await exited;
      await vi.waitFor(
        async () => expect(await answers(url), `a server still answers on ${url}`).toBe(false),
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      if (run.exitCode === null && run.signalCode === null) process.kill(-run.pid!, 'SIGKILL');
    }
  }, 120_000);
});
