/**
 * The layout's starter, written into every page (BaseLayout.astro: bundled and minified from
 * this file when the site is built, inlineScripts.ts): a page's scripts wait in inert
 * `<template data-after="paint">` elements (AfterPaint.astro: nothing is requested before the
 * first paint) and are put in the page once it has painted (whenPainted). A quick-convert page
 * that waits, hidden, for its first code to show another pair (PAGE_STATE.quickPending) runs
 * that code's template (`data-early`) at once, before its first paint. A page whose own code
 * draws its main content after the first paint (the 404 page at a pair's address) holds the
 * scripts back (PAGE_STATE.scriptsHeld) and starts them itself (startScripts). Each template
 * runs once: it leaves the page.
 */
import { whenPainted } from './whenPainted';
import { PAGE_STATE, runTemplates } from './pageState';

const root = document.documentElement;
if (root.classList.contains(PAGE_STATE.quickPending)) runTemplates('template[data-early]');
whenPainted(() => {
  if (!root.classList.contains(PAGE_STATE.scriptsHeld)) runTemplates('template[data-after="paint"]');
});
