// The owner's posts as each engine shows them, in a language of each direction: the writing
// list newest first, a post with its facts, its series' parts in order and its related posts,
// and a tag's posts; code and maths left to right in a right-to-left page; each page within the
// window at a phone's width and a laptop's, in the dark theme and the light. Written once, run
// in every engine (credentials.test.ts in Chromium, firefox.test.ts, webkit.test.ts).
import fs from 'fs';
import path from 'path';
import { postPath, tagPath, TOC_MIN_HEADINGS, WRITING_PATH } from '../../../src/shared/constants';
import { formatDate } from '../../../src/shared/dates';
import { format } from '../../../src/shared/i18n';
import { DEFAULT_LANG, messagesOf, ONE_PER_DIRECTION, postsIn, routeIn } from '../support/content';
import { TRAITS, type Engine, type EngineName } from '../support/engines/engine';
import { CONTENT_DIR } from '../support/site';

const VIEWS = [
  { width: 320, systemScheme: 'dark' },
  { width: 1280, systemScheme: 'light' },
] as const;

/** In the page: what a reader sees of the writing page they are on. */
const shown = () => {
  const text = (element: Element | null | undefined) =>
    element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  const series = main?.querySelector('nav[aria-labelledby="series-heading"]');
  const related = main?.querySelector('section[aria-labelledby="related-heading"]');
  // The lists of posts: each item under its title's heading (a series' parts have none).
  const listed = [...(main?.querySelectorAll('ol > li:has(> h2, > h3)') ?? [])].filter(
    (item) => !related?.contains(item),
  );
  const direction = (selector: string) =>
    [...(main?.querySelectorAll(selector) ?? [])].map((each) => getComputedStyle(each).direction);
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    dir: document.documentElement.getAttribute('dir'),
    heading: text(h1),
    headingLang: h1?.closest('[lang]')?.getAttribute('lang') ?? null,
    listed: listed.map((item) => text(item.querySelector('h2, h3'))),
    facts: text(main?.querySelector('article header p')),
    parts: [...(series?.querySelectorAll('li') ?? [])].map((item) => text(item)),
    current: text(series?.querySelector('[aria-current="page"]')),
    next: series?.querySelector('a[rel="next"]')?.getAttribute('href') ?? null,
    previous: series?.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null,
    related: [...(related?.querySelectorAll('li > h3') ?? [])].map((title) => text(title)),
    tags: [...(main?.querySelectorAll('article header ul a') ?? [])].map((link) => text(link)),
    // The table of contents: each link with the text of the heading it leads to.
    contents: [...(main?.querySelectorAll('nav[aria-labelledby="toc-heading"] a') ?? [])].map(
      (link) => ({
        text: text(link),
        target: text(document.getElementById(link.getAttribute('href')!.slice(1))),
      }),
    ),
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    code: direction('pre'),
    maths: direction('math'),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  };
};

export function writingIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  describe.each(ONE_PER_DIRECTION)(`in ${traits.label}, the owner's posts in %s`, (lang) => {
    const posts = postsIn(lang);
    if (posts.length === 0) return;
    const words = messagesOf(lang).writing;
    // The post to read: one in a series, with a post outside it that shares a tag, if any.
    const shares = (a: (typeof posts)[number], b: (typeof posts)[number]) =>
      a.slug !== b.slug &&
      a.seriesSlug !== b.seriesSlug &&
      a.tags.some((tag) => b.tags.some((other) => other.slug === tag.slug));
    const read =
      posts.find((post) => post.seriesSlug && posts.some((other) => shares(post, other))) ??
      posts[0];
    const parts = posts
      .filter((post) => post.seriesSlug && post.seriesSlug === read.seriesSlug)
      .sort((a, b) => (a.seriesOrder ?? 0) - (b.seriesOrder ?? 0));
    const tag = read.tags[0];

    test.each(VIEWS)(
      'the list, newest first, at $width px in the $systemScheme theme',
      async (view) => {
        const visit = await engineOf().open(routeIn(WRITING_PATH, lang), view);
        const page = await visit.run(shown);
        expect(page.heading).toBe(words.title);
        expect(page.listed).toEqual(posts.slice(0, page.listed.length).map((post) => post.title));
        expect(page.listed.length).toBe(Math.min(posts.length, 10));
        expect(page.theme).toBe(view.systemScheme);
        expect(page.overflow).toBeLessThanOrEqual(0);
        expect(await visit.problems()).toEqual([]);
      },
    );

    test.each(VIEWS)(
      'a post, its series and related posts, at $width px in the $systemScheme theme',
      async (view) => {
        const visit = await engineOf().open(routeIn(postPath(read.slug), lang), view);
        const page = await visit.run(shown);
        expect(page.heading).toBe(read.title);
        // A post without its translation shows the default's text, in the default's language.
        expect(page.headingLang).toBe(read.untranslated ? DEFAULT_LANG : lang);
        expect(page.facts).toContain(formatDate(read.date, lang));
        expect(page.facts).toContain(
          format(words.readingTime, { minutes: String(read.readingMinutes) }),
        );
        expect(page.tags).toEqual(read.tags.map((each) => each.name));
        if (parts.length > 1) {
          expect(page.parts).toEqual(parts.map((part) => part.title));
          expect(page.current).toBe(read.title);
          const at = parts.indexOf(read);
          const href = (post?: (typeof posts)[number]) =>
            post ? expect.stringMatching(new RegExp(`${postPath(post.slug)}$`)) : null;
          expect(page.next).toEqual(href(parts[at + 1]));
          expect(page.previous).toEqual(href(parts[at - 1]));
        }
        // Related: posts outside its series sharing a tag with it, the one read not among them.
        const sharing = posts.filter((other) => shares(read, other)).map((other) => other.title);
        expect(page.related.length).toBe(Math.min(3, sharing.length));
        for (const title of page.related) expect(sharing).toContain(title);
        // A long post opens with its sections, each link leading to its heading; no id twice.
        const body = fs.readFileSync(path.join(CONTENT_DIR, read.file), 'utf8');
        const headings = [...body.matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) => heading.trim());
        if (headings.length >= TOC_MIN_HEADINGS) {
          expect(page.contents).toEqual(
            headings.map((heading) => ({ text: heading, target: heading })),
          );
        } else expect(page.contents).toEqual([]);
        expect(new Set(page.ids).size).toBe(page.ids.length);
        // Code and maths read left to right, whatever the page's direction.
        for (const direction of [...page.code, ...page.maths]) expect(direction).toBe('ltr');
        expect(page.overflow).toBeLessThanOrEqual(0);
        expect(await visit.problems()).toEqual([]);
      },
    );

    test.each(tag ? VIEWS : [])(
      "a tag's posts at $width px in the $systemScheme theme",
      async (view) => {
        const visit = await engineOf().open(routeIn(tagPath(tag!.slug), lang), view);
        const page = await visit.run(shown);
        const tagged = posts.filter((post) => post.tags.some((each) => each.slug === tag!.slug));
        expect(page.heading).toBe(format(words.tagTitle, { tag: tag!.name }));
        expect(page.listed).toEqual(tagged.map((post) => post.title));
        expect(page.overflow).toBeLessThanOrEqual(0);
        expect(await visit.problems()).toEqual([]);
      },
    );
  });
}
