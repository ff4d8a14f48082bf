import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categories, unitSlugs } from '../../src/build-time/catalog';
import { resolvePairSlug } from '../../src/build-time/pairs';
import { joinPairSlug, pairPath, quickConvertHref, quickConvertPath, unitSlug } from '../../src/core/routes';
import { classifyNotFound, converterTitleFromId, pairRouteLabel, resolvePairRoute, slugLookup } from '../../src/browser/notFound';
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
    ['/quick-convert/electric_potential/volt/mV', { kind: 'redirect', to: '/quick-convert/voltage?from=volt&to=mV' }],
    ['/converter/foo_bar', { kind: 'unknown-converter', title: 'Foo Bar Converter' }],
    ['/converter/foo-bar', { kind: 'unknown-converter', title: 'Foo Bar Converter' }],
    ['/converter/Length', { kind: 'redirect', to: '/converter/length' }],
    ['/converter/electric-potential', { kind: 'redirect', to: '/converter/voltage' }],
    ['/unit-page/electric_potential', { kind: 'redirect', to: '/unit-page/voltage' }],
    ['/unit-page/nope', { kind: 'plain' }],
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
    expect(converterTitleFromId('<img src=x onerror=alert(1)>')).toBe('<img Src=x Onerror=alert(1)> Converter');
    expect(converterTitleFromId('x'.repeat(500)).length).toBeLessThan(80);
  });
});

describe('404 page: alias pair routes reach the canonical page', () => {
  it.each([
    ['/metres-to-ft', '/length/meter-to-foot'],
    ['/length/kilometres-to-mi', '/length/kilometer-to-mile'],
    ['/cm-to-inches', '/length/centimeter-to-inch'],
    ['/lbs-to-kg', '/weight/pound-to-kilogram'],
    ['/electric_potential/volt-to-mV', pairPath(categories.find((c) => c.id === 'voltage')!, categories.find((c) => c.id === 'voltage')!.units.find((u) => u.id === 'volt')!, categories.find((c) => c.id === 'voltage')!.units.find((u) => u.symbol === 'mV')!)],
    ['/%6Detres-to-ft', '/length/meter-to-foot'],
  ])('%s → %s', (path, target) => {
    expect(resolvePairRoute(path, site, lookup)).toBe(target);
  });

  it.each([['/metres-to-metres'], ['/foo-to-bar'], ['/length/meter-to-kelvin'], ['/quick-convert/length/meter/nope'], ['/a/b/c-to-d']])('%s → nothing', (path) => {
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
          expect(resolvePairRoute(`/${encodeURIComponent(route)}`, site, lookup), route).toBe(inferred ? pairPath(inferred.category, inferred.from, inferred.to) : null);
        }
      }
      const [a, b] = category.units;
      expect(classifyNotFound(quickConvertPath(category, a!, b!), site)).toEqual({ kind: 'redirect', to: quickConvertHref(category, a!, b!) });
    }
  });

  it('never throws on arbitrary paths', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        for (const path of [`/${a}`, `/${a}-to-${b}`, `/${a}/${b}`, `/quick-convert/${a}/${b}/${a}`, `/converter/${a}`, `/category/${a}`, `/%${a}`]) {
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
