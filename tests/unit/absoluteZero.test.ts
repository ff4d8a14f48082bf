import { describe, expect, it } from 'vitest';
import { categories } from '../../src/generated/catalog';
import { absoluteZeroNote, isBelowAbsoluteZero } from '../../src/core/absoluteZero';
import { exact } from '../../src/core/rational';
import { parseExact } from '../../src/core/quantityNumber';

const unitOf = (category: string, id: string) =>
  categories.find((c) => c.id === category)!.units.find((u) => u.id === id)!;
const temperature = (id: string) => unitOf('temperature', id);
const value = (text: string) => parseExact(text)!;

describe('isBelowAbsoluteZero', () => {
  it.each([
    ['-500', 'kelvin', true],
    ['-0.001', 'kelvin', true],
    ['0', 'kelvin', false],
    ['-273.15', 'celsius', false],
    ['-273.16', 'celsius', true],
    ['-459.67', 'fahrenheit', false],
    ['-459.68', 'fahrenheit', true],
    ['-1', 'rankine', true],
    ['-218.53', 'reaumur', true],
    ['-218.52', 'reaumur', false],
    ['-40', 'celsius', false],
    ['1e400', 'kelvin', false],
  ])('%s in %s: %s', (text, id, below) => {
    expect(isBelowAbsoluteZero(value(text), temperature(id))).toBe(below);
  });

  it('never applies to a temperature difference or another quantity', () => {
    expect(isBelowAbsoluteZero(value('-500'), unitOf('temperature_interval', 'kelvin'))).toBe(false);
    expect(isBelowAbsoluteZero(value('-500'), unitOf('temperature_interval', 'degree_celsius'))).toBe(false);
    expect(isBelowAbsoluteZero(value('-500'), unitOf('length', 'meter'))).toBe(false);
  });
});

describe('absoluteZeroNote', () => {
  it('writes its numbers in Auto: 6 significant digits', () => {
    expect(absoluteZeroNote(value('-1'), temperature('rankine'), { to: temperature('celsius') })).toContain(
      '-273.15 °C',
    );
    expect(absoluteZeroNote(value('-10000.123456789'), temperature('kelvin'))).toContain('-10,000.1 K');
  });

  it('names the typed value and absolute zero in both units', () => {
    expect(absoluteZeroNote(value('-500'), temperature('kelvin'), { to: temperature('celsius') })).toBe(
      '-500 K is below absolute zero (0 K = -273.15 °C), so no temperature can be this low.',
    );
    expect(absoluteZeroNote(value('-500'), temperature('fahrenheit'), { to: temperature('kelvin') })).toBe(
      '-500 °F is below absolute zero (-459.67 °F = 0 K), so no temperature can be this low.',
    );
  });

  it('gives absolute zero once without a different to-unit', () => {
    expect(absoluteZeroNote(value('-300'), temperature('celsius'))).toBe(
      '-300 °C is below absolute zero (-273.15 °C), so no temperature can be this low.',
    );
    expect(absoluteZeroNote(value('-300'), temperature('celsius'), { to: temperature('celsius') })).toBe(
      '-300 °C is below absolute zero (-273.15 °C), so no temperature can be this low.',
    );
  });

  it('writes numbers in the visitor’s format', () => {
    expect(
      absoluteZeroNote(value('-1000.5'), temperature('celsius'), {
        to: temperature('fahrenheit'),
        format: 'comma',
      }),
    ).toBe(
      '-1.000,5 °C is below absolute zero (-273,15 °C = -459,67 °F), so no temperature can be this low.',
    );
    expect(absoluteZeroNote(exact(-1n, 3n), temperature('kelvin'))).toBe(
      '-0.333333 K is below absolute zero (0 K), so no temperature can be this low.',
    );
  });

  it('says nothing at or above absolute zero, or for a difference', () => {
    expect(absoluteZeroNote(value('0'), temperature('kelvin'), { to: temperature('celsius') })).toBeNull();
    expect(absoluteZeroNote(value('-273.15'), temperature('celsius'))).toBeNull();
    expect(
      absoluteZeroNote(value('-500'), unitOf('temperature_interval', 'kelvin'), {
        to: unitOf('temperature_interval', 'degree_celsius'),
      }),
    ).toBeNull();
  });
});
