// The words of the test content's posts in languages written without spaces between words,
// counted by hand: what the site's own count (its dictionaries') is held to. Each post's prose
// (its code, maths, markup and addresses left out, as the site counts) is written out divided
// into words in hand-counted/<lang>/<post>.txt, a space between two words; recount after an edit.
import fs from 'fs';
import path from 'path';
import { FIXTURES_DIR } from './paths';

export interface HandCount {
  lang: string;
  /** The post's id, its file's name in content/posts/ and its translation's. */
  post: string;
  words: number;
}

export const HAND_COUNTED: readonly HandCount[] = [
  { lang: 'th', post: 'keyboard-first-menus', words: 365 },
  { lang: 'zh', post: 'screen-reader-notes', words: 356 },
];

/** The count's tolerance: dictionaries part some compounds otherwise than a reader does. */
export const HAND_COUNT_TOLERANCE = 0.15;

/** The words of a post as they were divided by hand. */
export function handDivided({ lang, post }: HandCount): string[] {
  const file = path.join(FIXTURES_DIR, 'hand-counted', lang, `${post}.txt`);
  return fs.readFileSync(file, 'utf8').split(/\s+/).filter(Boolean);
}
