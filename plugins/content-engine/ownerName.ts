// The owner's name in every language. It is content/site.json's, unless a translation writes it
// in other letters (Arabic, Chinese, Cyrillic…), and "{name}" in a text of site.json stands for
// it, so that a greeting names the owner without repeating the name: a new name in site.json
// reaches every page of every language. A translation that gives another name in the same
// letters (the name it had before, say) is told and left out, and where its texts still say
// that name, the page says the owner's.
import type { ContentError } from './errors';
import { lineOf, type SourcePosition } from './jsonSource';
import { isTranslatedText, resolveRef, type JsonSchema as Schema } from './schemaFields';
import type { Content } from './types';
import { nameAsFileName } from '../../src/shared/contact';

/** What a text of site.json writes where the owner's name goes. */
export const NAME_PLACEHOLDER = '{name}';

/** Fields naming a downloaded file, where "{name}" is the name as a file name has it. */
const FILE_NAME_FIELDS = ['cvFilename', 'contactFilename'];

/** site.json as the build reads it: the texts it shows in the default language listed. */
type Site = Content['site'] & { untranslated?: string[] };

// The writing systems a name is told apart by (Unicode's script names); letters of any other
// count as one "other" script.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Myanmar',
  'Khmer',
  'Ethiopic',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
].map((script) => ({ script, letters: new RegExp(`\\p{Script=${script}}`, 'u') }));

/** The script most of a text's letters are written in: 'Latin' for "José Núñez". */
export function scriptOf(text: string): string {
  const counts = new Map<string, number>();
  for (const letter of text.match(/\p{L}/gu) ?? []) {
    const script = SCRIPTS.find(({ letters }) => letters.test(letter))?.script ?? 'other';
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
}

/** A text field of site.json, by its JSON pointer, with its text (or list of texts). */
interface Text {
  at: string;
  text: string | string[];
}

/** The texts of `value` a translation may give (the schema's "x-translate"), where it has them. */
function textsOf(value: unknown, schema: Schema, defs: Schema['$defs'], at = ''): Text[] {
  if (value === undefined || value === null) return [];
  if (isTranslatedText(schema, defs)) {
    const text = value as string | string[];
    return typeof text === 'string' || Array.isArray(text) ? [{ at, text }] : [];
  }
  const resolved = resolveRef(schema, defs) ?? {};
  if (resolved.items && value && typeof value === 'object') {
    // A list in site.json; in a translation, its entries by id.
    return Object.entries(value).flatMap(([key, item]) =>
      textsOf(item, resolved.items!, defs, `${at}/${key}`),
    );
  }
  if (typeof value !== 'object') return [];
  return Object.entries(resolved.properties ?? {}).flatMap(([key, field]) =>
    textsOf((value as Record<string, unknown>)[key], field, defs, `${at}/${key}`),
  );
}

/**
 * `value` with the text at each pointer of `texts` replaced by `change`'s, where `value` has it
 * (a translation's text of a part the default no longer has is left to its own notice).
 */
function withTexts(value: unknown, texts: Text[], change: (text: string) => string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const { at } of texts) {
    const keys = at.split('/').slice(1);
    const last = keys.pop()!;
    const holder = keys.reduce<unknown>(
      (inner, key) => (inner && typeof inner === 'object' ? (inner as never)[key] : undefined),
      copy,
    ) as Record<string, unknown> | undefined;
    const text = holder && typeof holder === 'object' ? holder[last] : undefined;
    if (typeof text === 'string') holder![last] = change(text);
    else if (Array.isArray(text)) holder![last] = text.map((line) => change(String(line)));
  }
  return copy;
}

/**
 * Where `text` says `other`, not counting where it is part of `own` ("Alex Morgan" inside
 * "Alex Morgan-Smith", or the other way round): the start of each.
 */
function saysAt(text: string, other: string, own: string): number[] {
  const starts = (of: string) => {
    const found: number[] = [];
    for (let at = text.indexOf(of); at >= 0; at = text.indexOf(of, at + 1)) found.push(at);
    return found;
  };
  const owns = other.length < own.length ? starts(own) : [];
  return starts(other).filter(
    (at) => !owns.some((start) => start <= at && at + other.length <= start + own.length),
  );
}

/** `text` with `other` replaced by `by` where it says it (saysAt). */
function replacedAt(text: string, other: string, own: string, by: string): string {
  return saysAt(text, other, own)
    .reverse()
    .reduce((done, at) => done.slice(0, at) + by + done.slice(at + other.length), text);
}

const joined = (text: string | string[]) => [text].flat().join('\n');

/**
 * The placeholders of site.json's texts that are not "{name}" (a translator's "{nombre}"), and
 * "{name}" in the name itself: each would show on the page as written.
 */
export function placeholderProblems(
  site: unknown,
  schema: Schema,
  file: string,
  positions: Map<string, SourcePosition>,
): ContentError[] {
  const problems: ContentError[] = [];
  for (const { at, text } of textsOf(site, schema, schema.$defs)) {
    const wrong = [...joined(text).matchAll(/\{[^{}\s]*\}/g)]
      .map(([found]) => found)
      .filter((found) => found !== NAME_PLACEHOLDER || at === '/name');
    if (wrong.length === 0) continue;
    const message =
      at === '/name'
        ? `must be your name itself: ${NAME_PLACEHOLDER} stands for it in the other texts`
        : `${wrong[0]} is not a placeholder: write ${NAME_PLACEHOLDER} where your name goes, as it is, in every language`;
    problems.push({
      file,
      path: at,
      message,
      found: JSON.stringify(wrong[0]),
      line: lineOf(positions, at),
    });
  }
  return problems;
}

/**
 * `site` with "{name}" replaced by `name` in its texts, and by the default language's name as
 * a file name has it (`fileName`) in the names of its downloads.
 */
export function withName(site: Site, schema: Schema, name: string, fileName: string): Site {
  const texts = textsOf(site, schema, schema.$defs).filter(({ at }) => at !== '/name');
  const filled = withTexts(site, texts, (text) => text.replaceAll(NAME_PLACEHOLDER, name)) as Site;
  for (const field of FILE_NAME_FIELDS) {
    const value = (filled as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') {
      const named = value.replaceAll(NAME_PLACEHOLDER, nameAsFileName(fileName));
      Object.assign(filled, { [field]: named });
    }
  }
  return filled;
}

const languageName = (lang: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

/**
 * A translation's site.json, laid over the default's (`merged`), with the owner's name in that
 * language and "{name}" filled in: the translation's own name where it writes it in other
 * letters than content/site.json's, the default's otherwise. A name of the same letters that
 * differs is left out with a notice, and each text of the translation that says it says the
 * owner's name instead, with a notice too.
 */
export function translatedOwner(
  lang: string,
  own: Site,
  given: Partial<Site> | undefined,
  merged: Site,
  schema: Schema,
  file: string,
  positions: Map<string, SourcePosition>,
): { site: Site; notices: ContentError[] } {
  const notices: ContentError[] = [];
  // Compared as composed letters: "José" typed as "e" and an accent is the same name.
  const other = typeof given?.name === 'string' ? given.name.trim().normalize('NFC') : '';
  const ownName = own.name.trim().normalize('NFC');
  const stale = other && other !== ownName && scriptOf(other) === scriptOf(ownName) ? other : '';
  const name = other && !stale ? other : ownName;
  let site = merged;
  if (stale) {
    const where = (at: string) => ({ file, path: at, line: lineOf(positions, at) });
    notices.push({
      ...where('/name'),
      message: `"${stale}" is not your name in content/site.json ("${ownName}"), and is written in the same letters: the ${languageName(lang)} pages say "${ownName}". Delete it: a translation gives your name only to write it in other letters`,
    });
    const saying = textsOf(given, schema, schema.$defs).filter(
      ({ at, text }) =>
        at !== '/name' && saysAt(joined(text).normalize('NFC'), stale, ownName).length > 0,
    );
    for (const { at } of saying) {
      notices.push({
        ...where(at),
        message: `says "${stale}", which is not your name: the page says "${ownName}" in its place. Write ${NAME_PLACEHOLDER} where your name goes`,
      });
    }
    const named = (text: string) =>
      replacedAt(text.normalize('NFC'), stale, ownName, NAME_PLACEHOLDER);
    site = withTexts(site, saying, named) as Site;
  }
  // A name is a name in every language: never listed as a text to translate.
  const untranslated = (site.untranslated ?? []).filter((field) => field !== 'name');
  site = { ...site, name };
  if (untranslated.length > 0) site.untranslated = untranslated;
  else delete site.untranslated;
  return { site: withName(site, schema, name, ownName), notices };
}
