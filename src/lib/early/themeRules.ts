// The colour theme's rules, one piece of code for the page's script (lib/theme.ts) and for the
// head script, which carries themeRules' source text: so it keeps to ./script.ts's terms.

export type Theme = 'light' | 'dark';

export interface ThemeSettings {
  /** The localStorage key of the visitor's pick. */
  storageKey: string;
  /** The media query of a system that prefers dark. */
  darkQuery: string;
  /** The browser bar's colour in each theme (the theme-color metas). */
  barColor: Record<Theme, string>;
  /** The attribute on <html> that holds the theme in effect, for the CSS. */
  attribute: string;
}

export interface ThemeRules {
  /** The theme a page starts on: the visitor's pick if there is one, else the system's. */
  starting(): Theme;
  /** The theme in effect, as the attribute on <html> holds it. */
  inEffect(): Theme | null;
  /** Puts a theme in effect: the attribute for the CSS, and the browser bar's colour. */
  apply(theme: Theme): void;
  /**
   * Keeps the visitor's pick. Picking what the system already shows forgets the pick instead,
   * so the site follows the system again: two states to choose from, and a way back. With
   * storage blocked, the pick holds for this page only.
   */
  remember(theme: Theme): void;
}

/**
 * The system's preference unless the visitor picked the other theme; the pick lives in this
 * browser's localStorage only.
 */
export function themeRules({
  storageKey,
  darkQuery,
  barColor,
  attribute,
}: ThemeSettings): ThemeRules {
  const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';
  const system = (): Theme => (matchMedia(darkQuery).matches ? 'dark' : 'light');
  return {
    starting: () => {
      try {
        const value = localStorage.getItem(storageKey);
        return isTheme(value) ? value : system();
      } catch {
        return system();
      }
    },
    inEffect: () => {
      const theme = document.documentElement.getAttribute(attribute);
      return isTheme(theme) ? theme : null;
    },
    apply: (theme) => {
      document.documentElement.setAttribute(attribute, theme);
      document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
        meta.setAttribute('content', barColor[theme]);
      });
    },
    remember: (theme) => {
      try {
        if (theme === system()) localStorage.removeItem(storageKey);
        else localStorage.setItem(storageKey, theme);
      } catch {
        // The pick holds for this page only.
      }
    },
  };
}
