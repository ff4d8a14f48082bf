import { useEffect, type RefObject } from 'react';
import { scrollToShow } from '../../core/keepInView';

/** Air kept between the answer and the bottom edge (or the keyboard). */
const AIR = 8;

/**
 * Keeps the answer in sight with the value box being typed in: on a phone the keyboard takes
 * half the screen, and the focused box alone is what the browser brings into view. When a value
 * box gets the focus, when its text changes and when the visible screen changes size (the
 * keyboard opening), and when the fields change size (the answer read, the units moved to a
 * question's), the page scrolls as little as it needs for the box and the answer to show
 * between the sticky top bar (the page's scroll padding) and the bottom edge.
 */
export function useAnswerInView(root: RefObject<HTMLElement | null>, idPrefix: string): void {
  useEffect(() => {
    const fields = root.current;
    if (!fields) return;
    // The From and To value boxes (ConverterFields names them so).
    const boxIds = ['value', 'to-value'].map((name) => `${idPrefix}-${name}`);
    let frame = 0;
    const fit = () => {
      cancelAnimationFrame(frame);
      // Once the answer has been drawn for the new text.
      frame = requestAnimationFrame(() => {
        const box = document.activeElement;
        const answer = document.getElementById(`${idPrefix}-result`);
        if (!(box instanceof HTMLElement) || !boxIds.includes(box.id) || !fields.contains(box) || !answer)
          return;
        const screen = window.visualViewport;
        const top =
          (screen?.offsetTop ?? 0) +
          (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
        const bottom = (screen ? screen.offsetTop + screen.height : window.innerHeight) - AIR;
        const delta = scrollToShow(box.getBoundingClientRect(), answer.getBoundingClientRect(), {
          top,
          bottom,
        });
        if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
      });
    };
    fields.addEventListener('focusin', fit);
    fields.addEventListener('input', fit);
    window.visualViewport?.addEventListener('resize', fit);
    // The answer also changes after the text: once the reader has read it, or the converter moved to it.
    const changes = new ResizeObserver(fit);
    changes.observe(fields);
    return () => {
      changes.disconnect();
      cancelAnimationFrame(frame);
      fields.removeEventListener('focusin', fit);
      fields.removeEventListener('input', fit);
      window.visualViewport?.removeEventListener('resize', fit);
    };
  }, [root, idPrefix]);
}
