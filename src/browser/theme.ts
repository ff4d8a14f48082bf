/**
 * Theme: the visitor's own pick, 'light' or 'dark' under localStorage['theme'], wins; without
 * one the page follows the system's colour scheme (prefers-color-scheme), also when it changes
 * while the page is open; light where neither can be read. The inline script in BaseLayout
 * applies the same rule before first paint.
 */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches'>;

/** The visitor's saved pick; null when there is none (or storage holds something else or cannot be read). */
export function storedTheme(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Theme | null {
  try {
    const value = storage?.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** The system's colour scheme; light where the media query is unsupported. */
export function systemTheme(matchMedia: MatchMedia | undefined = globalThis.matchMedia): Theme {
  try {
    return typeof matchMedia === 'function' && matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The theme a page should show: the saved pick, else the system's. */
export function readTheme(storage?: Pick<Storage, 'getItem'>, matchMedia?: MatchMedia): Theme {
  return storedTheme(storage) ?? systemTheme(matchMedia);
}

/** The theme now applied (the `dark` class on <html>, set before first paint). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** The toggle: the other theme, saved as the visitor's pick from now on. */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  applyTheme(next);
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

/** Follows the system's colour scheme as it changes, until the visitor picks a theme; and a pick made in another tab. */
export function followSystemTheme(): void {
  const update = () => applyTheme(readTheme());
  if (typeof globalThis.matchMedia === 'function')
    globalThis.matchMedia(DARK_SCHEME_QUERY).addEventListener?.('change', update);
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_KEY || e.key === null) update();
  });
}
