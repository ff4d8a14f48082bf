import { describe, expect, it } from 'vitest';
import { categories, getCategory } from '../../src/build-time/catalog';
import { decodeCategories, encodeCategories } from '../../src/core/islandCodec';
import type { CategoryRecord } from '../../src/core/types';
import { ingredientCategory } from '../../src/core/ingredientCategory';
import { ingredients } from '../../src/generated/ingredients';

const unitLine = (id: string) => `${id}\t${id}\t${id}s\t${id}\t\tlinear\t1\t0`;

describe('island codec', () => {
  it('round-trips what converting and searching need, for every category', () => {
    const decoded = decodeCategories(encodeCategories(categories));
    expect(decoded.map((c) => c.id)).toEqual(categories.map((c) => c.id));
    decoded.forEach((c, i) => {
      const original = categories[i]!;
      expect(
        c.units.map((u) => [u.id, u.name, u.plural, u.symbol, u.kind, u.factor, u.offset, u.logFactor]),
      ).toEqual(
        original.units.map((u) => [
          u.id,
          u.name,
          u.plural,
          u.symbol,
          u.kind,
          u.factor,
          u.offset,
          u.logFactor,
        ]),
      );
      expect(c.compositions).toEqual(original.compositions);
      expect(c.units.map((u) => u.system)).toEqual(original.units.map((u) => u.system));
      expect(c.units.map((u) => u.fractions ?? false)).toEqual(
        original.units.map((u) => u.fractions ?? false),
      );
      expect(c.defaultPair).toEqual(original.defaultPair);
      expect(c.common ?? []).toEqual(original.common);
      c.units.forEach((u, j) => {
        const o = original.units[j]!;
        // Every alias is still findable: kept, or equal to the symbol, the name or the plural.
        for (const a of o.aliases)
          expect(
            u.aliases.includes(a) ||
              a === u.symbol ||
              a.toLowerCase() === u.name.toLowerCase() ||
              a === u.plural,
          ).toBe(true);
      });
    });
  });

  it("leaves out a plural that is the name and an s, and keeps any other ('feet')", () => {
    const length = getCategory('length')!;
    const text = encodeCategories([length]);
    expect(text).toContain('\nmeter\tmeter\t\tm\t');
    expect(text).toContain('\nfoot\tfoot\tfeet\tft\t');
    const decoded = decodeCategories(text)[0]!.units;
    expect(decoded.find((u) => u.id === 'meter')).toMatchObject({ plural: 'meters' });
    expect(decoded.find((u) => u.id === 'meter')!.aliases).toContain('meters');
    expect(decoded.find((u) => u.id === 'foot')).toMatchObject({ plural: 'feet' });
  });
  it('carries compositions as one line each after the units', () => {
    const time = getCategory('time')!;
    const text = encodeCategories([time]);
    expect(text.split('\n').at(-1)).toBe('+hour\tminute\tsecond');
    expect(decodeCategories(text)[0]!.compositions).toEqual([['hour', 'minute', 'second']]);
    const weight = decodeCategories(encodeCategories([getCategory('weight')!]))[0]!;
    expect(weight.compositions).toEqual([
      ['pound', 'ounce'],
      ['stone', 'pound'],
    ]);
  });

  it('encodes a record without compositions (an older or hand-made one) with none', () => {
    const record: CategoryRecord = {
      id: 'a',
      name: 'A',
      base: 'x',
      description: '',
      dimension: '',
      aliases: [],
      units: decodeCategories(`#a\tA\tx\n${unitLine('x')}\n${unitLine('y')}`)[0]!.units,
    };
    const text = encodeCategories([record]);
    expect(text).not.toContain('\n+');
    expect(decodeCategories(text)[0]!.compositions).toEqual([]);
  });

  it('decodes text from before compositions with none', () => {
    expect(decodeCategories(`#a\tA\tx\n${unitLine('x')}`)[0]!.compositions).toEqual([]);
  });

  it('skips a composition of fewer than two units, of units not listed before it, or before any category', () => {
    const text = [
      '+x\ty',
      '#a\tA\tx',
      '+x\ty',
      unitLine('x'),
      unitLine('y'),
      '+x',
      '+x\tz',
      '+y\tx',
      '+x\ty',
    ].join('\n');
    expect(decodeCategories(text)[0]!.compositions).toEqual([
      ['y', 'x'],
      ['x', 'y'],
    ]);
  });

  it('rejects a unit id with a tab when encoding a composition', () => {
    const length = getCategory('length')!;
    expect(() => encodeCategories([{ ...length, compositions: [['foot', 'in\tch']] }])).toThrow(
      /tab or newline/,
    );
  });

  it('keeps only default-pair and common ids of units it lists, and ignores an unknown system', () => {
    const text = ['#a\tA\tx\tx|nope\tnope|y|x', `${unitLine('x')}\tus`, `${unitLine('y')}\tmartian`].join(
      '\n',
    );
    const [a] = decodeCategories(text);
    expect(a!.defaultPair).toBeUndefined();
    expect(a!.common).toEqual(['y', 'x']);
    expect(a!.units.map((u) => u.system)).toEqual(['us', undefined]);
    expect(
      decodeCategories('#a\tA\tx\ty|x\t\n' + unitLine('x') + '\n' + unitLine('y'))[0]!.defaultPair,
    ).toEqual(['y', 'x']);
  });

  it('carries which units show fractions, and reads lines written without the mark', () => {
    const [a] = decodeCategories(
      [`#a\tA\tx`, `${unitLine('x')}\tus\tf`, `${unitLine('y')}\tsi\t`, `${unitLine('z')}\tus`].join('\n'),
    );
    expect(a!.units.map((u) => u.fractions)).toEqual([true, undefined, undefined]);
    const length = getCategory('length')!;
    const decoded = decodeCategories(encodeCategories([length]))[0]!;
    expect(decoded.units.find((u) => u.id === 'inch')?.fractions).toBe(true);
    expect(decoded.units.find((u) => u.id === 'centimeter')?.fractions).toBeUndefined();
  });

  it('carries which units weigh by a measured density (an ingredient’s volumes), beside the fraction mark', () => {
    const [a] = decodeCategories(
      [`#a\tA\tx`, `${unitLine('x')}\tus\tfm`, `${unitLine('y')}\tsi\tm`, `${unitLine('z')}\tsi\t`].join(
        '\n',
      ),
    );
    expect(a!.units.map((u) => [u.fractions, u.measured])).toEqual([
      [true, true],
      [undefined, true],
      [undefined, undefined],
    ]);
    const flour = ingredientCategory(
      ingredients.ingredients[0]!,
      ingredients,
      getCategory('volume')!,
      getCategory('weight')!,
    );
    const decoded = decodeCategories(encodeCategories([flour]))[0]!;
    expect(decoded.units.map((u) => u.measured ?? false)).toEqual(
      flour.units.map((u) => u.measured ?? false),
    );
    expect(decoded.units.some((u) => u.measured)).toBe(true);
  });

  it('skips malformed lines', () => {
    expect(decodeCategories('garbage\n#a\tA\tx\nbad line\nx\tX\tXs\tX\t\tlinear\t1\t0')).toEqual([
      {
        id: 'a',
        name: 'A',
        base: 'x',
        description: '',
        dimension: '',
        aliases: [],
        compositions: [],
        units: [
          {
            id: 'x',
            name: 'X',
            plural: 'Xs',
            symbol: 'X',
            aliases: ['Xs'],
            kind: 'linear',
            factor: '1',
            offset: '0',
            definition: '',
            source: '',
            description: '',
          },
        ],
      },
    ]);
  });
});
