import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categories, unitSlugs } from '../../src/build-time/catalog';
import { resolvePairSlug } from '../../src/build-time/pairs';
import { joinPairSlug, pairPath, quickConvertHref, quickConvertPath, unitSlug } from '../../src/core/routes';
import {
  canonicalPair,
  classifyNotFound,
  converterTitleFromId,
  nearCategory,
  pairRouteLabel,
  resolvePairRoute,
  slugLookup,
  suggestPairRoute,
} from '../../src/browser/notFound';
import { siteIds, slugIndexJson } from '../../src/build-time/slugIndex';

const site = siteIds();
// Round-trip through JSON as the browser gets it.
const lookup = slugLookup(JSON.parse(JSON.stringify(slugIndexJson())));

describe('404 page: what a path shows', () => {
  it.each([
    ['/category/nope', { kind: 'group-not-found' }],
    ['/category/Engineering', { kind: 'redirect', to: '/category/engineering' }],
    ['/quick-convert/nope/meter/foot', { kind: 'category-not-found' }],
    ['/quick-convert/nope', { kind: 'category-not-found' }],
    // A pair's quick-convert address goes to its category's page, which resolves the unit names.
    ['/quick-convert/length/metres/ft', { kind: 'redirect', to: '/quick-convert/length?from=metres&to=ft' }],
    [
      '/quick-convert/electric_potential/volt/mV',
      { kind: 'redirect', to: '/quick-convert/voltage?from=volt&to=mV' },
    ],
    ['/converter/foo_bar', { kind: 'unknown-converter', title: 'Foo Bar Converter' }],
    ['/converter/foo-bar', { kind: 'unknown-converter', title: 'Foo Bar Converter' }],
    ['/converter/Length', { kind: 'redirect', to: '/converter/length' }],
    ['/converter/electric-potential', { kind: 'redirect', to: '/converter/voltage' }],
    ['/unit-page/electric_potential', { kind: 'redirect', to: '/unit-page/voltage' }],
    ['/unit-page/nope', { kind: 'plain' }],
    // Near misses: the page not found, and the page most likely meant.
    [
      '/converter/lenght',
      {
        kind: 'unknown-converter',
        title: 'Lenght Converter',
        suggestion: { href: '/converter/length', label: 'Length Converter' },
      },
    ],
    [
      '/converter/Temprature',
      {
        kind: 'unknown-converter',
        title: 'Temprature Converter',
        suggestion: { href: '/converter/temperature', label: 'Temperature Converter' },
      },
    ],
    [
      '/unit-page/wieght',
      { kind: 'plain', suggestion: { href: '/unit-page/weight', label: 'Weight and Mass Units' } },
    ],
    [
      '/quick-convert/lenght',
      {
        kind: 'category-not-found',
        suggestion: { href: quickConvertHref('length'), label: 'Length Quick Convert' },
      },
    ],
    [
      '/quick-convert/lenght/meter/foot',
      {
        kind: 'category-not-found',
        suggestion: { href: '/quick-convert/length?from=meter&to=foot', label: 'Length Quick Convert' },
      },
    ],
    ['/metres-to-ft', { kind: 'needs-index' }],
    ['/length/kilometres-to-mi/', { kind: 'needs-index' }],
    ['/no/such/page', { kind: 'plain' }],
    ['/nothing-here', { kind: 'plain' }],
    ['/', { kind: 'plain' }],
  ])('%s', (path, view) => {
    expect(classifyNotFound(path, site)).toEqual(view);
  });

  it('builds converter titles from ids and never from markup', () => {
    expect(converterTitleFromId('foo')).toBe('Foo Converter');
    expect(converterTitleFromId('__')).toBe('Converter');
    expect(converterTitleFromId('<img src=x onerror=alert(1)>')).toBe(
      '<img Src=x Onerror=alert(1)> Converter',
    );
    expect(converterTitleFromId('x'.repeat(500)).length).toBeLessThan(80);
  });
});

describe('404 page: alias pair routes reach the canonical page', () => {
  it.each([
    ['/metres-to-ft', '/length/meter-to-foot'],
    ['/length/kilometres-to-mi', '/length/kilometer-to-mile'],
    ['/cm-to-inches', '/length/centimeter-to-inch'],
    ['/lbs-to-kg', '/weight/pound-to-kilogram'],
    [
      '/electric_potential/volt-to-mV',
      pairPath(
        categories.find((c) => c.id === 'voltage')!,
        categories.find((c) => c.id === 'voltage')!.units.find((u) => u.id === 'volt')!,
        categories.find((c) => c.id === 'voltage')!.units.find((u) => u.symbol === 'mV')!,
      ),
    ],
    ['/%6Detres-to-ft', '/length/meter-to-foot'],
  ])('%s → %s', (path, target) => {
    expect(resolvePairRoute(path, site, lookup)).toBe(target);
  });

  it.each([
    ['/metres-to-metres'],
    ['/foo-to-bar'],
    ['/length/meter-to-kelvin'],
    ['/quick-convert/length/meter/nope'],
    ['/a/b/c-to-d'],
  ])('%s → nothing', (path) => {
    expect(resolvePairRoute(path, site, lookup)).toBeNull();
  });

  it('agrees with the build-time resolver for every slug of every unit (against the base or first unit)', () => {
    for (const category of categories) {
      const slugs = [...unitSlugs(category)].filter(([s]) => !s.includes('/'));
      const other = category.units[0]!;
      for (const [slug, unit] of slugs) {
        const target = unit === other ? category.units[1]! : other;
        const routes = [joinPairSlug(slug, unitSlug(target)), joinPairSlug(unitSlug(target), slug)];
        for (const route of routes) {
          const expected = resolvePairSlug(route, category.id);
          const got = resolvePairRoute(`/${category.id}/${encodeURIComponent(route)}`, site, lookup);
          expect(got, route).toBe(expected ? pairPath(expected.category, expected.from, expected.to) : null);
          const inferred = resolvePairSlug(route);
          expect(resolvePairRoute(`/${encodeURIComponent(route)}`, site, lookup), route).toBe(
            inferred ? pairPath(inferred.category, inferred.from, inferred.to) : null,
          );
        }
      }
      const [a, b] = category.units;
      expect(classifyNotFound(quickConvertPath(category, a!, b!), site)).toEqual({
        kind: 'redirect',
        to: quickConvertHref(category, a!, b!),
      });
    }
  });

  it('never throws on arbitrary paths', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        for (const path of [
          `/${a}`,
          `/${a}-to-${b}`,
          `/${a}/${b}`,
          `/quick-convert/${a}/${b}/${a}`,
          `/converter/${a}`,
          `/category/${a}`,
          `/%${a}`,
        ]) {
          classifyNotFound(path, site);
          const to = resolvePairRoute(path, site, lookup);
          if (to !== null) expect(to).toMatch(/^\/[a-z0-9_/-]+$/i);
        }
      }),
      { numRuns: 3000 },
    );
    expect(resolvePairRoute('/__proto__-to-constructor', site, lookup)).toBeNull();
    expect(classifyNotFound('/converter/__proto__', site).kind).toBe('unknown-converter');
  });
});

describe('404 page: did you mean', () => {
  it('takes a category id, alias or name one or two typos away, and nothing further or too short', () => {
    expect(nearCategory(site, 'lenght')).toBe('length');
    expect(nearCategory(site, 'Lenght')).toBe('length');
    expect(nearCategory(site, 'electric-potentail')).toBe('voltage');
    expect(nearCategory(site, 'lengthh')).toBe('length');
    expect(nearCategory(site, 'length')).toBeUndefined(); // not a miss
    expect(nearCategory(site, 'xyzzy')).toBeUndefined();
    expect(nearCategory(site, 'lnght_xx')).toBeUndefined();
    expect(nearCategory(site, 'are')).toBeUndefined();
  });

  it('has a near-miss category for every category id with two letters swapped', () => {
    for (const id of Object.values(site.categories)) {
      if (id.length < 5) continue;
      const typo = id.slice(0, 1) + id[2] + id[1] + id.slice(3);
      if (typo === id || site.categories[typo]) continue;
      const near = nearCategory(site, typo);
      if (near !== undefined) expect(near, typo).toBe(id);
    }
    expect(nearCategory(site, 'tmeperature')).toBe('temperature');
  });

  it.each([
    ['/length/foot-to-meterr', '/length/foot-to-meter', 'foot to meter'],
    ['/lenght/foot-to-metter', '/length/foot-to-meter', 'foot to meter'],
    ['/length/kilometre-to-furlongg', '/length/kilometer-to-furlong', 'kilometer to furlong'],
    ['/celsius-to-farenheit', '/temperature/celsius-to-fahrenheit', 'celsius to fahrenheit'],
    ['/kilogramm-to-pound', '/weight/kilogram-to-pound', 'kilogram to pound'],
  ])('%s → %s', (path, href, label) => {
    expect(resolvePairRoute(path, site, lookup)).toBeNull();
    expect(suggestPairRoute(path, site, lookup)).toEqual({ href, label });
  });

  it.each([['/foo-to-bar'], ['/length/meter-to-kelvin'], ['/length/metre-to-metres'], ['/a/b/c-to-d']])(
    '%s → nothing',
    (path) => {
      expect(suggestPairRoute(path, site, lookup)).toBeNull();
    },
  );
});

describe('404 page: the pair it is opening', () => {
  it.each([
    ['/kg-to-lbs', 'kg to lbs'],
    ['/c-to-f', 'c to f'],
    ['/%C2%B0C-to-%C2%B0F', '°C to °F'],
    ['/length/nautical-mile-to-km/', 'nautical mile to km'],
    ['/quick-convert/weight/kg/lbs', 'kg to lbs'],
    ['/quick-convert/length/square_foot/m', 'square foot to m'],
    ['/quick-convert/length/m', ''],
    ['/no/such/page', ''],
    ['/nothing-here', ''],
    ['/-to-x', ''],
    ['/', ''],
  ])('%s → %j', (path, label) => {
    expect(pairRouteLabel(path)).toBe(label);
  });

  it('names every path the resolver looks up, and keeps long names short', () => {
    for (const path of ['/metres-to-ft', '/length/kilometres-to-mi/']) {
      expect(classifyNotFound(path, site)).toEqual({ kind: 'needs-index' });
      expect(pairRouteLabel(path)).not.toBe('');
    }
    expect(pairRouteLabel(`/${'a'.repeat(500)}-to-${'b'.repeat(500)}`).length).toBeLessThanOrEqual(64);
  });
});

describe('404 page: a pair it draws', () => {
  it('reads every pair of every category from its canonical address, and nothing else', () => {
    for (const c of categories) {
      for (const from of c.units) {
        for (const to of [c.units[0]!, c.units[c.units.length - 1]!]) {
          if (from === to) continue;
          expect(canonicalPair(pairPath(c, from, to), c.units), `${c.id} ${from.id} ${to.id}`).toEqual([
            from,
            to,
          ]);
        }
      }
    }
    const length = categories.find((c) => c.id === 'length')!;
    expect(canonicalPair('/length/m-to-pc', length.units)).toBeNull();
    expect(canonicalPair('/length/meter-to-meter', length.units)).toBeNull();
    expect(canonicalPair('/length/meter-to-banana', length.units)).toBeNull();
  });
});
