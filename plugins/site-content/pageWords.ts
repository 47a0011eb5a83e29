// The interface's words each page carries, and which parts the content uses: derived from the
// parts' one declaration (src/shared/parts.ts).
import fs from 'fs';
import path from 'path';
import type { Messages, PageMessages } from '../../src/shared/i18n';
import { KINDS } from '../../src/shared/kinds';
import { PARTS, type PartName, type Parts } from '../../src/shared/parts';
import type { Post } from '../content-engine/posts';
import type { Content } from '../content-engine/types';

export type { Parts };

/** Whether the content uses a part of declared kinds (src/shared/kinds): it lists one's entries. */
const listsAny =
  (part: PartName) =>
  ({ resume }: Content) =>
    KINDS.some((kind) => kind.part === part && kind.listed(resume));

/** Markdown the build may draw a code block or a formula from: a fence, an indented line, a `$`,
 *  or the elements themselves. Broad on purpose: a text it missed would show them plainer. */
const DRAWN_MARKDOWN = /^(?: {4}|\t)|^\s*(?:```|~~~)|\$|<(?:pre|math)[\s>]/m;

/** Every Markdown text under `dir` (posts, case studies, their translations), as written. */
export function markdownIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** Whether the content uses each part: every declared part must say (tsc checks). */
const USED: Record<
  PartName,
  (content: Content, posts: readonly Post[], markdown: readonly string[]) => boolean
> = {
  contactPage: (content) => Boolean(content.site.contact),
  credentials: listsAny('credentials'),
  // Only what the home page shows: an entry may be kept for JSON Resume alone.
  recommendations: ({ resume }) =>
    (resume.recommendations ?? []).some((entry) => !entry.hideOnHome),
  ownSections: ({ resume }) => (resume.sections?.length ?? 0) > 0,
  homeSections: ({ resume }) => (resume.sections ?? []).some((section) => section.home),
  writing: (_content, posts) => posts.length > 0,
  writingBar: ({ site }, posts) => posts.length > 0 && site.writingInBar === true,
  search: (_content, posts) => posts.length > 0,
  drawnText: (_content, _posts, markdown) => markdown.some((text) => DRAWN_MARKDOWN.test(text)),
};

const NAMES = Object.keys(PARTS) as PartName[];

/**
 * Which parts `content` uses, with `posts` (those its pages show: drafts only in develop) and
 * its Markdown texts (markdownIn).
 */
export function partsOf(
  content: Content | undefined,
  posts: readonly Post[] = [],
  markdown: readonly string[] = [],
): Parts {
  return Object.fromEntries(
    NAMES.map((name) => [name, content ? USED[name](content, posts, markdown) : false]),
  ) as Parts;
}

/** Whether `component` (a page's file) is the one at `page` under src/ ('pages/resume'). */
export const isPage = (component: string, page: string) =>
  component.replace(/\\/g, '/').endsWith(`/src/${page}.tsx`);

type WordsPages = 'every page' | readonly string[];

/** Each part's words with the pages they go to. */
const WORDS = NAMES.flatMap((name) =>
  Object.entries((PARTS[name] as { words?: Record<string, WordsPages> }).words ?? {}).map(
    ([key, pages]) => ({ name, key: key as keyof Messages, pages }),
  ),
);

/**
 * The interface's words a page carries: every word of a part only where the part shows and the
 * content uses it; other pages weigh what they did.
 */
export function wordsOf(messages: Messages, parts: Parts, component: string): PageMessages {
  const words: Partial<Messages> = { ...messages };
  for (const { name, key, pages } of WORDS) {
    const shown = pages === 'every page' || pages.some((page) => isPage(component, page));
    if (!parts[name] || !shown) delete words[key];
  }
  return words as PageMessages;
}

/** What the context of the page drawn by `component` says of the parts its query asks for only
 *  where the content uses them: `{ homeSections: true }` on home, or nothing. */
export function askedOf(parts: Parts, component: string): Partial<Record<PartName, true>> {
  return Object.fromEntries(
    NAMES.filter(
      (name) =>
        parts[name] &&
        ((PARTS[name] as { asked?: readonly string[] }).asked ?? []).some((page) =>
          isPage(component, page),
        ),
    ).map((name) => [name, true]),
  );
}

/** Whether `component` is one of the contact pages, which carry no owner's facts. */
export const isContactPage = (component: string) =>
  (PARTS.contactPage.words.contactForm as readonly string[]).some((page) =>
    isPage(component, page),
  );

/** Whether `component` is the search page, whose address is in each language's words. */
export const isSearchPage = (component: string) =>
  (PARTS.search.words.search as readonly string[]).some((page) => isPage(component, page));
