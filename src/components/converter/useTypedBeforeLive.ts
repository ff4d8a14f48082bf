import { useEffect, useEffectEvent, type RefObject } from 'react';
import { TYPED_BEFORE } from '../pair/converterIsland';

/** What the converter takes over: the text of each value box. */
interface Boxes {
  setText(text: string): void;
  setToText(text: string): void;
}

/**
 * Takes over the text typed into the built converter's value boxes before its code was live.
 * Every converter page shows its boxes before React hydrates them, so a visitor may type at once;
 * hydration leaves the typed text in the box but not in the converter's state, and the next
 * render would put the built text back. Read once, when the converter mounts (before anything
 * it restores arrives: its model keeps text typed before that), from the boxes under `root`
 * the visitor typed in: on a built page, those whose value differs from the built one; in a
 * converter a page drew (the 404 page's pair, a quick-convert page's), those it marked typed in
 * (TYPED_BEFORE), since a drawn box's text may differ from the converter's own where nobody typed.
 */
export function useTypedBeforeLive(
  root: RefObject<HTMLElement | null>,
  idPrefix: string,
  converter: Boxes,
): void {
  const takeOver = useEffectEvent(() => {
    const drawn = root.current?.closest('[data-drawn]');
    const typed = (name: string) => {
      const box = root.current?.querySelector<HTMLInputElement>(`#${idPrefix}-${name}`);
      return box && (drawn ? box.hasAttribute(TYPED_BEFORE) : box.value !== box.defaultValue)
        ? box.value
        : undefined;
    };
    const from = typed('value');
    const to = typed('to-value');
    if (from !== undefined) converter.setText(from);
    if (to !== undefined) converter.setToText(to);
  });
  useEffect(() => takeOver(), []); // once, after hydration
}
