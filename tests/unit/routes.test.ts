import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  categoryLessPairPath,
  converterPath,
  groupPath,
  HOME_PATH,
  joinPairSlug,
  pairPath,
  parseRoute,
  quickConvertHref,
  quickConvertPairOf,
  quickConvertPath,
  readPermalinkQuery,
  permalinkQuery,
  categoryDataPath,
  ingredientPath,
  splitPairSlug,
  STATIC_PATHS,
  unitPagePath,
  unitPairSlug,
  unitSlug,
} from '../../src/core/routes';
import { categories, groups } from '../../src/build-time/catalog';
import { allPairs } from '../../src/build-time/pairs';

describe('building paths', () => {
  it('spells every route family', () => {
    expect(HOME_PATH).toBe('/');
    expect(pairPath('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer')).toBe(
      '/fuel_consumption/mile-per-gallon-us-to-liter-per-100-kilometer',
    );
    expect(categoryLessPairPath('cm-to-inches')).toBe('/cm-to-inches');
    expect(quickConvertPath('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer')).toBe(
      '/quick-convert/fuel_consumption/mile_per_gallon_us/liter_per_100_kilometer',
    );
    expect(quickConvertHref('fuel_consumption', 'mile_per_gallon_us', 'liter_per_100_kilometer')).toBe(
      '/quick-convert/fuel_consumption?from=mile_per_gallon_us&to=liter_per_100_kilometer',
    );
    expect(quickConvertHref('length')).toBe('/quick-convert/length');
    expect(converterPath('length')).toBe('/converter/length');
    expect(converterPath('length', { from: 'meter', to: 'foot' })).toBe(
      '/converter/length?from=meter&to=foot',
    );
    expect(converterPath('length', { to: 'foot' })).toBe('/converter/length?to=foot');
    expect(unitPagePath('length')).toBe('/unit-page/length');
    expect(groupPath('common')).toBe('/category/common');
  });

  it('takes ids or records alike', () => {
    for (const p of allPairs()) {
      expect(pairPath(p.category, p.from, p.to)).toBe(pairPath(p.category.id, p.from.id, p.to.id));
      expect(quickConvertPath(p.category, p.from, p.to)).toBe(
        quickConvertPath(p.category.id, p.from.id, p.to.id),
      );
    }
  });

  it('unit slugs are ids with hyphens; pair slugs join them with -to-', () => {
    expect(unitSlug('foot_us_survey')).toBe('foot-us-survey');
    expect(unitSlug({ id: 'meter' })).toBe('meter');
    expect(unitPairSlug({ id: 'nautical_mile' }, 'kilometer')).toBe('nautical-mile-to-kilometer');
    expect(joinPairSlug('km', 'miles')).toBe('km-to-miles');
  });

  it('encodes permalink query values, and reading them decodes', () => {
    const path = converterPath('length', { from: 'a&b=c', to: 'x y/ü?#' });
    expect(path).toBe('/converter/length?from=a%26b%3Dc&to=x%20y%2F%C3%BC%3F%23');
    const url = new URL(path, 'https://e.org');
    const none = {
      ingredient: null,
      value: null,
      from: null,
      to: null,
      precision: null,
      format: null,
      mix: null,
      denominator: null,
    };
    expect(readPermalinkQuery(url.search)).toEqual({ ...none, from: 'a&b=c', to: 'x y/ü?#' });
    expect(readPermalinkQuery('')).toEqual(none);
  });

  it('a permalink carries the whole state in a fixed key order, and reads back', () => {
    const state = {
      denominator: '16',
      value: '5 ft 3 in',
      to: 'centimeter',
      from: 'foot',
      precision: 's4',
      format: 'comma',
      mix: 'foot.inch',
    };
    const path = converterPath('length', state);
    expect(path).toBe(
      '/converter/length?v=5%20ft%203%20in&from=foot&to=centimeter&p=s4&fmt=comma&mix=foot.inch&den=16',
    );
    expect(readPermalinkQuery(new URL(path, 'https://e.org').search)).toEqual({ ...state, ingredient: null });
    expect(permalinkQuery({ value: '', precision: 'auto' })).toBe('?p=auto');
    expect(permalinkQuery({})).toBe('');
  });

  it('an ingredient’s converter is the kitchen converter showing it; a popular ingredient has a page', () => {
    const path = converterPath('ingredient-all_purpose_flour', { value: '2', from: 'cup_us', to: 'gram' });
    expect(path).toBe('/kitchen?ingredient=all_purpose_flour&v=2&from=cup_us&to=gram');
    expect(readPermalinkQuery(new URL(path, 'https://e.org').search)).toMatchObject({
      ingredient: 'all_purpose_flour',
      value: '2',
    });
    expect(ingredientPath('brown_sugar')).toBe('/kitchen/brown-sugar');
    expect(parseRoute('/kitchen')).toEqual({ kind: 'static', page: 'kitchen' });
    expect(parseRoute('/kitchen/brown-sugar')).toEqual({ kind: 'ingredient', slug: 'brown-sugar' });
    expect(parseRoute('/kitchen/a/b').kind).toBe('unknown');
  });

  it('overlong or malformed query values are dropped, never thrown', () => {
    expect(readPermalinkQuery(`?v=${'9'.repeat(201)}&p=d2`)).toMatchObject({ value: null, precision: 'd2' });
    // Malformed escapes come back as text (the page validates every value before use).
    expect(readPermalinkQuery('?v=%E0%A4%A&from=%')).toMatchObject({ value: '\ufffd%A', from: '%' });
  });

  it('a category data file sits at one path', () => {
    expect(categoryDataPath({ id: 'length' })).toBe('/data/length.txt');
  });
});

describe('parsing paths', () => {
  it('round-trips every family', () => {
    for (const c of categories) {
      expect(parseRoute(converterPath(c))).toEqual({ kind: 'converter', category: c.id });
      expect(parseRoute(unitPagePath(c))).toEqual({ kind: 'unit-page', category: c.id });
      expect(parseRoute(quickConvertHref(c))).toEqual({ kind: 'quick-convert-page', category: c.id });
    }
    for (const g of groups) expect(parseRoute(groupPath(g))).toEqual({ kind: 'group', group: g.id });
    for (const p of allPairs()) {
      const slug = unitPairSlug(p.from, p.to);
      expect(parseRoute(pairPath(p.category, p.from, p.to))).toEqual({
        kind: 'pair',
        category: p.category.id,
        slug,
      });
      expect(parseRoute(categoryLessPairPath(slug))).toEqual({ kind: 'category-less-pair', slug });
      expect(parseRoute(quickConvertPath(p.category, p.from, p.to))).toEqual({
        kind: 'quick-convert',
        category: p.category.id,
        from: p.from.id,
        to: p.to.id,
      });
      expect(splitPairSlug(slug)).toContainEqual([unitSlug(p.from), unitSlug(p.to)]);
    }
    for (const [page, path] of Object.entries(STATIC_PATHS)) {
      expect(parseRoute(path)).toEqual({ kind: 'static', page });
      expect(parseRoute(`${path}/`.replace('//', '/'))).toEqual({ kind: 'static', page });
    }
    expect(parseRoute('/404.html')).toEqual({ kind: 'static', page: 'notFound' });
  });

  it('reads the pair a quick-convert address names, from its path or its query', () => {
    expect(quickConvertPairOf('/quick-convert/length/meter/foot', '')).toEqual({ from: 'meter', to: 'foot' });
    expect(quickConvertPairOf('/quick-convert/length/', '?from=cm&to=in&v=3')).toEqual({
      from: 'cm',
      to: 'in',
    });
    expect(quickConvertPairOf('/quick-convert/length', '?from=cm')).toBeNull();
    expect(quickConvertPairOf('/quick-convert/length', '')).toBeNull();
    expect(quickConvertPairOf('/converter/length', '?from=meter&to=foot')).toBeNull();
    for (const p of allPairs().slice(0, 500)) {
      const href = new URL(quickConvertHref(p.category, p.from, p.to), 'http://x');
      expect(quickConvertPairOf(href.pathname, href.search)).toEqual({ from: p.from.id, to: p.to.id });
    }
  });

  it('ignores a trailing slash and decodes segments', () => {
    expect(parseRoute('/length/meter-to-foot/')).toEqual({
      kind: 'pair',
      category: 'length',
      slug: 'meter-to-foot',
    });
    expect(parseRoute('/%C2%B0C-to-%C2%B0F')).toEqual({ kind: 'category-less-pair', slug: '°C-to-°F' });
  });

  it('anything else is unknown, with its segments', () => {
    for (const path of [
      '/converter',
      '/converter/a/b',
      '/quick-convert/length/meter',
      '/category',
      '/unit-page/a/b',
      '/no-such-page',
      '/a/b/c-to-d',
      '/about/x',
    ]) {
      expect(parseRoute(path).kind, path).toBe('unknown');
    }
    expect(parseRoute('/a/b')).toEqual({ kind: 'unknown', segments: ['a', 'b'] });
  });

  it('splits a pair slug at every -to-, so unit slugs may contain "to"', () => {
    expect(splitPairSlug('tonne-to-ton-to-kilogram')).toEqual([
      ['tonne', 'ton-to-kilogram'],
      ['tonne-to-ton', 'kilogram'],
    ]);
    expect(splitPairSlug('meter-to-foot')).toEqual([['meter', 'foot']]);
    expect(splitPairSlug('-to-foot')).toEqual([]);
    expect(splitPairSlug('meter-to-')).toEqual([]);
    expect(splitPairSlug('meter')).toEqual([]);
    // A separator at the very start is no split, but the search goes on past it.
    expect(splitPairSlug('-to-0-to--')).toEqual([['-to-0', '-']]);
  });

  it('every split of a joined slug rejoins to it', () => {
    const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(slug, slug, (a, b) => {
        const joined = joinPairSlug(a, b);
        const splits = splitPairSlug(joined);
        expect(splits).toContainEqual([a, b]);
        for (const [x, y] of splits) expect(joinPairSlug(x, y)).toBe(joined);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('outside text in permalinks', () => {
  it('half an emoji in the value is written as U+FFFD instead of throwing', () => {
    expect(permalinkQuery({ value: '5\ud83d' })).toBe('?v=5%EF%BF%BD');
  });
  it('values read from an address lose bidirectional controls', () => {
    expect(readPermalinkQuery('?v=%E2%80%AE5%20ft&from=foot').value).toBe('5 ft');
  });
});
