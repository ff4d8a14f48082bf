/** npx tsx scripts/screenshot.ts <path> [out.png] [--dark] [--phone]: a look at a page of the running site. */
import { chromium } from 'playwright-core';
import { BASE_URL, chromiumLaunchOptions } from '../tests/browser/sharedChromium.ts';

const args = process.argv.slice(2);
const [path = '/', out = '/tmp/shot.png'] = args.filter((a) => !a.startsWith('--'));
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({
  viewport: args.includes('--phone') ? { width: 360, height: 740 } : { width: 1280, height: 900 },
});
if (args.includes('--dark')) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: args.includes('--full') });
await browser.close();
console.log(out);
