import { describe, expect, it } from 'vitest';
import { scrollToShow } from '../../src/core/keepInView';

// A phone with its keyboard up: 400 px tall, a 56 px top bar, 8 px of air at each edge.
const view = { top: 64, bottom: 392 };

describe('scrollToShow', () => {
  it('moves nothing when the box and the answer both show', () => {
    expect(scrollToShow({ top: 100, bottom: 144 }, { top: 280, bottom: 320 }, view)).toBe(0);
  });

  it('scrolls down just enough to bring an answer below the view into it', () => {
    // The box at 300, the answer 150 px under it: the answer's bottom lands on the view's bottom.
    const delta = scrollToShow({ top: 300, bottom: 344 }, { top: 494, bottom: 540 }, view);
    expect(delta).toBe(540 - 392);
    expect(300 - delta).toBeGreaterThanOrEqual(view.top);
  });

  it('scrolls up when the box is under the top bar', () => {
    expect(scrollToShow({ top: 20, bottom: 64 }, { top: 200, bottom: 240 }, view)).toBe(20 - 64);
  });

  it('keeps an answer above the box (typed in the lower box) in view with it', () => {
    expect(scrollToShow({ top: 420, bottom: 464 }, { top: 300, bottom: 340 }, view)).toBe(464 - 392);
  });

  it('when both cannot show, puts the box at the edge away from the answer, so the box stays in view', () => {
    const box = { top: 500, bottom: 544 };
    const delta = scrollToShow(box, { top: 800, bottom: 840 }, view);
    expect(delta).toBe(500 - 64);
    expect(box.top - delta).toBe(view.top);
    const above = scrollToShow({ top: 900, bottom: 944 }, { top: 100, bottom: 140 }, view);
    expect(944 - above).toBe(view.bottom);
  });
});
