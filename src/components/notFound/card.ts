/**
 * The 404 page's card, as its code sets it: the neutral 'Opening …' while an address is looked
 * up, a not-found text of its own, or the plain 404; with a suggestion when the address is a
 * near miss of a page. Text that comes from the address is only ever set as text.
 */
import type { Suggestion } from '../../browser/notFound';
import { PAGE_STATE, startScripts } from '../startup/pageState';

const root = document.documentElement;
const part = (name: string) => document.querySelector<HTMLElement>(`[data-nf-${name}]`)!;

const brand = document.title.split(' | ').pop();

/** The neutral state while an address is looked up: no 404 text, no way out yet. */
export function opening(label: string): void {
  // The page's own title, put aside (by the head script at an address shaped like a pair's) for plain().
  root.dataset.titleAside ??= document.title;
  part('title').textContent = label ? `Opening ${label}…` : 'Opening…';
  part('message').textContent = 'Finding the page for this address.';
  part('actions').classList.add('invisible');
  part('search').classList.add('hidden');
  document.title = `${part('title').textContent} | ${brand}`;
  root.classList.remove(PAGE_STATE.notFoundPending);
}

/** 'Did you mean …?', when the address is a near miss of a page. */
function offer(suggestion: Suggestion | null | undefined) {
  if (!suggestion) return;
  const link = part('suggest-link') as HTMLAnchorElement;
  link.textContent = suggestion.label;
  link.href = suggestion.href;
  part('suggest').classList.remove('hidden');
}

/** The card with its way out and the unit search below it, whose code starts now with the page's. */
function settle(title: string) {
  console.warn('404: no page at', location.pathname);
  part('actions').classList.remove('invisible');
  part('search').classList.remove('hidden');
  document.title = title;
  root.classList.remove(PAGE_STATE.notFoundPending, PAGE_STATE.pairDrawing);
  startScripts('paint');
  startScripts('nf-search');
}

/** A not-found text of its own ('Converter not found'). */
export function show(
  heading: string,
  text: string,
  extra?: string,
  homeLabel = 'Return Home',
  suggestion?: Suggestion,
): void {
  part('title').textContent = heading;
  part('message').textContent = text;
  offer(suggestion);
  if (extra) {
    part('detail').textContent = extra;
    part('detail').classList.remove('hidden');
  }
  part('home').textContent = homeLabel;
  settle(`${heading} | ${brand}`);
}

/** The page's own 404 text (its elements keep it in data-plain, whatever they show meanwhile). */
export function plain(suggestion?: Suggestion | null): void {
  part('title').textContent = part('title').dataset.plain ?? '';
  part('message').textContent = part('message').dataset.plain ?? '';
  offer(suggestion);
  settle(root.dataset.titleAside ?? document.title);
}
