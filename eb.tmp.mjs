import { build } from 'esbuild';
import { gzipSync } from 'zlib';
const r = await build({ entryPoints: [process.argv[2]], bundle: true, format: 'esm', minify: true, write: false, metafile: true, splitting: true, outdir: '/tmp/ebout', external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'], jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } });
const outs = r.metafile.outputs;
const entry = Object.keys(outs).find((k) => outs[k].entryPoint);
const seen = new Set(); const stack = [entry];
while (stack.length) { const k = stack.pop(); if (seen.has(k)) continue; seen.add(k); for (const i of outs[k].imports) if (i.kind === 'import-statement' && outs[i.path]) stack.push(i.path); }
let total = 0; const files = new Map(r.outputFiles.map((f) => [f.path.replace(/^.*\/tmp\/ebout/, '/tmp/ebout'), f.contents]));
for (const k of seen) { const c = [...files].find(([p]) => p.endsWith(k.replace(/^.*ebout/, ''))) ; total += c[1].length; }
const all = Buffer.concat([...seen].map((k) => Buffer.from([...files].find(([p]) => p.endsWith(k.replace(/^.*ebout/, '')))[1])));
console.log('eager min', total, 'gz', gzipSync(all, { level: 9 }).length);
const rows = [];
for (const k of seen) for (const [i, v] of Object.entries(outs[k].inputs)) rows.push([v.bytesInOutput, i]);
rows.sort((a, b) => b[0] - a[0]); for (const [b, i] of rows.slice(0, 45)) console.log(b, i);
