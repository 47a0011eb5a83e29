// The site's languages: the words of its interface and what each language needs of a page.
// No i18n library: react-intl or i18next would add 15–40 kB of script to every page, and the
// site has some sixty words with named placeholders; Intl does the rest.
import type en from './en.json';
import type { OwnerFacts } from '../owner';
import type { OptionalWords } from '../parts';

/** The interface's own words: src/shared/i18n/<language>.json, each with en.json's keys. */
export type Messages = typeof en;

export type Direction = 'ltr' | 'rtl';

/** A language of the site, as its switcher lists it. */
export interface SiteLanguage {
  /** BCP 47 tag, e.g. 'es'. */
  lang: string;
  /** The language's own name, e.g. 'Español'. */
  name: string;
}

/**
 * The words a page carries in its context: a part's (../parts.ts) only where the part shows and
 * the content uses it, so that a page weighs no more for them.
 */
type Optional = OptionalWords;

export type PageMessages = Omit<Messages, Optional> & Partial<Pick<Messages, Optional>>;

/** What every page knows of its language (its page context). */
export interface PageLanguage {
  lang: string;
  dir: Direction;
  messages: PageMessages;
  /** Every language of the site, the default first. */
  languages: readonly SiteLanguage[];
  /** The page's path in the default language, e.g. '/resume' for '/es/resume'. */
  basePath: string;
  /** The page's address in each language, where it is in the language's own words (the search
   *  page: /search, /es/buscar); other pages are at basePath under each language's prefix. */
  addresses?: Readonly<Record<string, string>>;
  /** What the structured data says of the owner, the same in every language: on the pages
   *  that describe the owner (not the 404 and contact pages). */
  owner?: OwnerFacts;
}

// Scripts written from right to left (Unicode's, as ISO 15924 codes).
const RTL_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

/** The direction a language is written in, from its script. */
export function directionOf(lang: string): Direction {
  const { script } = new Intl.Locale(lang).maximize();
  return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

/** Open Graph's locale for a language, e.g. 'es_ES' for 'es', from its likeliest region. */
export function ogLocaleOf(lang: string): string {
  const { language, region } = new Intl.Locale(lang).maximize();
  return region ? `${language}_${region}` : language;
}

/** The path of a page in a language: the default language has no prefix. */
export function localePath(basePath: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang) return basePath;
  return basePath === '/' ? `/${lang}` : `/${lang}${basePath}`;
}

/** The address of `page` in the language `lang`. */
export function pagePathIn(
  page: Pick<PageLanguage, 'basePath' | 'languages' | 'addresses'>,
  lang: string,
): string {
  return (page.addresses || {})[lang] || localePath(page.basePath, lang, page.languages[0].lang);
}

/** A message with its {placeholders} filled in. */
export function format(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A message's parts, its {placeholders} given as values of any kind (elements, for a page). */
export function formatParts<T>(message: string, values: Record<string, T>): (string | T)[] {
  return message
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => values[part.slice(1, -1)] ?? part);
}

// The CV's PDF and the site's share image are set left to right in Inter, which has Latin, Greek
// and Cyrillic letters.
const CV_SCRIPTS = new Set(['Latn', 'Grek', 'Cyrl']);

/** Whether the CV's PDF and the site's share image can be made in a language: what the pages
 *  ask (typesetProblemOf says why not, for the build, so that its words stay out of them). */
export const canTypeset = (lang: string): boolean =>
  directionOf(lang) !== 'rtl' && CV_SCRIPTS.has(scriptOf(lang) ?? '');

/** Why the CV's PDF and the site's share image cannot be made in a language, or null when they
 *  can. */
export function typesetProblemOf(lang: string): string | null {
  if (canTypeset(lang)) return null;
  if (directionOf(lang) === 'rtl') {
    return 'the PDF and image libraries (react-pdf, satori) cannot set right-to-left text';
  }
  return `the CV's font (Inter) has no letters for its script (${scriptOf(lang) ?? 'unknown'})`;
}

/** The scripts beyond Inter's that a post's share image is set in, each in a Noto Sans of its own
 *  (plugins/share-image/fonts.ts); Hans is simplified Chinese. */
export const SHARE_IMAGE_SCRIPTS = ['Arab', 'Hebr', 'Thai', 'Hans'] as const;
export type ShareImageScript = (typeof SHARE_IMAGE_SCRIPTS)[number];

/** A language's script (ISO 15924), its likeliest when the tag does not name it. */
export const scriptOf = (lang: string): string | undefined =>
  new Intl.Locale(lang).maximize().script;

/** Whether a post's share image can be drawn in a language (shareImageProblemOf says why not). */
export const hasShareImageFont = (lang: string): boolean => {
  const script = scriptOf(lang) ?? '';
  return CV_SCRIPTS.has(script) || (SHARE_IMAGE_SCRIPTS as readonly string[]).includes(script);
};

/** Why a post's share image cannot be drawn in a language, or null when it can. */
export function shareImageProblemOf(lang: string): string | null {
  return hasShareImageFont(lang)
    ? null
    : `the share image has no font for its script (${scriptOf(lang) ?? 'unknown'})`;
}

/** A download's file name in a language other than the default: 'CV.pdf' is 'CV-es.pdf'. */
export function fileNameIn(name: string, lang: string, defaultLang: string): string {
  return lang === defaultLang ? name : name.replace(/(\.[^.]+)?$/, `-${lang}$1`);
}
