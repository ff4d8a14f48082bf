/**
 * npm run bench: performance budgets as benchmarks.
 *   npm run bench                       engine + full build + site budgets + keystroke → answer + Lighthouse
 *   npm run bench -- --no-build         the same on the existing dist/ (or DIST_DIR)
 *   DIST_DIR=/tmp/x npm run bench -- site   the site budgets, built into (or, with --no-build, read from) another folder
 *   npm run bench -- engine             only the engine (also: quantity, site, js, keystroke, lighthouse)
 *   npm run bench -- js                 JavaScript per page type on the existing dist/
 *   npm run bench -- keystroke          keystroke → answer in Chromium on the existing dist/ (or DIST_DIR)
 */
import { spawnGroup } from './processGroup.ts';
import { engineBench } from './bench/engine.ts';
import { jsBench, siteBench } from './bench/site.ts';
import { quantityBench } from './bench/quantity.ts';
import { keystrokeBench } from './bench/keystroke.ts';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const want = (name: string) => only.length === 0 || only.includes(name);

if (want('engine')) console.log(await engineBench(), '\n');
if (want('quantity')) console.log(quantityBench(), '\n');
if (want('site'))
  console.log(
    siteBench({ build: !args.includes('--no-build'), outDir: process.env.DIST_DIR || undefined }),
    '\n',
  );
// Within 'site' when it runs; on its own, it reads the existing build.
if (only.includes('js') && !want('site'))
  console.log(jsBench({ outDir: process.env.DIST_DIR || undefined }), '\n');
// Typing into the converter on home, /converter and a pair page: keydown to the answer's change.
if (want('keystroke')) {
  const { report, pass } = await keystrokeBench();
  console.log(report, '\n');
  if (!pass) process.exitCode = 1;
}
// Lighthouse (mobile) on the built site: scores, LCP, TBT and transfer size per page.
// A run of its own, ended (with its server and browser) if this one is interrupted.
if (want('lighthouse')) {
  const { child } = spawnGroup(process.execPath, ['--import', 'tsx', 'scripts/lighthouse.ts'], {
    stdio: 'inherit',
  });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) process.exitCode = 1;
}
