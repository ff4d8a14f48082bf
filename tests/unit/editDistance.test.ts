import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editDistance, nearMissLimit, nearestMiss } from '../../src/core/editDistance';

describe('edit distance (Damerau–Levenshtein, optimal string alignment)', () => {
  it.each([
    ['length', 'length', 0],
    ['lenght', 'length', 1], // two neighbours swapped
    ['lengt', 'length', 1],
    ['lengthh', 'length', 1],
    ['lenfth', 'length', 1],
    ['', 'abc', 3],
    ['ca', 'abc', 3], // optimal string alignment: a swapped pair is not edited again
    ['kitten', 'sitting', 3],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('stops past the limit, never reporting less than the distance', () => {
    expect(editDistance('temperature', 'length', 2)).toBe(3);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.nat({ max: 4 }),
        (a, b, limit) => {
          const full = editDistance(a, b);
          expect(editDistance(a, b, limit)).toBe(full <= limit ? full : limit + 1);
        },
      ),
    );
  });

  it('allows no typo in short terms, one up to 6 characters, then two', () => {
    expect([3, 4, 6, 7, 20].map(nearMissLimit)).toEqual([0, 1, 1, 2, 2]);
  });

  it('finds the one nearest candidate, not an exact match, a far one or a tie', () => {
    const words: [string, string][] = [
      ['length', 'L'],
      ['area', 'A'],
      ['mass', 'M'],
      ['mess', 'X'],
      ['weight', 'W'],
      ['wight', 'W'],
    ];
    expect(nearestMiss('lenght', words)).toEqual({ value: 'L', distance: 1 });
    expect(nearestMiss('LENGHT', words)?.value).toBe('L');
    expect(nearestMiss('length', words)).toBeUndefined();
    expect(nearestMiss('lnegthh', words)).toEqual({ value: 'L', distance: 2 });
    expect(nearestMiss('lnegthhh', words)).toBeUndefined();
    expect(nearestMiss('maas', words)).toEqual({ value: 'M', distance: 1 });
    expect(nearestMiss('miss', words), 'as near to mass as to mess').toBeUndefined();
    expect(nearestMiss('weigt', words), 'two keys of the same value are no tie').toEqual({
      value: 'W',
      distance: 1,
    });
    expect(nearestMiss('are', words), 'too short for a typo').toBeUndefined();
  });
});
