import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The GitHub Actions workflows: CI runs the README's test command; main deploys to GitHub Pages. */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
  permissions?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string };
  jobs: Record<string, Job>;
}

const dir = join(import.meta.dirname, '..', '..', '.github', 'workflows');
const load = (name: string) => parse(readFileSync(join(dir, name), 'utf8')) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps);
/** Every shell command the workflow runs, one per line (comments and blank lines dropped). */
const commands = (w: Workflow) =>
  steps(w).flatMap((s) =>
    (s.run ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
const uses = (w: Workflow, action: string) => steps(w).filter((s) => s.uses?.split('@')[0] === action);

describe('.github/workflows/test.yml', () => {
  const w = load('test.yml');

  it('runs on pull requests and on pushes to main', () => {
    expect(w.on).toHaveProperty('pull_request');
    expect((w.on.push as { branches: string[] }).branches).toContain('main');
  });

  it('runs the README test command, npm ci && npm test, on Node 20 with the npm cache', () => {
    expect(commands(w)).toContain('npm ci && npm test');
    const node = uses(w, 'actions/setup-node');
    expect(node).toHaveLength(1);
    expect(String(node[0]!.with?.['node-version'])).toBe('20');
    expect(node[0]!.with?.cache).toBe('npm');
  });

  it('installs GNU units and points CHROMIUM_PATH at a browser before npm test', () => {
    const lines = commands(w);
    const test = lines.indexOf('npm ci && npm test');
    expect(lines.findIndex((l) => /apt-get install\b.*\bunits\b/.test(l))).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((l) => /apt-get install\b.*\bunits\b/.test(l))).toBeLessThan(test);
    const chromium = lines.findIndex((l) => /^export CHROMIUM_PATH=.*google-chrome/.test(l));
    expect(chromium).toBeGreaterThanOrEqual(0);
    expect(chromium).toBeLessThan(test);
  });
});

describe('.github/workflows/deploy.yml', () => {
  const w = load('deploy.yml');

  it('runs on pushes to main and by hand, one deploy at a time', () => {
    expect((w.on.push as { branches: string[] }).branches).toEqual(['main']);
    expect(w.on).toHaveProperty('workflow_dispatch');
    expect(w.on).not.toHaveProperty('pull_request');
    expect(w.concurrency?.group).toBeTruthy();
  });

  it('has the permissions a Pages deploy needs', () => {
    expect(w.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
  });

  it('builds with SITE_URL from a repository variable, falling back to the Pages address', () => {
    expect(uses(w, 'actions/configure-pages')).toHaveLength(1);
    const build = steps(w).find((s) => s.run?.includes('npm run build'));
    expect(build?.run).toMatch(/npm ci && npm run build/);
    expect(build?.env?.SITE_URL).toMatch(/vars\.SITE_URL\s*\|\|\s*steps\.pages\.outputs\./);
  });

  it('uploads dist/ and deploys it with actions/deploy-pages after the build', () => {
    const upload = uses(w, 'actions/upload-pages-artifact');
    expect(upload).toHaveLength(1);
    expect(upload[0]!.with?.path).toBe('dist');
    const deployJob = Object.values(w.jobs).find((job) =>
      job.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')),
    );
    expect(deployJob).toBeDefined();
    expect(deployJob!.steps.some((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))).toBe(false);
    expect(deployJob!.needs).toBeTruthy();
  });
});
