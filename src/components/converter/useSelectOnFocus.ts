import { useLayoutEffect, useRef, type FocusEvent, type MouseEvent, type RefObject } from 'react';

/**
 * A value the visitor did not type in a box (the page's, one restored, the To box's answer, From
 * worked out from To) is selected when the box gets the focus, and when it arrives while the box
 * already has it (a tap came before it): the next key replaces it instead of being added to it.
 * The pointer's release would put the caret back, so the one after a selecting focus is let go.
 */
export function useSelectOnFocus() {
  const selectedOnFocus = useRef(false);
  const onFocusSelect = (selects: boolean) => (e: FocusEvent<HTMLInputElement>) => {
    if (!selects || e.currentTarget.value === '') return;
    e.currentTarget.select();
    selectedOnFocus.current = true;
  };
  const onMouseUp = (e: MouseEvent<HTMLInputElement>) => {
    if (selectedOnFocus.current) e.preventDefault();
    selectedOnFocus.current = false;
  };
  return { onFocusSelect, onMouseUp };
}

/** Selects `value` when it arrives in `box` while the box has the focus, if `selects`. */
export function useSelectArriving(
  box: RefObject<HTMLInputElement | null>,
  value: string | null,
  selects: boolean,
) {
  // The first run is hydration, not a value arriving: a box the visitor typed in before the
  // converter was live keeps its caret (its text is taken over next, by useTypedBeforeLive).
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    const arrived = hydrated.current;
    hydrated.current = true;
    const el = box.current;
    if (arrived && selects && el && el.value !== '' && document.activeElement === el) el.select();
  }, [box, value, selects]);
}
