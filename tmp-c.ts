import { getCategory } from './src/build-time/catalog';
import { convertTyped, showResult } from './src/core/quantityResult';
import { parseExact } from './src/core/quantityNumber';
const [cat, f, t, ...vals] = process.argv.slice(2);
const c = getCategory(cat!)!; const u = (id: string) => c.units.find((x) => x.id === id)!;
for (const v of vals) { const r = convertTyped(parseExact(v)!, u(f!), u(t!)); const s = r && showResult(r, u(t!), { precision: { kind: 'auto' }, format: 'dot' }); console.log(v, '→', s?.text, '|', s?.plain, s?.exact ? '=' : '≈'); }
