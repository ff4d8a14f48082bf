/**
 * A page's own code starting the scripts that wait in its `<template data-after="{when}">`
 * elements (AfterPaint.astro), as the layout's starter does for 'paint' once the page has
 * painted; a page with the `scripts-held` class leaves 'paint' to its own code. Each template
 * runs once: it leaves the page.
 */
export function startScripts(when: string): void {
  if (when === 'paint') document.documentElement.classList.remove('scripts-held');
  for (const t of document.querySelectorAll<HTMLTemplateElement>(`template[data-after="${when}"]`)) {
    t.remove();
    document.body.append(document.importNode(t.content, true));
  }
}
