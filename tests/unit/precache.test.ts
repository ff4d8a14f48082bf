import { describe, expect, it } from 'vitest';
import { buildVersion, precacheEntries, precacheUrl } from '../../src/integrations/serviceWorker/precache';

/** A dist/ listing with one of everything the build writes. */
const DIST = [
  'index.html',
  '404.html',
  'sitemap/index.html',
  'slug-index.json',
  'site-ids.json',
  'search-index.json',
  'catalog.json',
  'manifest.webmanifest',
  'favicon.svg',
  'favicon.ico',
  'icons/icon-192.png',
  'icons/icon-maskable-512.png',
  'robots.txt',
  'sitemap-0.xml',
  'converter/length/index.html',
  'converter/temperature/index.html',
  'data/length.txt',
  'data/temperature.txt',
  'data/length.json',
  'data/length.descriptions.json',
  '_astro/Converter.abc123.js',
  '_astro/index.def456.css',
  '_astro/pairPage.entry.789.js',
  '_astro/font.woff2',
  '_astro/x.js.map',
  'quick-convert/length/index.html',
  'quick-convert/length/meter/foot/index.html',
  'calculator/index.html',
  'kitchen/index.html',
  'kitchen/butter/index.html',
  'about/index.html',
  'privacy/index.html',
  'terms/index.html',
  'unit-page/length/index.html',
  'category/common/index.html',
  'length/index.html',
  'length/meter-to-foot/index.html',
  'meter-to-foot/index.html',
  'unit/meter/index.html',
  'test-ads/js/stand-in.js',
  'test-ads/slots/index.html',
  'sw.js',
];

describe('the precache list', () => {
  const urls = precacheEntries(DIST).map((e) => e.url);

  it('holds every page but the pair pages in its page-key form, the 404 page (it draws pairs), the data, bundles, indexes and icons', () => {
    expect(urls).toEqual([
      '/',
      '/404.html',
      '/_astro/Converter.abc123.js',
      '/_astro/index.def456.css',
      '/_astro/pairPage.entry.789.js',
      '/about',
      '/calculator',
      '/category/common',
      '/converter/length',
      '/converter/temperature',
      '/data/length.descriptions.json',
      '/data/length.json',
      '/data/length.txt',
      '/data/temperature.txt',
      '/favicon.ico',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/icons/icon-maskable-512.png',
      '/kitchen',
      '/kitchen/butter',
      '/manifest.webmanifest',
      '/privacy',
      '/quick-convert/length',
      '/search-index.json',
      '/site-ids.json',
      '/sitemap',
      '/slug-index.json',
      '/terms',
      '/unit-page/length',
    ]);
  });

  it('leaves out per-pair pages (both forms and quick-convert), the ad stand-ins, the worker itself and big extras', () => {
    for (const url of [
      '/length/meter-to-foot',
      '/meter-to-foot',
      '/quick-convert/length/meter/foot',
      '/test-ads/js/stand-in.js',
      '/test-ads/slots',
      '/sw.js',
      '/catalog.json',
      '/unit/meter',
      '/length',
    ]) {
      expect(urls).not.toContain(url);
    }
    expect(precacheUrl('quick-convert/length/meter/foot/index.html')).toBeNull();
    expect(precacheUrl('converter/length/extra/index.html')).toBeNull();
    expect(precacheUrl('kitchen/butter/extra/index.html')).toBeNull();
  });

  it('keeps each URL with the file it is built from', () => {
    expect(precacheEntries(DIST).find((e) => e.url === '/converter/length')?.file).toBe(
      'converter/length/index.html',
    );
    expect(precacheEntries(DIST).find((e) => e.url === '/')?.file).toBe('index.html');
    expect(precacheEntries(DIST).find((e) => e.url === '/kitchen/butter')?.file).toBe(
      'kitchen/butter/index.html',
    );
  });
});

describe('the build version', () => {
  const entries = precacheEntries(DIST);
  const contents = new Map(DIST.map((f) => [f, `contents of ${f}`]));
  const version = (read = (f: string) => contents.get(f)!, worker = 'worker v1') =>
    buildVersion(entries, read, worker);

  it('is stable for the same build', () => {
    expect(version()).toMatch(/^[0-9a-f]{16}$/);
    expect(version()).toBe(version());
  });

  it('changes when a precached file changes, or the worker code does', () => {
    const changed = (file: string) => version((f) => (f === file ? 'new contents' : contents.get(f)!));
    expect(changed('_astro/Converter.abc123.js')).not.toBe(version());
    expect(changed('converter/length/index.html')).not.toBe(version());
    expect(changed('data/length.txt')).not.toBe(changed('converter/length/index.html'));
    expect(version(undefined, 'worker v2')).not.toBe(version());
  });

  it('ignores files that are not precached', () => {
    expect(
      version((f) => (f === 'length/meter-to-foot/index.html' ? 'new contents' : contents.get(f)!)),
    ).toBe(version());
  });

  it('changes when a file is added to the precache', () => {
    const more = precacheEntries([...DIST, 'converter/weight/index.html']);
    expect(buildVersion(more, (f) => contents.get(f) ?? 'x', 'worker v1')).not.toBe(version());
  });
});
