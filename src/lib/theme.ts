import { THEME_ATTRIBUTE } from '../shared/dataAttributes';
import { themeColor } from '../shared/tokens';
import { themeRules, type Theme, type ThemeSettings } from './early/themeRules';

// The colour theme as the page's script sees it. `data-theme` on <html> holds the theme in
// effect once a script has run; without JavaScript the CSS media query decides. The rules are
// the head script's own (./early/themeRules.ts), so both decide alike.

export type { Theme };

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_SETTINGS: ThemeSettings = {
  storageKey: THEME_STORAGE_KEY,
  darkQuery: DARK_QUERY,
  barColor: themeColor,
  attribute: THEME_ATTRIBUTE,
};

const rules = themeRules(THEME_SETTINGS);

/** The theme a page starts on: the visitor's stored pick, or the system's. */
export const startingTheme = rules.starting;

/** The theme in effect: the head script's, or the last applied since. */
export const themeInEffect = rules.inEffect;

const listeners = new Set<() => void>();

/** Calls `listener` after each applyTheme; returns the function that stops it. */
export function onThemeApplied(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts a theme in effect: `data-theme` for the CSS, and the browser bar's colour. */
export function applyTheme(theme: Theme): void {
  rules.apply(theme);
  listeners.forEach((listener) => listener());
}

/** Keeps the visitor's pick, or forgets it when it is the system's theme. */
export const rememberTheme = rules.remember;
