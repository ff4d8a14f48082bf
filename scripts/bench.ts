/**
 * npm run bench: performance budgets as benchmarks.
 *   npm run bench                       engine + full build + site budgets + Lighthouse
 *   npm run bench -- --no-build         the same on the existing dist/
 *   npm run bench -- engine             only the engine (also: quantity, site, lighthouse)
 */
import { spawnSync } from 'node:child_process';
import { engineBench } from './bench/engine.ts';
import { siteBench } from './bench/site.ts';
import { quantityBench } from './bench/quantity.ts';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const want = (name: string) => only.length === 0 || only.includes(name);

if (want('engine')) console.log(await engineBench(), '\n');
if (want('quantity')) console.log(quantityBench(), '\n');
if (want('site')) console.log(siteBench({ build: !args.includes('--no-build') }), '\n');
// Lighthouse (mobile) on the built site: scores, LCP, TBT and transfer size per page.
if (want('lighthouse')) {
  const run = spawnSync('npx', ['tsx', 'scripts/lighthouse.ts'], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
