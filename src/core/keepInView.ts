/** A vertical extent on screen, in CSS pixels from the top of the viewport. */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * How far to scroll the page (pixels, positive is down) so that the box being typed in and the
 * answer it gives both show in `view` (the part of the screen left visible: under a sticky top
 * bar, above a phone's keyboard). Nothing moves when both show already; otherwise the page moves
 * as little as it can. When the two cannot show together the box keeps its place in view and
 * the answer comes as close as it can: the box is what the visitor is typing in.
 */
export function scrollToShow(box: Extent, answer: Extent, view: Extent): number {
  const top = Math.min(box.top, answer.top);
  const bottom = Math.max(box.bottom, answer.bottom);
  if (top >= view.top && bottom <= view.bottom) return 0;
  if (bottom - top <= view.bottom - view.top) return top < view.top ? top - view.top : bottom - view.bottom;
  // Too tall for the view: the box goes to the view's edge away from the answer, so the most of the answer shows.
  return answer.top >= box.top ? box.top - view.top : box.bottom - view.bottom;
}
