import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const url = process.argv[2], out = process.argv[3] ?? '/tmp/s.png', w = +(process.argv[4] ?? 1280), scheme = process.argv[5] ?? 'light';
const p = await b.newPage({ viewport: { width: w, height: 900 }, colorScheme: scheme });
const logs = [];
p.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
p.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
await p.goto(url);
await p.waitForTimeout(1500);
const typed = process.argv[6];
if (typed) { await p.fill('#converter-value', typed); await p.waitForTimeout(800); }
console.log('ready', await p.evaluate(() => document.documentElement.dataset.widgets), await p.locator('[data-converter-ready]').count());
console.log('answer:', await p.locator('[data-testid=converter-answer]').first().textContent());
console.log(logs.join('\n'));
await p.screenshot({ path: out, fullPage: true });
await b.close();
