import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { readers } from './boxReaders';
import { defaultPrefs, type DisplayPrefs } from '../../src/browser/displayPrefs';
import {
  startModel,
  step,
  view,
  type ConverterPreset,
  type Event,
  type Model,
} from '../../src/browser/converterModel';
import { defaultState } from '../../src/browser/converterState';
import { linkValue, permalinkOf, readPermalink } from '../../src/browser/converterPermalink';
import { restoredEvent } from '../../src/browser/converterRestore';
import { readPermalinkQuery } from '../../src/core/routes';
import { resolveUnitQuery } from '../../src/core/language/spellings';
import type { CategoryRecord } from '../../src/core/types';

const category = (id: string) => categories.find((c) => c.id === id)!;
const LENGTH = [category('length')];
const PAIR: ConverterPreset = { from: 'foot', to: 'meter', text: '10' };

/** A converter restored with nothing stored, its reader loaded, then the events. */
function converter(given: readonly CategoryRecord[], preset?: ConverterPreset, ...events: Event[]): Model {
  const start = startModel({ categories: given, prefs: defaultPrefs(), preset });
  const live = step(step(start, { type: 'restored', conv: start.conv, prefs: start.prefs }), {
    type: 'readers',
    readers,
  });
  return events.reduce(step, live);
}
const link = (m: Model) => permalinkOf(m, view(m));

describe('the permalink: what the address holds', () => {
  it('is the converter page’s address with the value as typed, the units and the choices not at their default', () => {
    const m = converter(LENGTH, undefined, { type: 'text', text: '2.5' });
    expect(link(m)).toEqual({
      path: '/converter/length?v=2.5&from=meter&to=foot',
      kept: true,
      awayFrom: null,
    });
    const choices: DisplayPrefs = { ...defaultPrefs(), precision: { kind: 'decimals', decimals: 2 } };
    expect(link(step(m, { type: 'prefs', prefs: choices })).path).toBe(
      '/converter/length?v=2.5&from=meter&to=foot&p=d2',
    );
    expect(link(converter(LENGTH)).path).toBe('/converter/length?from=meter&to=foot');
  });

  it('links a question by its amount, its units being in the link', () => {
    const m = converter(LENGTH, undefined, { type: 'text', text: '5 ft 3 in' }, { type: 'pause' });
    expect(linkValue(m, view(m))).toBe('5 ft 3 in');
    expect(link(m).path).toBe('/converter/length?v=5%20ft%203%20in&from=foot&to=meter');
  });

  it('keeps a pair page’s own address while it shows its pair, its own value left out', () => {
    const own = converter(LENGTH, PAIR);
    expect(link(own)).toEqual({ path: '/length/foot-to-meter', kept: true, awayFrom: null });
    expect(link(step(own, { type: 'text', text: '12' })).path).toBe('/length/foot-to-meter?v=12');
    // A mixed display the shown unit has no composition for says nothing on the pair's page.
    const mixed = step(own, { type: 'prefs', prefs: { ...defaultPrefs(), mix: 'foot.inch' } });
    expect(link(mixed).path).toBe('/length/foot-to-meter');
  });

  it('on a pair page showing another pair: the converter page’s address, not kept, and the way back', () => {
    const away = converter(LENGTH, PAIR, { type: 'toUnit', id: 'inch' });
    expect(link(away)).toEqual({
      path: '/converter/length?v=10&from=foot&to=inch',
      kept: false,
      awayFrom: { preset: PAIR, categoryId: 'length', pairHref: '/length/foot-to-inch' },
    });
    const back = step(away, { type: 'pair', category: 'length', from: 'foot', to: 'meter' });
    expect(link(back).kept).toBe(true);
  });
});

describe('the permalink: read back', () => {
  const read = (search: string, prefs = defaultPrefs(), ownPair = false) =>
    readPermalink(readPermalinkQuery(search), {
      units: category('length').units,
      prefs,
      ownPair,
      resolveUnit: resolveUnitQuery,
    });

  it('takes units by id, slug or spelling, display choices over the visitor’s, and the value', () => {
    expect(read('?v=3&from=nautical-mile&to=km&p=s4&fmt=space')).toEqual({
      fromUnit: 'nautical_mile',
      toUnit: 'kilometer',
      prefs: { ...defaultPrefs(), precision: { kind: 'significant', digits: 4 }, format: 'space' },
      text: '3',
    });
  });

  it('drops what it cannot read, and the units where the converter shows its page’s own pair', () => {
    expect(read('?from=gallon&to=%3Cscript%3E&p=zz&fmt=roman')).toEqual({ prefs: defaultPrefs() });
    expect(read('?from=inch&to=mile', defaultPrefs(), true)).toEqual({ prefs: defaultPrefs() });
  });

  it('writes a linked plain number in the decimal mark shown', () => {
    const comma = { ...defaultPrefs(), format: 'comma' as const };
    expect(read('?v=1234.5', comma).text).toBe('1234,5');
    expect(read('?v=1234%2C5&fmt=comma').text).toBe('1234,5');
    expect(read('?v=1%2F3%20ft', comma).text).toBe('1/3 ft');
  });

  it.each([
    ['a number', [{ type: 'text', text: '2.5' }]],
    ['a question', [{ type: 'text', text: '5 ft 3 in to cm' }, { type: 'pause' }]],
    [
      'other units and choices',
      [
        { type: 'text', text: '7' },
        { type: 'fromUnit', id: 'mile' },
        {
          type: 'prefs',
          prefs: { ...defaultPrefs(), precision: { kind: 'decimals', decimals: 2 }, format: 'comma' },
        },
      ],
    ],
  ] as [string, Event[]][])('reopens what the converter showed: %s', (_, events) => {
    const shown = converter(LENGTH, undefined, ...events);
    const { path } = link(shown);
    const search = new URL(path!, 'https://example.org').search;
    const start = startModel({ categories: LENGTH, prefs: defaultPrefs() });
    const event = restoredEvent(
      {
        model: start,
        categories: LENGTH,
        stored: defaultState(),
        prefs: defaultPrefs(),
        query: readPermalinkQuery(search),
      },
      { resolveUnit: resolveUnitQuery },
    );
    const reopened = step(step(start, event), { type: 'readers', readers });
    expect(view(reopened).answer.shown?.text).toBe(view(shown).answer.shown?.text);
    expect([reopened.conv.fromUnit, reopened.conv.toUnit]).toEqual([shown.conv.fromUnit, shown.conv.toUnit]);
    expect(reopened.prefs).toEqual(shown.prefs);
    expect(link(reopened).path).toBe(path);
  });
});
