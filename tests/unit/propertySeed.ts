/**
 * Property tests draw their cases from one fixed seed, so a run on a clean machine checks
 * exactly what the last run checked and a landing never fails on a case no one has seen.
 * FC_SEED=random (or any number) explores other cases; a failure prints the seed and the
 * shrunk counterexample, which then belongs in the test as a plain example.
 */
import fc from 'fast-check';

const wanted = process.env.FC_SEED;
const seed = wanted === 'random' ? Date.now() ^ (Math.random() * 0x100000000) : Number(wanted ?? 20261123);
fc.configureGlobal({ seed: Number.isFinite(seed) ? seed | 0 : 20261123 });
