import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { readers } from './boxReaders';
import { defaultPrefs } from '../../src/browser/displayPrefs';
import {
  currentEntry,
  readingOf,
  startModel,
  step,
  typedText,
  view,
  type ConverterPreset,
  type Event,
  type Model,
} from '../../src/browser/converterModel';
import { exactValueText } from '../../src/core/quantityResult';
import { formatAmount } from '../../src/core/numberFormat';
import type { CategoryRecord } from '../../src/core/types';
import { ingredients } from '../../src/generated/ingredients';
import { ingredientCategory } from '../../src/core/ingredientCategory';
import { ingredientOfCategory } from '../../src/core/ingredients';
import { pairFacts, pairFormula } from '../../src/core/pairFormula';
import { calculatedView } from '../../src/core/calculatedView';
import { answerView } from '../../src/core/answerView';
import { amountValue } from '../../src/browser/converterState';
import { formatMixed } from '../../src/core/mixedUnits';
import { calculationText } from '../../src/core/language/answerText';
import { sentenceSign } from '../../src/core/numberFormat';
import { decodeCategories } from '../../src/core/islandCodec';
import { pairUnitsText } from '../../src/core/pairWidgetData';
import { englishText } from '../../src/build-time/interfaceText';

const category = (id: string) => categories.find((c) => c.id === id)!;
const unit = (c: CategoryRecord, id: string) => c.units.find((u) => u.id === id)!;
const HOME = ['length', 'temperature', 'area', 'volume', 'weight', 'time'].map(category);

/** A converter offering `offered`, restored with nothing stored, its reader loaded. */
function converter(offered: readonly CategoryRecord[] = HOME, preset?: ConverterPreset): Model {
  const start = startModel({ categories: offered, prefs: defaultPrefs(), preset });
  return step(step(start, { type: 'restored', conv: start.conv, prefs: start.prefs }), {
    type: 'readers',
    readers,
  });
}
const run = (m: Model, ...events: Event[]) => events.reduce(step, m);
/** Types text key by key, as a visitor does, loading each category the reading asks for when it asks. */
function typeKeys(m: Model, text: string, seen: (m: Model, typed: string) => void = () => {}): Model {
  let at = m;
  for (let i = 1; i <= text.length; i++) {
    at = loadWhatIsNeeded(step(at, { type: 'text', text: text.slice(0, i) }));
    seen(at, text.slice(0, i));
  }
  return at;
}
function loadWhatIsNeeded(m: Model): Model {
  const needs = view(m).needs;
  return needs?.category ? step(m, { type: 'record', category: category(needs.category) }) : m;
}
const where = (m: Model) => `${m.conv.category}: ${m.conv.fromUnit} -> ${m.conv.toUnit}`;
/** The answer line as ConverterAnswer renders it from the view, and the mixed-unit line under it. */
function answerLines(m: Model): { line: string; mixed: string | null; copy: string } {
  const { answer: a } = view(m);
  const shown = a.calculated
    ? calculatedView(a.calculated)
    : answerView({
        from: a.from,
        to: a.to,
        typed: a.typed,
        amount: a.amount,
        exactResult: a.exactResult,
        shown: a.shown,
        error: a.error !== null,
        fromValue: amountValue(a.conv.fromValue),
        prefs: m.prefs,
        exactView: false,
      });
  const mixed = shown.mixed && `${shown.mixed.exact ? '=' : '≈'} ${shown.mixed.text}`;
  return { line: `${shown.lead}${shown.result}${shown.unit}`, mixed, copy: shown.copy };
}
const line = (m: Model) => answerLines(m).line;
const answer = (m: Model) => {
  const v = view(m);
  return `${v.status} ${v.answer.shown?.text ?? ''} ${v.answer.to?.symbol ?? ''}`.trim();
};

describe('the converter model: what a text moves', () => {
  it('reads a plain number at once, before any reader has loaded', () => {
    const start = startModel({ categories: HOME, prefs: defaultPrefs() });
    const m = step(start, { type: 'text', text: '2.5' });
    expect(m.conv.fromValue).toBe('5/2');
    expect(answer(m)).toMatch(/^answer 8\.2/);
  });

  it('says it is reading, and moves nothing, while the reader loads', () => {
    const start = startModel({ categories: HOME, prefs: defaultPrefs() });
    const m = step(start, { type: 'text', text: '10 km' });
    expect(view(m).status).toBe('reading');
    expect(view(m).needs).toEqual({ readers: true, category: null });
    expect(view(m).answer.shown).toBeNull();
    expect(where(m)).toBe(where(start));
    const loaded = step(m, { type: 'readers', readers });
    expect(where(run(loaded, { type: 'pause' }))).toBe('length: kilometer -> foot');
  });

  it.each([
    ['0 dBm to mW', 'power_level: decibel_milliwatt -> milliwatt', 'mW'],
    ['1 GB to MB', 'data_storage: gigabyte -> megabyte', 'MB'],
    ['1 bar to Pa', 'pressure: bar -> pascal', 'Pa'],
    ['100 km/h in mph', 'speed: kilometer_per_hour -> mile_per_hour', 'mph'],
    ['72 f in c', 'temperature: fahrenheit -> celsius', '°C'],
    ['5 ft 3 in to cm', 'length: foot -> centimeter', 'cm'],
  ])(
    'typed key by key on home, %j moves the converter only for a complete reading and ends on its answer',
    (text, pair, symbol) => {
      const start = converter();
      const moves: string[] = [];
      let before = where(start);
      const end = typeKeys(start, text, (m, typed) => {
        if (where(m) !== before) moves.push(`${typed} => ${where(m)}`);
        before = where(m);
      });
      // Every move on the way was made by a reading that did not end inside a longer spelling.
      for (const move of moves) expect(readers.continues(move.split(' => ')[0]!), move).toBe(false);
      const settled = run(end, { type: 'pause' });
      expect(where(settled)).toBe(pair);
      expect(view(settled).status).toBe('answer');
      expect(view(settled).answer.to?.symbol).toBe(symbol);
    },
  );

  it.each(['5 km in', '5 km in mi', '100 km/h in', '12 kg', '1 cup of flour in', '72 f in c', '5 ft 3 in'])(
    'shows for %j typed key by key what it shows with the reader there from the start, whenever the reader arrives',
    (text) => {
      /** Key by key on a fresh home, the reader arriving after key `arrivesAfter` (0: before the first). */
      const typed = (arrivesAfter: number) => {
        const start = startModel({ categories: HOME, prefs: defaultPrefs() });
        let m = step(start, { type: 'restored', conv: start.conv, prefs: start.prefs });
        if (arrivesAfter === 0) m = step(m, { type: 'readers', readers });
        for (let i = 1; i <= text.length; i++) {
          m = step(m, { type: 'text', text: text.slice(0, i) });
          if (i === arrivesAfter) m = step(m, { type: 'readers', readers });
          for (let loads = 0; loads < 3 && view(m).needs?.category; loads++)
            m = step(m, { type: 'record', category: recordFor(view(m).needs!.category!) });
        }
        return `${where(m)} | ${answer(m)} | ${line(m)}`;
      };
      const fromTheStart = typed(0);
      for (let after = 1; after <= text.length; after++)
        expect(typed(after), `after key ${after}`).toBe(fromTheStart);
    },
  );

  it.each(['1 cup of', '2 kg of '])(
    'calls %j, an ingredient on its way, not finished (never °F), also after a pause',
    (text) => {
      const m = step(typeKeys(converter(), text), { type: 'pause' });
      expect(view(m).textError?.kind).toBe('incomplete');
    },
  );

  it('shows a reading of its own category not taken yet quietly, and keeps the last answer while one of another waits', () => {
    const m = typeKeys(converter(), '0 d');
    expect(view(m).status).toBe('waiting');
    expect(where(m)).toBe('length: meter -> foot');
    expect(view(m).category?.id).toBe('length');
    expect(view(m).answer.category?.id).toBe('length');
    expect(where(step(m, { type: 'pause' }))).toBe('length: meter -> foot');
    expect(where(step(m, { type: 'settle' }))).toBe(
      'time: day -> hour'.replace('hour', step(m, { type: 'settle' }).conv.toUnit),
    );
    const grams = typeKeys(converter([category('weight')]), '10 g');
    expect(view(grams).status).toBe('tentative');
    expect(where(step(grams, { type: 'pause' }))).toMatch(/^weight: gram -> /);
  });

  it('answers a question of a category the page does not offer, once that category has loaded', () => {
    const speed = converter([category('speed')]);
    const asked = step(speed, { type: 'text', text: '1 bar to Pa' });
    expect(view(asked).needs).toEqual({ readers: false, category: 'pressure' });
    const loaded = run(asked, { type: 'record', category: category('pressure') }, { type: 'pause' });
    expect(where(loaded)).toBe('pressure: bar -> pascal');
    expect(answer(loaded)).toBe('answer 100,000 Pa');
    // A category that cannot be loaded (offline) leaves the converter as it is, never 'Reading…'
    // for good: the language's own answer is shown.
    const offline = step(asked, { type: 'recordFailed', id: 'pressure' });
    expect(view(offline).status).toBe('answer');
    expect(line(offline)).toBe('1 bar = 100,000 Pa');
    expect(where(offline)).toBe(where(speed));
  });
});

describe('the converter model: tabs whose units come later', () => {
  const IDS = HOME.map((c) => c.id);
  /** Home as built: six tabs offered, the first one's units at hand. */
  const home = () => {
    const start = startModel({ categories: [category('length')], prefs: defaultPrefs(), offered: IDS });
    return step(step(start, { type: 'restored', conv: start.conv, prefs: start.prefs }), {
      type: 'readers',
      readers,
    });
  };

  it('moves to a tab once its units have arrived, and not before', () => {
    const asked = step(home(), { type: 'category', id: 'temperature' });
    expect(where(asked)).toBe(where(home()));
    expect(view(asked).needs).toEqual({ readers: false, category: 'temperature' });
    const moved = step(asked, { type: 'record', category: category('temperature') });
    expect(moved.conv.category).toBe('temperature');
    expect(view(moved).needs).toBeNull();
    // Offline: the tab stays where it was, and nothing is left waiting.
    const offline = step(asked, { type: 'recordFailed', id: 'temperature' });
    expect([where(offline), view(offline).needs]).toEqual([where(home()), null]);
  });

  it('opens a tab asked for with the number typed before its units arrived', () => {
    const m = run(
      home(),
      { type: 'category', id: 'weight' },
      { type: 'text', text: '3' },
      { type: 'record', category: category('weight') },
    );
    expect([m.conv.category, m.text, m.prefilled, view(m).answer.typed.kind]).toEqual([
      'weight',
      '3',
      false,
      'value',
    ]);
    expect(view(m).needs).toBeNull();
  });

  it('drops a tab asked for when the visitor types more than a number before its units arrive: the reading decides', () => {
    const m = run(
      home(),
      { type: 'category', id: 'weight' },
      { type: 'text', text: '3 ft' },
      { type: 'record', category: category('weight') },
    );
    expect([m.conv.category, m.text]).toEqual(['length', '3 ft']);
  });

  it('drops a history entry asked for when the visitor types before its category arrives', () => {
    const entry = {
      category: 'weight',
      from: { unit: 'kilogram', value: '2' },
      to: { unit: 'pound', value: '4.40924' },
      timestamp: 1,
    };
    const asked = step(home(), { type: 'restore', entry });
    const m = run(asked, { type: 'text', text: '3' }, { type: 'record', category: category('weight') });
    expect([m.conv.category, m.text]).toEqual(['length', '3']);
  });

  it('reads more than a number only with every tab’s units, so that a reading never depends on which tab was opened', () => {
    const typed = step(home(), { type: 'text', text: '1 oz' });
    expect(view(typed).status).toBe('reading');
    const loaded = HOME.slice(1).reduce((m, c) => step(m, { type: 'record', category: c }), typed);
    expect(view(loaded).status).not.toBe('reading');
    const all = step(converter(), { type: 'text', text: '1 oz' });
    expect(where(step(loaded, { type: 'pause' }))).toBe(where(step(all, { type: 'pause' })));
  });
});

describe('the converter model: the visitor’s text counts', () => {
  it('marks a preset value as not typed, so that the first focus selects it and typing replaces it', () => {
    const pair = converter([category('temperature')], { from: 'fahrenheit', to: 'celsius', text: '10' });
    expect(pair.prefilled).toBe(true);
    const typed = step(pair, { type: 'text', text: '72' });
    expect(typed.prefilled).toBe(false);
    expect(typed.conv.fromValue).toBe('72');
  });

  it('keeps text typed before the stored state arrived, and takes only the stored history and choices', () => {
    const start = startModel({ categories: HOME, prefs: defaultPrefs() });
    const typed = step(start, { type: 'text', text: '72' });
    const stored = {
      ...start.conv,
      category: 'temperature',
      fromUnit: 'celsius',
      toUnit: 'fahrenheit',
      fromValue: '5',
    };
    const history = [
      {
        from: { unit: 'foot', value: '1' },
        to: { unit: 'meter', value: '0.3048' },
        category: 'length',
        timestamp: 1,
      },
    ];
    const prefs = { ...defaultPrefs(), precision: { kind: 'significant', digits: 3 } as const };
    const m = step(typed, { type: 'restored', conv: { ...stored, history }, prefs, text: '5' });
    expect([m.text, m.conv.fromValue, where(m)]).toEqual(['72', '72', where(start)]);
    expect(m.conv.history).toEqual(history);
    expect(m.prefs).toBe(prefs);
    // With nothing typed, the stored state is what comes back.
    const untouched = step(start, { type: 'restored', conv: stored, prefs, text: '5' });
    expect([untouched.text, where(untouched)]).toEqual(['5', 'temperature: celsius -> fahrenheit']);
  });

  it('records a conversion when the visitor settles on it, never on typing or a pause, and keeps it as typed', () => {
    let m = typeKeys(converter(), '5 ft 3 in');
    m = step(m, { type: 'pause' });
    expect(m.conv.history).toEqual([]);
    m = step(m, { type: 'settle' });
    expect(m.conv.history.map((h) => [h.typed, h.from.unit, h.from.value])).toEqual([
      ['5 ft 3 in', 'foot', '21/4'],
    ]);
    // Settling again without typing records nothing new.
    expect(step(m, { type: 'settle' }).settled?.seq).toBe(m.settled?.seq);
  });

  it('records what was settled on before the reader came, once it has read it', () => {
    const start = startModel({ categories: HOME, prefs: defaultPrefs() });
    const m = run(start, { type: 'text', text: '5 ft 3 in' }, { type: 'settle' });
    expect(m.conv.history).toEqual([]);
    const read = step(m, { type: 'readers', readers });
    expect(read.conv.history.map((h) => h.typed)).toEqual(['5 ft 3 in']);
    expect(where(read)).toBe('length: foot -> meter');
  });

  it('records Copy and a unit picked at once, and nothing for an empty box', () => {
    const m = step(converter(), { type: 'text', text: '3' });
    expect(step(m, { type: 'use' }).conv.history).toHaveLength(1);
    expect(step(m, { type: 'toUnit', id: 'inch' }).conv.history[0]?.to.unit).toBe('inch');
    expect(step(converter(), { type: 'settle' }).conv.history).toEqual([]);
  });

  it('keeps the text as typed for storage only while the converter shows what it says', () => {
    const feet = run(converter(), { type: 'text', text: `5'11" in cm` }, { type: 'pause' });
    expect([typedText(feet), where(feet), feet.conv.fromValue]).toEqual([
      `5'11" in cm`,
      'length: foot -> centimeter',
      '71/12',
    ]);
    // Reopened from storage, the same text reads as the same conversion.
    const reopened = step(converter(), {
      type: 'restored',
      conv: { ...feet.conv, typed: typedText(feet) },
      prefs: feet.prefs,
      text: typedText(feet),
    });
    expect([reopened.text, where(reopened), reopened.conv.fromValue]).toEqual([
      `5'11" in cm`,
      'length: foot -> centimeter',
      '71/12',
    ]);
    expect(typedText(step(feet, { type: 'text', text: '100 k' }))).toBeUndefined();
    expect(typedText(step(feet, { type: 'toText', text: '3' }))).toBeUndefined();
  });

  it('records zero and negative values as any other, and nothing for an empty box', () => {
    const zero = run(converter([category('temperature')]), { type: 'text', text: '0' }, { type: 'settle' });
    expect(zero.conv.history.map((h) => [h.from.value, h.to.value])).toEqual([['0', '32']]);
    const level = run(converter([category('power_level')]), { type: 'text', text: '0' }, { type: 'settle' });
    expect(level.conv.history).toHaveLength(1);
    expect(currentEntry(level)?.from.value).toBe('0');
    const negative = run(
      converter([category('temperature')]),
      { type: 'text', text: '-40' },
      { type: 'settle' },
    );
    expect(negative.conv.history.map((h) => h.to.value)).toEqual(['-40']);
    const cleared = run(zero, { type: 'text', text: '' }, { type: 'settle' });
    expect(cleared.conv.history).toHaveLength(1);
  });

  it('brings a history entry back as it was typed', () => {
    const m = run(typeKeys(converter(), '5 ft 3 in'), { type: 'settle' }, { type: 'text', text: '' });
    const back = step(m, { type: 'restore', entry: m.conv.history[0]! });
    expect(back.text).toBe('5 ft 3 in');
    expect(where(back)).toBe('length: foot -> meter');
    expect(currentEntry(back)?.typed).toBe('5 ft 3 in');
  });

  it('never shows X = X: picking one side’s unit for the other swaps them', () => {
    const m = step(converter([category('temperature')]), { type: 'text', text: '72' });
    const [from, to] = [m.conv.fromUnit, m.conv.toUnit];
    expect(where(step(m, { type: 'toUnit', id: from }))).toBe(`temperature: ${to} -> ${from}`);
    expect(where(step(m, { type: 'fromUnit', id: to }))).toBe(`temperature: ${to} -> ${from}`);
  });

  it('keeps the number and drops a typed unit when a unit is picked by hand', () => {
    const m = run(typeKeys(converter(), '10 km'), { type: 'pause' }, { type: 'fromUnit', id: 'mile' });
    expect(m.text).toBe('10');
    expect(where(m)).toBe('length: mile -> mile'.replace(/mile$/, m.conv.toUnit));
  });

  it('converts text typed in the To box back into the From side', () => {
    const m = step(converter([category('length')]), { type: 'toText', text: '1' });
    expect(m.text).toBe('0.3048');
    expect(view(m).toText).toBe('1');
    expect(readingOf(m).status).toBe('value');
    // From now shows a value the visitor did not type there: a tap on it selects it.
    expect(m.prefilled).toBe(true);
  });

  it('reads the To box from the pair it had when typing there began: a unit passed on the way moves nothing', () => {
    const length = category('length');
    let m = converter([length], { from: 'meter', to: 'foot', text: '1' });
    for (const text of ['3', '3 ', '3 m']) m = step(m, { type: 'toText', text });
    // '3 m' in To gives From way ('9.84252 ft = 3 m'), as a unit picked for the other side does.
    expect(where(m)).toBe('length: foot -> meter');
    m = step(m, { type: 'toText', text: '3 mi' });
    expect(where(m)).toBe('length: meter -> mile');
    expect(m.text).toBe('4828.032');
  });

  describe('a quantity of another category typed in the To box', () => {
    /** Types into the To box key by key, loading what each key asks for, and says where the converter was after each. */
    function typeTo(m: Model, text: string): { m: Model; seen: string[] } {
      const seen: string[] = [];
      let at = m;
      for (let i = 1; i <= text.length; i++) {
        at = loadWhatIsNeeded(step(at, { type: 'toText', text: text.slice(0, i) }));
        seen.push(at.conv.category);
      }
      return { m: at, seen };
    }

    it('takes the converter there, the To unit the one typed, passing through no other category', () => {
      const { m, seen } = typeTo(converter(), '2 cups');
      expect(m.conv.category).toBe('volume');
      expect(m.conv.toUnit).toBe('cup_us');
      expect(view(m).status).toBe('answer');
      expect(view(m).toText).toBe('2 cups');
      expect(new Set(seen)).toEqual(new Set(['length', 'volume']));
      const from = category('volume').units.find((u) => u.id === m.conv.fromUnit)!;
      expect(`${m.text} ${from.symbol}`).toBe('0.473176473 L');
    });

    it('waits for a pause while the text may still grow into another spelling, then takes it', () => {
      const { m } = typeTo(converter(), '10 kg');
      expect(m.conv.category).toBe('length');
      expect(view(m).status).toBe('reading');
      expect(view(m).pauseTakes).toBe(true);
      const paused = step(m, { type: 'pause' });
      expect([paused.conv.category, paused.conv.toUnit]).toEqual(['weight', 'kilogram']);
      expect(view(paused).status).toBe('answer');
    });

    it('loads a category the page does not offer, then reads it', () => {
      const { m } = typeTo(converter(), '5 psi');
      expect([m.conv.category, m.conv.toUnit]).toEqual(['pressure', 'psi']);
      expect(view(m).status).toBe('answer');
    });

    it('leaves text no category reads as the To box error, From cleared', () => {
      const { m, seen } = typeTo(converter(), '5 zzq');
      expect(view(m).status).toBe('error');
      expect(m.text).toBe('');
      expect(new Set(seen)).toEqual(new Set(['length']));
    });
  });

  describe("a converter given only its pair's units (a pair page before its category is whole)", () => {
    const length = category('length');
    const pairOnly = {
      ...decodeCategories(pairUnitsText(length, unit(length, 'meter'), unit(length, 'parsec')))[0]!,
      partial: true,
    };
    const preset = { from: 'meter', to: 'parsec', text: '1', formula: '' };
    const page = () => converter([pairOnly], preset);

    it('reads a number at once, in the pair it has', () => {
      const m = step(page(), { type: 'text', text: '5' });
      expect(view(m).status).toBe('answer');
      expect(where(m)).toBe('length: meter -> parsec');
    });

    it.each(['1 ly', '12 in'])(
      'waits for the whole category before reading %j typed in To, then reads it',
      (text) => {
        const typed = step(page(), { type: 'toText', text });
        // Never the "no result" of a unit it does not have yet, nor a From side cleared for good.
        expect(view(typed).status).toBe('reading');
        expect(view(typed).needs?.category).toBe('length');
        expect(view(typed).toText).toBe(text);
        const whole = step(typed, { type: 'record', category: length });
        expect(view(whole).status).toBe('answer');
        expect(whole.conv.toUnit).toBe(text === '1 ly' ? 'light_year' : 'inch');
        expect(whole.text).toBe(text === '1 ly' ? '9.46073 × 10¹⁵' : '0.3048');
      },
    );

    it('waits for the whole category before reading a unit typed in From', () => {
      const typed = step(page(), { type: 'text', text: '3 ly' });
      expect(view(typed).status).toBe('reading');
      expect(view(typed).needs?.category).toBe('length');
      const whole = step(typed, { type: 'record', category: length });
      expect(where(whole)).toBe('length: light_year -> parsec');
    });
  });

  it('takes a question shown but not yet taken before a number typed in the To box, in its units', () => {
    const asked = typeKeys(converter(), '5 ft 3 in to cm');
    expect(view(asked).status).toBe('tentative');
    expect(where(asked)).not.toBe('length: foot -> centimeter');
    const m = step(asked, { type: 'toText', text: '100' });
    expect(where(m)).toBe('length: foot -> centimeter');
    expect([m.text, view(m).toText]).toEqual(['3.28084', '100']);
  });
});

/** The full record of a category, an ingredient's as the browser builds it. */
const kitchenCatalog = JSON.parse(JSON.stringify(ingredients)) as typeof ingredients;
const recordFor = (id: string) => {
  const ingredient = kitchenCatalog.ingredients.find((i) => i.id === ingredientOfCategory(id));
  return ingredient
    ? ingredientCategory(ingredient, kitchenCatalog, category('volume'), category('weight'))
    : category(id);
};

describe('the converter model: cooking by ingredient', () => {
  const typeAll = (m: Model, text: string) => {
    let at = m;
    for (let i = 1; i <= text.length; i++) {
      at = step(at, { type: 'text', text: text.slice(0, i) });
      const needs = view(at).needs?.category;
      if (needs) at = step(at, { type: 'record', category: recordFor(needs) });
    }
    return step(at, { type: 'pause' });
  };

  it('moves to the ingredient a question names once it is typed, and answers it rounded', () => {
    const m = typeAll(converter(), '1 cup of flour in grams');
    expect(where(m)).toBe('ingredient-all_purpose_flour: cup_us -> gram');
    expect(answer(m)).toBe('answer 125 g');
    expect(view(m).answer.shown?.exact).toBe(false);
    expect(currentEntry(m)).toMatchObject({
      category: 'ingredient-all_purpose_flour',
      from: { unit: 'cup_us', value: '1' },
      to: { unit: 'gram' },
    });
  });
  it('never moves for half a question, and leaves a volume asked as a weight without an ingredient where it was', () => {
    const seen: string[] = [];
    let at = converter();
    for (const text of ['1', '1 c', '1 cup', '1 cup in g', '1 cup in grams']) {
      at = step(at, { type: 'text', text });
      const needs = view(at).needs?.category;
      if (needs) at = step(at, { type: 'record', category: recordFor(needs) });
      seen.push(at.conv.category);
    }
    expect(seen.every((c) => !c.startsWith('ingredient-'))).toBe(true);
    expect(view(at).status).toBe('error');
  });
});

describe('the converter model: the kitchen’s ingredient picker', () => {
  const catalog = JSON.parse(JSON.stringify(ingredients)) as typeof ingredients;
  const of = (id: string) =>
    ingredientCategory(
      catalog.ingredients.find((i) => i.id === id)!,
      catalog,
      category('volume'),
      category('weight'),
    );
  it('echoes a weight worked out from the To box to the digits its density claims, as its box shows it', () => {
    const m = step(converter([of('all_purpose_flour')], { from: 'pound', to: 'quart_uk', text: '1' }), {
      type: 'toText',
      text: '13',
    });
    expect(m.text).toBe('17.21');
    const { typed } = view(m).answer;
    expect(typed.kind === 'value' && formatAmount(typed.value, { format: 'dot', grouping: true })).toEqual({
      text: '17.21',
      exact: false,
    });
    expect(view(m).answer.shown?.text).toBe('13');
  });
  it('weighs the same amount in the same units as the ingredient picked, once its units are here', () => {
    const start = converter([of('all_purpose_flour')]);
    const typed = run(start, { type: 'text', text: '3' }, { type: 'toUnit', id: 'ounce' });
    const waiting = step(typed, { type: 'category', id: 'ingredient-butter' });
    expect(where(waiting)).toBe('ingredient-all_purpose_flour: cup_us -> ounce');
    const m = step(waiting, { type: 'record', category: of('butter') });
    expect(where(m)).toBe('ingredient-butter: cup_us -> ounce');
    expect([m.text, answer(m)]).toEqual(['3', 'answer 24.02 oz']);
  });
});

describe('the converter model: the To box reads as the From box does', () => {
  /** A page as it opens: nothing restored, no reader yet. */
  const fresh = (offered: readonly CategoryRecord[]) =>
    startModel({ categories: offered, prefs: defaultPrefs() });
  /** Types into the To box key by key; the reader arrives after the key `arrivesAfter` (never, by default). */
  const typeTo = (m: Model, text: string, arrivesAfter = Infinity) => {
    let at = m;
    for (let i = 1; i <= text.length; i++) {
      at = step(at, { type: 'toText', text: text.slice(0, i) });
      if (i === arrivesAfter) at = step(at, { type: 'readers', readers });
      // Nothing is answered from a partial reader: while the text waits for it, no number is shown.
      if (at.readers === null && /[a-z]/i.test(text.slice(0, i))) {
        expect(view(at).status).toBe('reading');
        expect(view(at).answer.shown).toBeNull();
        expect(view(at).needs?.readers).toBe(true);
      }
    }
    return at;
  };
  const sentence = (m: Model) => {
    const v = view(m);
    const a = v.answer;
    return `${a.typed.kind === 'value' ? exactValueText(a.typed.value) : '?'} ${a.from?.symbol} -> ${a.shown?.text} ${a.to?.symbol}`;
  };

  it.each([
    [['length'], '180 cm', 'length: meter -> centimeter', '1.8 m -> 180 cm'],
    [['weight'], '16 oz', 'weight: kilogram -> ounce', '0.45359237 kg -> 16 oz'],
    [['temperature'], '300 K', 'temperature: celsius -> kelvin', '26.85 °C -> 300 K'],
  ])(
    'on a fresh %j page, %j typed in To takes its unit, with the reader arriving after any key',
    (ids, text, pair, shown) => {
      for (const after of [1, 3, text.length, Infinity]) {
        let m = typeTo(fresh(ids.map(category)), text, after);
        if (after === Infinity) m = step(m, { type: 'readers', readers });
        expect(where(m)).toBe(pair);
        expect(view(m).status).toBe('answer');
        expect(sentence(m)).toBe(shown);
        expect(view(m).toText).toBe(text);
      }
    },
  );

  it('clears From when the To box cannot be read, and records nothing from it', () => {
    const m = typeTo(converter([category('length')]), '777');
    expect(m.text).toBe('236.8296');
    const bad = step(m, { type: 'toText', text: 'abc' });
    expect([bad.text, bad.conv.fromValue, view(bad).status]).toEqual(['', '0', 'error']);
    expect(view(bad).answer.shown).toBeNull();
    expect(currentEntry(bad)).toBeNull();
    expect(step(bad, { type: 'leave' }).conv.history).toEqual([]);
  });

  it('writes the From side as every number is shown, never a run of raw digits', () => {
    const m = step(converter([category('length')]), { type: 'toText', text: '180' });
    expect(m.text).toBe('54.864');
    const inches = step(converter([category('length')]), { type: 'toText', text: '590.551181102362' });
    expect(inches.text).toBe('180');
    const third = step(converter([category('length')]), { type: 'toText', text: '1/3' });
    expect(third.text).toBe('0.1016');
  });

  it('shows the To box as the answer rounds it, a power of ten as people write it', () => {
    const m = step(converter([category('length')], { from: 'meter', to: 'parsec', text: '10' }), {
      type: 'pause',
    });
    expect(view(m).toText).toBe('3.24078 × 10⁻¹⁶');
    const ly = run(converter(), { type: 'text', text: '1 light year to km' }, { type: 'pause' });
    expect(view(ly).toText).toBe('9.46073 × 10¹²');
  });
});

describe('the converter model: nothing new from an unsettled reading', () => {
  const settle = (m: Model): Model => {
    let at = m;
    for (let i = 0; i < 3; i++) {
      const needs = view(at).needs?.category;
      if (needs) at = step(at, { type: 'record', category: recordFor(needs) });
    }
    return at;
  };
  const typeAll = (m: Model, text: string) => {
    let at = m;
    for (let i = 1; i <= text.length; i++) at = settle(step(at, { type: 'text', text: text.slice(0, i) }));
    return at;
  };

  it.each([
    ['100 km/h in mph', ['length', 'speed']],
    ['72 f in c', ['length', 'temperature']],
    ['1 cup of flour in grams', ['length', 'volume', 'ingredient-all_purpose_flour']],
    ['5 ft 3 in to cm', ['length']],
    ['1 GB to MB', ['length', 'data_storage']],
  ])(
    'a pause or leaving the page after any prefix of %j shows and records only its own categories',
    (question, allowed) => {
      let typed = converter();
      for (let i = 1; i <= question.length; i++) {
        const prefix = question.slice(0, i);
        typed = settle(step(typed, { type: 'text', text: prefix }));
        const paused = settle(step(typed, { type: 'pause' }));
        expect(allowed, `${prefix}: ${where(paused)}`).toContain(paused.conv.category);
        const shownCategory = view(paused).answer.category?.id ?? '';
        if (view(paused).status !== 'tentative')
          expect(allowed, `${prefix} shows ${shownCategory}`).toContain(shownCategory);
        const left = step(paused, { type: 'leave' });
        for (const entry of left.conv.history)
          expect(allowed, `${prefix} records ${entry.category}`).toContain(entry.category);
      }
      const done = step(typeAll(converter(), question), { type: 'pause' });
      expect(done.conv.category).toBe(allowed[allowed.length - 1]);
    },
  );

  it('marks the last answer as waiting while a question’s target is being typed, and never takes the text as it stands', () => {
    const m = typeAll(converter(), '100 km/h in');
    expect(view(m).status).toBe('waiting');
    expect(view(m).answer.category?.id).toBe('speed');
    expect(view(m).answer.shown?.text).toBe('62.1371');
    for (const e of ['pause', 'settle', 'leave'] as const)
      expect(step(m, { type: e }).conv.category).toBe('speed');
    const half = typeAll(converter(), '100 k');
    expect([view(half).status, view(half).answer.category?.id]).toEqual(['waiting', 'length']);
  });

  it.each([
    ['12 kg', 'weight: kilogram -> pound'],
    ['36 km/h', 'speed: kilometer_per_hour -> mile_per_hour'],
    ['36 km per hour', 'speed: kilometer_per_hour -> mile_per_hour'],
  ])('takes a common unit written in full, %j, on a pause', (text, pair) => {
    const m = step(typeAll(converter([category('length')]), text), { type: 'pause' });
    expect(where(settle(m))).toBe(pair);
  });

  it.each([
    ['10 ft x 12 ft', 'area', '120 ft²'],
    ['10 ft * 12 ft', 'area', '120 ft²'],
    ['2 ft * 3 ft * 4 ft', 'volume', '24 ft³'],
  ])(
    'takes an amount worked out, %j, on a pause once it ends in a common unit written whole',
    (text, id, shown) => {
      const m = settle(step(typeAll(converter(), text), { type: 'pause' }));
      expect(m.conv.category).toBe(id);
      expect(line(m)).toMatch(new RegExp(`^${shown.replace(/[*]/g, '\\*')} `));
    },
  );

  it.each(['10 ft * 12 f', '10 ft x 12 f'])(
    'waits on a pause while an amount worked out ends in a word of one letter: %j may be on its way',
    (text) => {
      const m = settle(step(typeAll(converter(), text), { type: 'pause' }));
      expect(m.conv.category).toBe('length');
    },
  );

  it.each([
    ['83.4 mol/m³ in mmol/L', 'concentration_molar: mole_per_cubic_meter -> millimole_per_liter'],
    ['5 m/s in km/h', 'speed: meter_per_second -> kilometer_per_hour'],
    ['2 kWh to MJ', 'energy: kilowatt_hour -> megajoule'],
  ])('takes a question whose target is written whole, %j, on a pause', (text, pair) => {
    // Pasted whole, as the browser's fill does: no shorter reading was taken on the way.
    const typed = settle(step(converter([category('length')]), { type: 'text', text }));
    expect(where(settle(step(typed, { type: 'pause' })))).toBe(pair);
  });

  it('waits on a pause for a word on its way to a unit of its own category: "2 tb" of "2 tbsp" in the kitchen is no terabyte', () => {
    const kitchen = converter([recordFor('ingredient-all_purpose_flour')]);
    const paused = settle(step(typeAll(kitchen, '2 tb'), { type: 'pause' }));
    expect(paused.conv.category).toBe('ingredient-all_purpose_flour');
    expect(view(paused).answer.category?.id).toBe('ingredient-all_purpose_flour');
    const spoons = settle(step(typeAll(paused, '2 tbsp'), { type: 'pause' }));
    expect(where(spoons)).toBe('ingredient-all_purpose_flour: tablespoon_us -> gram');
    // Where no unit of its own is spelled so, the same text is taken.
    expect(where(settle(step(typeAll(converter([category('length')]), '2 tb'), { type: 'pause' })))).toMatch(
      /^data_storage: terabyte -> /,
    );
  });

  it('shows for a question pasted whole, once the units it waited for arrive, what typing it shows (never 0 m = 0 ft)', () => {
    const pasted = settle(step(converter(), { type: 'text', text: '100 km/h in' }));
    const typed = typeAll(converter(), '100 km/h in');
    expect([view(pasted).status, line(pasted)]).toEqual(['waiting', '100 km/h ≈ 62.1371 mph']);
    expect(line(pasted)).toBe(line(typed));
  });

  it('takes the text typed before a unit is picked by hand', () => {
    const m = run(
      converter([category('length')]),
      { type: 'text', text: '123456789 cm' },
      { type: 'toUnit', id: 'inch' },
    );
    expect(where(m)).toBe('length: centimeter -> inch');
    expect(view(m).answer.shown?.text).toBe('48,605,035');
  });

  it('lets an ingredient apply only to the question that names it', () => {
    const flour = step(typeAll(converter(), '1 cup of flour in grams'), { type: 'settle' });
    expect(flour.conv.category).toBe('ingredient-all_purpose_flour');
    const pint = step(typeAll(flour, '1 pint in ml'), { type: 'pause' });
    expect(where(pint)).toBe('volume: pint_us -> milliliter');
    expect(answer(pint)).toBe('answer 473.176 mL');
    // Back on the flour's category (a reload), a cup asked in grams asks for an ingredient.
    const cup = typeAll(flour, '1 cup in grams');
    expect(view(cup).status).toBe('error');
  });

  it('lets a mixed display asked for by a question last only as long as that question', () => {
    const mixed = step(typeAll(converter(), '1.8 m to feet and inches'), { type: 'settle' });
    expect(view(mixed).composition?.key).toBe('foot.inch');
    expect(mixed.prefs.mix).toBe(defaultPrefs().mix);
    const plain = step(typeAll(mixed, '10 m to ft'), { type: 'settle' });
    expect(view(plain).composition).toBeNull();
  });
});

describe('the converter model: answers only the language gives', () => {
  /** Typed key by key on home, the mixed formatter loaded, then a pause. */
  const typed = (text: string) =>
    run(typeKeys(run(converter(), { type: 'formatMixed', formatMixed }), text), { type: 'pause' });

  it.each([
    ['1 kWh / 100 km to Wh/mi', '1 kWh / 100 km ≈ 16.0934 Wh/mi'],
    ['1 barn to fm²', '1 barn = 100 fm²'],
    ['1 J to N * m', '1 J = 1 N·m'],
    ['1.8 m to yards and inches', '1.8 m ≈ 1 yd 34.8661 in'],
    ['3 m * 2 kg', '3 m * 2 kg = 6 kg·m'],
  ])('typed key by key on home, %j shows the language’s answer: %s', (text, expected) => {
    const m = typed(text);
    expect(view(m).status).toBe('answer');
    expect(answerLines(m)).toEqual({ line: expected, mixed: null, copy: expected.split(/ [=≈] /)[1] });
  });

  it('leaves the converter where it is for a calculated answer: tabs, units, value, To box and history', () => {
    // '1 kWh / 100 km' alone is a force, in kilograms-force: the converter shows it.
    const before = run(typed('1 kWh / 100 km'), { type: 'settle' });
    let m = before;
    for (const key of ' to Wh/mi') m = loadWhatIsNeeded(step(m, { type: 'text', text: m.text + key }));
    m = run(m, { type: 'pause' }, { type: 'settle' });
    expect(line(m)).toBe('1 kWh / 100 km ≈ 16.0934 Wh/mi');
    expect(where(m)).toBe(where(before));
    expect(m.conv.fromValue).toBe(before.conv.fromValue);
    expect(view(m).category?.id).toBe(before.conv.category);
    // The To box stands beside the To unit, which the answer is not in.
    expect(view(m).toText).toBe('');
    expect(m.conv.history).toEqual(before.conv.history);
    expect(currentEntry(m)).toBeNull();
  });

  it('shows the number in the visitor’s format and precision, rounded as the converter’s own answer is', () => {
    const m = run(typed('1 kWh / 100 km to Wh/mi'), {
      type: 'prefs',
      prefs: { ...defaultPrefs(), format: 'comma' },
    });
    expect(line(m)).toBe('1 kWh / 100 km ≈ 16,0934 Wh/mi');
  });

  it('says of a calculated reading below absolute zero that it is one, and of a difference nothing', () => {
    const cold = calculatedView(view(typed('-329 °C in mK')).answer.calculated!);
    expect(`${cold.lead}${cold.result}${cold.unit}`).toBe('-329 °C = -55,850 mK');
    expect(cold.coldNote).toBe(
      '-329 °C is below absolute zero (-273.15 °C), so no temperature can be this low.',
    );
    const difference = view(typed('20 °C - 30 °C to mK')).answer.calculated;
    expect(difference && calculatedView(difference).coldNote).toBeNull();
  });

  it('waits, showing the last answer, while the target of a question only the language answers is being typed', () => {
    const m = typed('5 kg * 2 h in');
    expect(readingOf(m).status).toBe('calculated');
    expect(view(m).status).toBe('waiting');
    expect(view(m).answer.calculated).toBeNull();
    expect(line(typed('5 kg * 2 h in kg*min'))).toBe('5 kg * 2 h = 600 kg·min');
  });

  it.each([
    ['1.75 m to feet and inches', '1.75 m ≈ 5.74147 ft', '≈ 5 ft 8 7/8 in'],
    ['2.345 inch to feet and inches', '2.345 in ≈ 0.195417 ft', '≈ 2 3/8 in'],
  ])('shows %j in feet and inches, under the answer in feet', (text, expected, mixed) => {
    const m = typed(text);
    expect(where(m)).toMatch(/^length: \w+ -> foot$/);
    expect(answerLines(m)).toEqual({ line: expected, mixed, copy: mixed.slice(2) });
  });

  it('takes a question whose target’s category has its unit too to that category’s converter', () => {
    const m = typed('1 J/kg to Gy');
    expect(where(m)).toBe('radiation_absorbed_dose: joule_per_kilogram -> gray');
    expect(line(m)).toBe('1 J/kg = 1 Gy');
  });

  it('answers 60 rpm to Hz with the language’s own value', () => {
    const m = typed('60 rpm to Hz');
    const c = readers.calculate('60 rpm to Hz');
    if (!c.ok) throw new Error(c.diagnostic.message);
    const answer = calculationText(c);
    expect(line(m)).toBe(`60 rpm ${sentenceSign({ exact: true }, answer)} ${answer.text}`);
  });

  it.each([
    // A sum is echoed as typed, with or without a target, '≈' only beside a rounded answer.
    ['0 °C + 10 K to °C', '0 °C + 10 K = 10 °C'],
    ['1 °C + 1 °F to °C', '1 °C + 1 °F ≈ 1.55556 °C'],
    ['10 K + 0 °C to K', '10 K + 0 °C = 10 K'],
    ['20 °C - 10 °C to °F', '20 °C - 10 °C = 18 °F'],
    ['5 ft + 3 in to cm', '5 ft + 3 in = 160.02 cm'],
    ['5 ft + 3 in', '5 ft + 3 in = 1.6002 m'],
    // An amount worked out is echoed as its result, as the converter starts from it.
    ['60 mph * 2 h to km', '120 mi ≈ 193.121 km'],
  ])('echoes %j as %j', (text, expected) => {
    expect(line(run(typed(text), { type: 'settle' }))).toBe(expected);
  });
});

describe('the converter model: its reading memo', () => {
  it('keeps each converter’s last reading, however two converters on a page interleave', () => {
    const a = step(converter(), { type: 'text', text: '12 kg' });
    const b = step(converter([category('length')]), { type: 'text', text: '5 ft' });
    const first = readingOf(a);
    // The other converter's reading does not evict this one's: its view reads the same text once.
    expect(readingOf(b)).not.toBe(first);
    expect(readingOf(a)).toBe(first);
    expect(view(a).status).toBe('tentative');
    expect(readingOf(b)).toBe(readingOf(b));
  });

  it('reads again when what the reading depends on changes', () => {
    const a = step(converter(), { type: 'text', text: '12' });
    const first = readingOf(a);
    const typed = step(a, { type: 'text', text: '12 kg' });
    expect(readingOf(typed)).not.toBe(first);
    expect(readingOf(typed).status).toBe('value');
    expect(readingOf(a)).not.toBe(first); // a's reading is worked out again, and is the same
    expect(readingOf(a)).toEqual(first);
  });
});

describe('the converter model: the formula the answer shows', () => {
  const length = [category('length')];
  const PAIR = { from: 'foot', to: 'meter', text: '10' };
  const formulaOf: Event = { type: 'formulaOf', formulaOf: pairFormula };
  const unit = (id: string) => category('length').units.find((u) => u.id === id)!;

  it('is the pair’s own formula, the one the pair page is built with', () => {
    const built = pairFacts(englishText, {
      category: category('length'),
      from: unit('foot'),
      to: unit('meter'),
    }).formula;
    expect(view(step(converter(length, PAIR), formulaOf)).formula).toBe(built.equation);
    expect(built.equation).toBe('m = ft × 0.3048');
  });

  it('shows the formula from the start where the page gives the builder at the start (a pair page), for any pair', () => {
    const m = startModel({ categories: length, prefs: defaultPrefs(), preset: PAIR, formulaOf: pairFormula });
    expect(view(m).formula).toBe('m = ft × 0.3048');
    const other = step(m, { type: 'toUnit', id: 'inch' });
    expect(view(other).formula).toBe(pairFormula(unit('foot'), unit('inch')).equation);
    // The builder loaded later changes nothing.
    expect(view(step(other, formulaOf)).formula).toBe(view(other).formula);
    // A page that gives none shows none until it loads.
    expect(view(converter(length, PAIR)).formula).toBe('');
  });

  it('works out the formula of the pair the answer shows, a reading not yet taken included', () => {
    const m = step(converter(length), formulaOf);
    expect(view(m).formula).toBe(pairFormula(unit('meter'), unit('foot')).equation);
    const tentative = step(m, { type: 'text', text: '3 km' });
    expect(view(tentative).status).toBe('tentative');
    expect(view(tentative).formula).toBe(pairFormula(unit('kilometer'), unit('foot')).equation);
  });

  it('works out a pair’s formula once, whatever is typed, and again only for another pair', () => {
    const asked: string[] = [];
    const counting: typeof pairFormula = (from, to) => (
      asked.push(`${from.id}→${to.id}`),
      pairFormula(from, to)
    );
    let m = startModel({ categories: length, prefs: defaultPrefs(), preset: PAIR, formulaOf: counting });
    for (const text of ['1', '12', '12.5', '-3', '4e3']) {
      m = step(m, { type: 'text', text });
      expect(view(m).formula).toBe('m = ft × 0.3048');
    }
    m = step(m, { type: 'toUnit', id: 'inch' });
    expect(view(m).formula).toBe(pairFormula(unit('foot'), unit('inch')).equation);
    expect(asked).toEqual(['foot→meter', 'foot→inch']);
  });

  it('has none before the builder loads on a page that hands none in, nor where the pair cannot convert', () => {
    expect(view(converter(length)).formula).toBe('');
    const broken = startModel({
      categories: length,
      prefs: defaultPrefs(),
      preset: { from: 'foot', to: 'no_such_unit', text: '1' },
    });
    expect(view(step(broken, formulaOf)).formula).toBe('');
  });
});
