/** Theme preference: 'light' or 'dark' under localStorage['theme']; default light. */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Theme {
  try {
    return storage?.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The theme now applied (the `dark` class on <html>, set before first paint). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function toggleTheme(): void {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  document.documentElement.classList.toggle('dark', next === 'dark');
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Storage unavailable (private mode, quota): the theme still applies for this page.
  }
}

/** Wires every [data-theme-toggle] button once (several may exist: top bar, home box). */
export function bindThemeToggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    if (button.dataset.bound) continue;
    button.dataset.bound = '1';
    button.addEventListener('click', toggleTheme);
  }
}
