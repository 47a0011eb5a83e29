// The posts' outputs, read as their readers read them: each language's feeds by a feed reader's
// parser (feedsmith), whole and with absolute links, none of the posts a build keeps back, nor
// any other file it writes; and a post's code and maths as the build drew them. Registered by
// outputs.test.ts, on each site.
import fs from 'fs';
import path from 'path';
import { gunzipSync } from 'zlib';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { FEEDS, postPath, WRITING_PATH } from '../../../src/shared/constants';
import { proseOfMarkdown } from '../../../src/shared/readingTime';
import { allPosts, DEFAULT_LANG, LANGUAGES, postsIn, routeIn } from './content';
import { built, pageHtml } from './outputs';
import { squash } from './page';
import { CONTENT_DIR, pathOf, publicDir } from './site';

/** The feeds' and the posts' tests. */
export function postOutputTests(): void {
  describe.each(LANGUAGES)(
    "the feeds of the posts in %s, as a feed reader's parser reads them",
    (lang) => {
      const posts = postsIn(lang);
      const feeds = posts.length
        ? [
            { file: FEEDS.rss, read: (text: string) => parseRssFeed(text).items ?? [] },
            { file: FEEDS.atom, read: (text: string) => parseAtomFeed(text).entries ?? [] },
            {
              file: FEEDS.json,
              read: (text: string) => parseJsonFeed(JSON.parse(text)).items ?? [],
            },
          ]
        : [];
      /** An item's full text, however its format names it. */
      const textOf = (item: Record<string, unknown>): string => {
        const content = item.content as { encoded?: string; value?: string } | string | undefined;
        const html =
          (item.content_html as string | undefined) ??
          (typeof content === 'string' ? content : (content?.encoded ?? content?.value ?? ''));
        return html;
      };
      const titleOf = (item: Record<string, unknown>) =>
        typeof item.title === 'string'
          ? item.title
          : String((item.title as { value?: string })?.value);

      test.each(feeds)(
        '$file lists the published posts, newest first, each whole',
        ({ file, read }) => {
          const items = read(built(routeIn(file, lang))) as unknown as Record<string, unknown>[];
          expect(items.map(titleOf)).toEqual(posts.map((post) => post.title));
          items.forEach((item, at) => {
            const html = textOf(item);
            const body = fs.readFileSync(path.join(CONTENT_DIR, posts[at].file), 'utf8');
            // The post's last paragraph of prose is there: its whole text, not a summary.
            const last = proseOfMarkdown(body.replace(/^---[\s\S]*?\n---\n/, ''))
              .split(/\n\s*\n/)
              .filter((block) => block.trim())
              .at(-1)!;
            // Its last words, as a reader reads them in the item's HTML.
            const text = html
              .replace(/<[^>]+>/g, ' ')
              .replace(/&#x3C;|&lt;/gi, '<')
              .replace(/&amp;/g, '&');
            expect(squash(text)).toContain(squash(last).split(' ').slice(-3).join(' '));
            for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
              expect(url).toMatch(/^(?:https?:|mailto:|#)/);
            }
          });
        },
      );

      test('every page names its feeds, and the posts kept back are in none of them', () => {
        if (posts.length === 0) {
          expect(fs.existsSync(path.join(publicDir(), routeIn(FEEDS.rss, lang).slice(1)))).toBe(
            false,
          );
          return;
        }
        const home = pageHtml(routeIn('/', lang));
        for (const file of Object.values(FEEDS)) {
          expect(home).toContain(`href="${pathOf(routeIn(file, lang))}"`);
        }
        const kept = allPosts.filter((post) => post.draft || post.scheduled);
        const everything = Object.values(FEEDS)
          .map((file) => built(routeIn(file, lang)))
          .join('\n');
        for (const post of kept) {
          expect(everything).not.toContain(post.title);
          expect(
            fs.existsSync(path.join(publicDir(), routeIn(postPath(post.slug), lang).slice(1))),
          ).toBe(false);
        }
      });
    },
  );

  // A draft or a later post is the owner's alone until its day: no page, page data, feed,
  // sitemap, search index piece or file of the editor names it.
  const keptBack = allPosts.filter((post) => post.draft || post.scheduled);
  if (keptBack.length > 0) {
    test('no file the build writes names a post it keeps back: its id, its title or its words', () => {
      const marks = keptBack.flatMap((post) => {
        const body = fs.readFileSync(path.join(CONTENT_DIR, post.file), 'utf8');
        const words = body
          .replace(/^---[\s\S]*?\n---\n/, '')
          .trim()
          .split('\n')[0];
        return [post.slug, post.title, words];
      });
      const found = builtTexts().flatMap(({ file, text }) =>
        marks.filter((mark) => text.includes(mark)).map((mark) => `${file}: "${mark}"`),
      );
      expect(found).toEqual([]);
    });
  }

  test("a post's code and maths are drawn by the build: no style attribute and no script of their own", () => {
    const drawn = postsIn(DEFAULT_LANG).filter((post) => {
      const body = fs.readFileSync(path.join(CONTENT_DIR, post.file), 'utf8');
      return /```/.test(body) || /\$\$/.test(body);
    });
    const inlineScripts = (html: string) =>
      html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)?.length ?? 0;
    const list = pageHtml(WRITING_PATH);
    for (const post of drawn) {
      const html = pageHtml(postPath(post.slug));
      const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
      // The one style attribute a post may hold is its cover's frame, as every picture's is.
      for (const [tag] of article.matchAll(/<[^>]*\sstyle="[^"]*"[^>]*>(?!<picture>)/g)) {
        expect(tag).toBe('');
      }
      expect(article).not.toMatch(/<script/);
      expect(/<span class="token|<math/.test(article)).toBe(true);
      // Beyond its JSON-LD, no more inline script than the list of posts carries.
      expect(inlineScripts(html)).toBeLessThanOrEqual(inlineScripts(list) + 1);
    }
  });
}

// The files a reader's browser or a crawler reads as text; the search index's pieces are
// compressed (gzip), read decompressed.
const TEXT_FILE = /\.(html|json|js|xml|txt|css|webmanifest|vcf)$|^_headers$|^_redirects$/;
const SEARCH_PIECE = /\.pf_[a-z]+$/;

/** Every text file of the built site, as a path inside it and its text. */
function builtTexts(): { file: string; text: string }[] {
  return fs
    .readdirSync(publicDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const at = path.join(entry.parentPath, entry.name);
      const file = path.relative(publicDir(), at);
      if (SEARCH_PIECE.test(entry.name)) {
        return [{ file, text: gunzipSync(fs.readFileSync(at)).toString('utf8') }];
      }
      return TEXT_FILE.test(entry.name) ? [{ file, text: fs.readFileSync(at, 'utf8') }] : [];
    });
}
