/**
 * npx tsx scripts/icons.ts: renders public/favicon.svg into the app icons the manifest names
 * (public/icons/): 192 and 512 px as drawn, and a 512 px maskable one whose artwork sits inside
 * the central 80 % safe zone on a full-bleed brand background; and public/favicon.ico, 32 px,
 * which browsers and crawlers find where a page links no icon (pages link the SVG once they
 * have painted). Run once after the favicon changes; the files are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
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
  { file: 'public/favicon.ico', size: 32, art: 1, fill: 'transparent' },
];

/** An ICO file holding one PNG image (as browsers have read since Windows Vista's icons). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch(chromiumLaunchOptions());
for (const { file, size, art, fill } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const side = Math.round(size * art);
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
      `<img src="${dataUrl}" width="${side}" height="${side}" alt=""></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const png = await page.screenshot({ omitBackground: fill === 'transparent' });
  writeFileSync(file, file.endsWith('.ico') ? icoOf(png, size) : png);
  await page.close();
  console.log(file);
}
await browser.close();
