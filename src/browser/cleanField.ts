/**
 * Keeps a text field's value clean where it enters (see src/core/inputText.ts): whatever an
 * input method, a paste or an extension writes, the page's own listeners, added after this
 * one, read well-formed text without bidirectional controls.
 */
import { cleanText } from '../core/inputText';

/** Rewrites the field's value on every input event when cleaning changes it, keeping the caret at the same place from the end. */
export function cleanOnInput(input: HTMLInputElement): void {
  input.addEventListener('input', () => {
    const raw = input.value;
    const clean = cleanText(raw);
    if (clean === raw) return;
    const fromEnd = raw.length - (input.selectionEnd ?? raw.length);
    input.value = clean;
    const at = Math.max(0, clean.length - fromEnd);
    try {
      input.setSelectionRange(at, at);
    } catch {
      // a field that takes no selection keeps its caret where the browser put it
    }
  });
}
