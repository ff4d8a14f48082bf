/**
 * A unit field's text stops before the symbol and chevron drawn over its end: its right padding
 * is their width. Set through the CSSOM (the site's CSP forbids style attributes), by the field
 * when it is live and by a page whose built fields wait for their code.
 */
export function fitPickerText(input: HTMLInputElement, aside: HTMLElement): void {
  input.style.paddingRight = `${Math.max(12, aside.offsetWidth + 4)}px`;
}

/** Fits every built unit field under `root` (each input is followed by its `.combo-aside`). */
export function fitBuiltPickers(root: ParentNode): void {
  for (const aside of root.querySelectorAll<HTMLElement>('.combo-aside')) {
    const input = aside.previousElementSibling;
    if (input instanceof HTMLInputElement) fitPickerText(input, aside);
  }
}
