import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanText, wellFormedText } from '../../src/core/inputText';

describe('wellFormedText', () => {
  it('replaces lone surrogates, keeps pairs', () => {
    expect(wellFormedText('5\ud83d')).toBe('5\ufffd');
    expect(wellFormedText('\ude005')).toBe('\ufffd5');
    expect(wellFormedText('\ude00\ud83d')).toBe('\ufffd\ufffd');
    expect(wellFormedText('5 😀 ft')).toBe('5 😀 ft');
  });
  it('always gives text encodeURIComponent accepts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.array(fc.integer({ min: 0xd800, max: 0xdfff })),
        (s, halves) => {
          const text = s + String.fromCharCode(...halves) + s;
          expect(() => encodeURIComponent(wellFormedText(text))).not.toThrow();
          expect(wellFormedText(text).length).toBe(text.length);
        },
      ),
    );
  });
});

describe('cleanText', () => {
  it('strips bidirectional controls', () => {
    expect(cleanText('\u202e5 ft\u202c')).toBe('5 ft');
    expect(cleanText('\u2066m\u2069\u200f\u200e\u061c')).toBe('m');
  });
  it('keeps ordinary text, symbols and joiners as they are', () => {
    for (const s of ['5 ft 3 in', '72 °F', 'L/100 km', 'm²', '1 234,5', 'µm', '👍🏽', 'é'])
      expect(cleanText(s)).toBe(s);
  });
});
