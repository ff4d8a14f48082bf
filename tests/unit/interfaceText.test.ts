import { describe, expect, it } from 'vitest';
import { interfaceText } from '../../src/build-time/interfaceText';

describe('interfaceText', () => {
  it("gives English's text of a key, from catalog/languages/en.yml", () => {
    expect(interfaceText('footer.about')).toBe('About Us');
    expect(interfaceText('theme.toDark')).toBe('Dark mode');
  });
});
