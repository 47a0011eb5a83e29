// Where the bar has room for its links in a row, from the words it shows. The site's fonts are
// the system's, so no width is known at build time: each character is counted at the widest
// average measured for the nav's words in the widest common system font (docs/behaviour.md).

/** Most Latin, Greek, Cyrillic, Arabic… characters: at most this many em each on average. */
const EM_PER_CHARACTER = 0.75;
/** Characters that take a whole em (CJK ideographs, kana, Hangul, full-width forms). */
const EM_PER_WIDE_CHARACTER = 1;
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uFF00-\uFF60]/u;

/** The bar's sizes, in rem, shared by its styles (NavBar.tsx, NavMenu.tsx) and the sum below. */
export const navSize = {
  /** The bar's inline padding at its widest. */
  padding: 2,
  monogram: 2.25,
  /** Between the brand and the controls, at least. */
  brandGap: 1,
  /** The links' text (fontSize.sm). */
  linkFont: 0.9375,
  /** Each link's inline padding, either side. */
  linkPadding: 0.75,
  /** Between the links. */
  linkGap: 0.25,
  /** Hire Me's inline padding, either side, and its extra room before it. */
  hirePadding: 1,
  hireMargin: 0.5,
  /** Between the links, the language switch and the theme switch. */
  controlGap: 0.5,
  /** The language switch: a globe and a two-letter code. */
  languageSwitch: 3,
  themeSwitch: 2.25,
} as const;

/** A text's width in em, counted generously (see above). */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const character of text) {
    width += WIDE.test(character) ? EM_PER_WIDE_CHARACTER : EM_PER_CHARACTER;
  }
  return width;
}

export interface NavWords {
  /** Each link's label; for the first, the longer of Projects (home) and Home (other pages). */
  links: readonly string[];
  /** The Hire Me link's label, set bold in a pill. */
  hire: string;
}

/**
 * The narrowest window (in em, for a media query) whose bar shows its links in a row beside the
 * brand's monogram, the language switch and the theme switch. Under it they are behind a menu.
 * The same on every page of a language, so the bar does not change from page to page.
 */
export function inlineLinksFromEm({ links, hire }: NavWords, hasLanguageSwitch: boolean): number {
  const s = navSize;
  const linkWidths = links.reduce(
    (sum, label) => sum + textWidthEm(label) * s.linkFont + 2 * s.linkPadding,
    0,
  );
  const hireWidth = textWidthEm(hire) * s.linkFont + 2 * s.hirePadding + s.hireMargin;
  const gaps = links.length * s.linkGap + (hasLanguageSwitch ? 2 : 1) * s.controlGap;
  const controls = (hasLanguageSwitch ? s.languageSwitch : 0) + s.themeSwitch;
  const total = 2 * s.padding + s.monogram + s.brandGap + linkWidths + hireWidth + gaps + controls;
  return Math.ceil(total * 4) / 4;
}
