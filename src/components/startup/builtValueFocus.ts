/**
 * A converter's value boxes arrive built with the page's own value (a pair page's 10 and its
 * answer, an ingredient's 1 cup and its grams). Once the converter is live, focusing such a box
 * selects that value, so that what is typed replaces it. Until then this rule does the same,
 * from the moment the boxes show (an inline script in the page's head, BuiltValueFocus.astro),
 * so that a visitor who taps a box at once never types after the built value
 * ('32.8084' and '12 in' becoming '32.808412 in').
 */

/** Marks the converter whose code has made it live: its own focus handling applies then. */
const LIVE = '[data-converter-ready="true"]';

/**
 * Selects a converter value box's built text when the box is focused, until its converter is
 * live. A box whose text differs from the built one (typed in) keeps its caret. The pointer's
 * release after that focus would put the caret back, so it is let go, even when the converter
 * has become live between the two: the box and its selection are the same ones then.
 */
export function selectBuiltValueOnFocus(root: Document | HTMLElement): void {
  let selectedOnFocus = false;
  // A focus without a pointer (the keyboard's) has no release to let go.
  root.addEventListener('pointerdown', () => (selectedOnFocus = false));
  root.addEventListener('focusin', (event) => {
    const box = event.target;
    if (
      !(box instanceof HTMLInputElement) ||
      !box.matches('.conv-from-value, .conv-to-value') ||
      box.closest(LIVE) ||
      box.value === '' ||
      box.value !== box.defaultValue
    )
      return;
    box.select();
    selectedOnFocus = true;
  });
  root.addEventListener(
    'mouseup',
    (event) => {
      if (selectedOnFocus) event.preventDefault();
      selectedOnFocus = false;
    },
    { capture: true },
  );
}
