// The search as the built site holds it: each language's search page, and for each kind a test
// finds by a word (a post's body, a case study's body, a project's description) the page that
// word must find first: a word of that page that no other page of the language holds.
import fs from 'fs';
import path from 'path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { recordsOf, type SearchRecord } from '../../../plugins/search-index/records';
import { SEARCH_INDEX_PATH } from '../../../src/shared/search';
import { localePath } from '../../../src/shared/i18n';
import type { SearchKind } from '../../../src/shared/search';
import { contentIn, DEFAULT_LANG, LANGUAGES, postsIn, searchRouteIn } from './content';

export { searchRouteIn };
import { CONTENT_DIR, PREFIX, publicDir, routeOf } from './site';

/** Every search page, as routes. */
export const SEARCH_ROUTES: readonly string[] = LANGUAGES.map(searchRouteIn);

/** Whether a page's address is a search page's. */
export const isSearchPage = (url: string): boolean =>
  SEARCH_ROUTES.includes(routeOf(new URL(url).pathname));

/** Whether a request's address is one of the engine's files. */
export const isEngineFile = (url: string): boolean =>
  new URL(url).pathname.startsWith(`${PREFIX}${SEARCH_INDEX_PATH}/`);

/** A record's words as the page shows them: each element's text apart from its neighbours'. */
const textOf = (html: string) =>
  DomUtils.filter((node) => node.type === 'text', parseDocument(html).children)
    .map((node) => DomUtils.textContent(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** The words of `text` in `lang`: those in the language's own letters first, longest first. */
function wordsOf(text: string, lang: string): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const script = new Intl.Locale(lang).maximize().script ?? 'Latn';
  const letters = new RegExp(`\\p{Script=${/^Han[st]$/.test(script) ? 'Han' : script}}`, 'u');
  const words = [...segmenter.segment(text)]
    // Letters alone: the engine splits a word at an apostrophe or a dot.
    .filter((segment) => segment.isWordLike && /^[\p{L}\p{M}]+$/u.test(segment.segment))
    .map((segment) => segment.segment.toLowerCase());
  const own = (word: string) => (letters.test(word) ? 0 : 1);
  return [...new Set(words)].sort((a, b) => own(a) - own(b) || b.length - a.length);
}

export interface Target {
  kind: SearchKind;
  /** The address its first result must link to. */
  url: string;
  query: string;
}

/** A word of `source`, shown on `record`'s page and on no other page of its language. */
function distinctWord(record: SearchRecord, source: string, all: readonly SearchRecord[]) {
  const own = textOf(record.html);
  const others = all.filter((other) => other.url !== record.url).map((other) => textOf(other.html));
  return wordsOf(source, record.lang).find(
    (word) =>
      word.length > 3 - (/\p{Script=Han}/u.test(word) ? 1 : 0) &&
      own.includes(word) &&
      others.every((text) => !text.includes(word)),
  );
}

/** What a test searches for in `lang`: a post, a case study and a project, each by a word. */
export function targetsIn(lang: string): Target[] {
  const base = localePath('/', lang, DEFAULT_LANG).replace(/\/$/, '');
  const records = recordsOf(publicDir(), lang, base);
  const targets: Target[] = [];
  const add = (kind: SearchKind, record: SearchRecord | undefined, source: string) => {
    const query = record && distinctWord(record, source, records);
    if (record && query) targets.push({ kind, url: `${PREFIX}${record.url}`, query });
  };
  // What the language has of its own: a translated post, case study and project, where it has.
  const translated = (record: SearchRecord) =>
    lang === DEFAULT_LANG || !record.html.includes(`lang="${DEFAULT_LANG}"`);
  const posts = postsIn(lang);
  const post = posts.find((each) => !each.untranslated) ?? posts[0];
  if (post) {
    const body = fs
      .readFileSync(path.join(CONTENT_DIR, post.file), 'utf8')
      .replace(/^---[\s\S]*?\n---/, '');
    add(
      'post',
      records.find((record) => record.url.endsWith(`/writing/${post.slug}`)),
      body,
    );
  }
  const studies = records.filter((record) => record.kind === 'caseStudy');
  const study = studies.find(translated) ?? studies[0];
  if (study) add('caseStudy', study, textOf(study.html));
  const shown = contentIn(lang).projects.projects.flatMap((project) => {
    const record = records.find(
      (each) => each.kind === 'project' && textOf(each.html).includes(project.title.toLowerCase()),
    );
    return record ? [{ record, description: project.description }] : [];
  });
  const project = shown.find((each) => translated(each.record)) ?? shown[0];
  if (project) add('project', project.record, project.description);
  return targets;
}
