/** npm run bench: performance budgets as benchmarks (engine speed and accuracy, …). */
import { engineBench } from './bench/engine.ts';

console.log(await engineBench());
