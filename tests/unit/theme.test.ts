import { describe, expect, it } from 'vitest';
import { readTheme, storedTheme, systemTheme } from '../../src/browser/theme';

const storage = (value: string | null) => ({ getItem: () => value });
const broken = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
};
const scheme = (dark: boolean) => () => ({ matches: dark });

describe('theme', () => {
  it('a saved pick wins over the system', () => {
    expect(readTheme(storage('light'), scheme(true))).toBe('light');
    expect(readTheme(storage('dark'), scheme(false))).toBe('dark');
  });

  it('without a pick (none, garbage, storage that throws) follows the system', () => {
    for (const s of [storage(null), storage('{"garbage'), broken]) {
      expect(storedTheme(s)).toBeNull();
      expect(readTheme(s, scheme(true))).toBe('dark');
      expect(readTheme(s, scheme(false))).toBe('light');
    }
  });

  it('is light where the media query is unsupported', () => {
    expect(systemTheme(undefined as never)).toBe('light');
    expect(
      systemTheme(() => {
        throw new Error('unsupported');
      }),
    ).toBe('light');
    expect(readTheme(storage(null), undefined as never)).toBe('light');
  });
});
