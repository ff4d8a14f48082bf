import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:4500';
const list = process.argv.slice(2);
for (const spec of list) {
  const [path, w, scheme, name] = spec.split('|');
  const p = await b.newPage({ viewport: { width: +w, height: 900 }, colorScheme: scheme });
  await p.goto(base + path);
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
  await p.close();
}
await b.close();
