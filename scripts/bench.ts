/**
 * npm run bench: performance budgets as benchmarks.
 *   npm run bench                 engine + full build + site budgets
 *   npm run bench -- --no-build   engine + site budgets of the existing dist/
 *   npm run bench -- engine       only the engine
 */
import { engineBench } from './bench/engine.ts';
import { siteBench } from './bench/site.ts';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const want = (name: string) => only.length === 0 || only.includes(name);

if (want('engine')) console.log(await engineBench(), '\n');
if (want('site')) console.log(siteBench({ build: !args.includes('--no-build') }), '\n');
