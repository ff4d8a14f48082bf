/** The quick-convert page's widget code, as one file (see PairPageScript.astro). */
import { wireQuickConvert } from './quickConvert.client';
import { showAddressedPair } from './quickConvertPage.client';

// The widgets are live: a hook for tests and tools.
const ready = () => {
  document.documentElement.dataset.widgets = 'ready';
};
// The page first becomes the pair its address names, then shows and goes live in one task (no
// paint between; shown first, so the form's field can take the focus).
const reveal = () => document.documentElement.classList.remove('quick-pending');
showAddressedPair().then((staying) => {
  if (!staying) return;
  reveal();
  wireQuickConvert();
  ready();
}, reveal);
