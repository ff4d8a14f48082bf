/**
 * npx tsx scripts/icons.ts: renders public/favicon.svg into the app icons the manifest names
 * (public/icons/): 192 and 512 px as drawn, and a 512 px maskable one whose artwork sits inside
 * the central 80 % safe zone on a full-bleed brand background. Run once after the favicon changes;
 * the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/browser/sharedChromium.ts';

const svg = readFileSync('public/favicon.svg', 'utf8');
const brand = /<rect\b[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#1967d2';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** size: the PNG's side; art: the artwork's share of it; fill: the background behind it. */
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, art: 1, fill: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, art: 1, fill: 'transparent' },
  // A mask may cut anything outside a circle of 40 % radius: the favicon fits in 0.7 of the side.
  { file: 'public/icons/icon-maskable-512.png', size: 512, art: 0.7, fill: brand },
];

const browser = await chromium.launch(chromiumLaunchOptions());
for (const { file, size, art, fill } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const side = Math.round(size * art);
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
      `<img src="${dataUrl}" width="${side}" height="${side}" alt=""></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await page.screenshot({ path: file, omitBackground: fill === 'transparent' });
  await page.close();
  console.log(file);
}
await browser.close();
