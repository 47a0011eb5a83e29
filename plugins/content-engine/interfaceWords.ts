// The interface's own words in each language (src/shared/i18n/<lang>.json): the navigation,
// headings and buttons, which a language needs before its content can be published.
import fs from 'fs';
import path from 'path';
import type { Messages } from '../../src/shared/i18n';
import { readJson } from './jsonSource';

/** Where the interface's words are, one file per language (en.json has every key). */
export const INTERFACE_WORDS_DIR = path.join('src', 'shared', 'i18n');

export const DEFAULT_LANGUAGE = 'en';

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A language's interface words, or why there are none. */
export function readInterfaceWords(lang: string): Messages | string {
  // A regional tag takes its language's words ('pt-BR', 'pt'), unless they are in another
  // script: 'zh-TW' is written in traditional characters, 'zh' in simplified ones.
  const base = new Intl.Locale(lang).language;
  const script = (tag: string) => new Intl.Locale(tag).maximize().script;
  const file = [lang, ...(script(base) === script(lang) ? [base] : [])]
    .map((tag) => path.resolve(INTERFACE_WORDS_DIR, `${tag}.json`))
    .find((candidate) => fs.existsSync(candidate));
  const english = path.join(INTERFACE_WORDS_DIR, `${DEFAULT_LANGUAGE}.json`);
  if (!file) {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
    return `the site's own words (navigation, headings, buttons) are not written in ${name} yet: add ${path.join(INTERFACE_WORDS_DIR, `${lang}.json`)}, a copy of ${english} with its texts translated`;
  }
  const shown = path.relative(process.cwd(), file);
  const read = readJson(file, shown, shown);
  if ('error' in read) {
    const { message, line } = read.error;
    return `${shown}${line ? ` (line ${line})` : ''}: ${message}`;
  }
  const messages = read.json.value as Messages;
  const reference = JSON.parse(fs.readFileSync(path.resolve(english), 'utf8')) as Record<
    string,
    Json
  >;
  const missing = missingKeys(reference, messages as unknown as Record<string, Json>);
  if (missing.length > 0) {
    return `${shown} lacks ${missing.join(', ')}: copy them from ${english} and translate them`;
  }
  return messages;
}

function missingKeys(reference: Record<string, Json>, messages: Json, at = ''): string[] {
  return Object.entries(reference).flatMap(([key, value]) => {
    const here = isObject(messages) ? messages[key] : undefined;
    if (isObject(value)) return missingKeys(value, here, `${at}${key}.`);
    return typeof here === 'string' && here.trim() !== '' ? [] : [`"${at}${key}"`];
  });
}
