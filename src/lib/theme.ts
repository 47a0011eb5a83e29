import { themeColor } from '../shared/tokens';

// The colour theme: the system's preference unless the visitor picked the other one in the
// navigation. The pick lives in this browser's localStorage only. `data-theme` on <html> holds
// the theme in effect once a script has run; without JavaScript the CSS media query decides.

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The visitor's stored pick, or null (none, or storage blocked). */
export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme in effect: the head script's (./earlyScript.ts), or the last applied since. */
export function themeInEffect(): Theme | null {
  const theme = document.documentElement.getAttribute('data-theme');
  return isTheme(theme) ? theme : null;
}

const listeners = new Set<() => void>();

/** Calls `listener` after each applyTheme; returns the function that stops it. */
export function onThemeApplied(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts a theme in effect: `data-theme` for the CSS, and the browser bar's colour. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', themeColor[theme]);
  });
  listeners.forEach((listener) => listener());
}

/**
 * Keeps the visitor's pick. Picking what the system already shows forgets the pick instead,
 * so the site follows the system again: two states to choose from, and a way back.
 */
export function rememberTheme(theme: Theme): void {
  try {
    if (theme === systemTheme()) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the pick holds for this page only.
  }
}
