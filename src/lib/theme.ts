/** Theme preference: 'light' or 'dark' under localStorage['theme']; default light. */
export type Theme = 'light' | 'dark';

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Theme {
  try {
    return storage?.getItem('theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function syncThemeButtons(): void {
  const dark = document.documentElement.classList.contains('dark');
  for (const b of document.querySelectorAll('[data-theme-toggle]')) b.setAttribute('aria-pressed', String(dark));
}

export function toggleTheme(): void {
  const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
  document.documentElement.classList.toggle('dark', next === 'dark');
  try {
    localStorage.setItem('theme', next);
  } catch {
    // Storage unavailable (private mode, quota): the theme still applies for this page.
  }
  syncThemeButtons();
}
