/**
 * How a page says, before its first paint, what its own code has yet to do: classes on <html>,
 * set by a page's first inline script and removed by its code, and the attributes of a pair
 * being drawn. Listed here, so that a reader finds every state of a page's start-up in one file.
 */
export const PAGE_STATE = {
  /** The 404 page's card is hidden until its code has decided what the address is. */
  notFoundPending: 'nf-pending',
  /** The 404 page is drawing a pair: the footer waits until the whole pair page is drawn. */
  pairDrawing: 'nf-pair',
  /** The page's scripts wait for its own code (startScripts), not for the first paint. */
  scriptsHeld: 'scripts-held',
  /** A quick-convert page asked for another pair hides its main column until its code has written it. */
  quickPending: 'quick-pending',
} as const;

/*
 * The attributes a pair the 404 page draws carries until its drawing is done (pairDrawer.ts):
 * the last of a page's start-up states, on its elements rather than on <html>. (Constants of
 * their own, which the 404 page's first code, within its first round trip, writes in place.)
 */
/** On each part of a drawn body below its converter until the rest is drawn: not shown meanwhile. */
export const REST_PENDING = 'data-rest-pending';
/** On a drawn <main> until its rest is drawn: the pair's category and unit ids, 'length meter foot'. */
export const DRAWN_PAIR = 'data-drawn-pair';

/**
 * Puts the content of the templates `selector` finds in their place, each once (its template
 * leaves): scripts, and in <head> the links asked for only once the page has painted.
 */
export function runTemplates(selector: string): void {
  for (const t of document.querySelectorAll<HTMLTemplateElement>(selector))
    t.replaceWith(document.importNode(t.content, true));
}

/**
 * A page's own code starting the scripts that wait in its `<template data-after="{when}">`
 * elements (AfterPaint.astro), as the layout's starter does for 'paint' once the page has
 * painted; a page that holds its scripts (PAGE_STATE.scriptsHeld) leaves 'paint' to its own code.
 */
export function startScripts(when: string): void {
  if (when === 'paint') document.documentElement.classList.remove(PAGE_STATE.scriptsHeld);
  runTemplates(`template[data-after="${when}"]`);
}
