/**
 * The servers and browsers that scripts and tests start (astro preview and dev, wrangler,
 * Chromium) end when their starter ends, fails or is interrupted (Ctrl-C, a timeout's SIGTERM,
 * a closed terminal, the end of the process that ran it), so none is left holding its port.
 * Each server runs in a process group of its own, which ends with everything it started (node,
 * workerd). `npm run` passes a signal on to its shell only, so a script also ends when the
 * process that started it has gone. A SIGKILL of the starter itself is the one way round this.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

const cleanups = new Set<() => void>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let watching = false;

function runCleanups(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // already gone
    }
  }
}

/** Whether the process that started this one still runs. */
function parentRuns(parent: number): boolean {
  try {
    process.kill(parent, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `cleanup` when this process exits or is interrupted; the returned function forgets it (the caller cleaned up itself). */
export function onExit(cleanup: () => void): () => void {
  if (!watching) {
    watching = true;
    process.once('exit', runCleanups);
    for (const signal of SIGNALS) {
      process.once(signal, () => {
        runCleanups();
        // As the signal's default would have: exit with 128 + its number.
        process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
      });
    }
    const parent = process.ppid;
    setInterval(() => parentRuns(parent) || process.exit(129), 250).unref();
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** A child in a process group of its own, and the way to end the whole group. */
export interface Group {
  child: ChildProcess;
  /** Sends `signal` (default SIGTERM) to the group, if it still runs. */
  stop(signal?: NodeJS.Signals): void;
}

/** Starts `command` in a process group of its own that is ended when this process ends or is interrupted. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): Group {
  const child = spawn(command, args, { ...options, detached: true });
  const running = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!running()) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const forget = onExit(() => stop());
  child.once('exit', forget);
  return { child, stop };
}

/** A port nothing listens on now: the one the system gives a listener on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
