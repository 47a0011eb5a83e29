// Every route answers with a complete page: status, one h1, its own title and a description;
// an address a case study had before leads to its page for good; the writing list's pages hold
// every post once, in order.
import {
  caseStudyPath,
  POSTS_PER_PAGE,
  postPath,
  writingPagePath,
} from '../../src/shared/constants';
import { fetchOnce, pathOf, urlOf } from './support/site';
import { ALL_PAGES, caseStudies, LANGUAGES, PAGES, postsIn, routeIn } from './support/content';

/** What the server's HTML for a page holds: its h1s' text, its title and its description. */
function headFacts(html: string) {
  const text = (fragment: string) => fragment.replace(/<[^>]*>/g, '').trim();
  return {
    h1: [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map(([h1]) => text(h1)),
    title: text(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: /<meta[^>]+name="description"[^>]+content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

// The page as the server sends it: what a search engine reads, and a visitor sees before the
// scripts run (pages.test.ts loads each page in the browser).
describe('every route', () => {
  test.each(ALL_PAGES)(
    '%s answers 200 with one h1, a title and a meta description',
    async (path) => {
      const response = await fetchOnce(path);
      expect(response.status).toBe(200);
      const facts = headFacts(await response.text());
      expect(facts.h1).toHaveLength(1);
      expect(facts.h1[0]).not.toBe('');
      expect(facts.title).not.toBe('');
      expect(facts.description.trim()).not.toBe('');
    },
  );
});

test.each(LANGUAGES)('in %s, each route has its own title', async (lang) => {
  const titles = await Promise.all(
    PAGES.map(async (route) => headFacts(await (await fetchOnce(routeIn(route, lang))).text())),
  );
  expect(new Set(titles.map(({ title }) => title)).size).toBe(PAGES.length);
});

// A site whose projects have no case study has no such address.
if (caseStudies.length > 0) {
  describe("a case study's former addresses", () => {
    // Each id its project had before (formerIds), in every language, and where it leads now.
    const moved = caseStudies.flatMap(({ project, route }) =>
      (project.formerIds ?? []).flatMap((former) =>
        LANGUAGES.map((lang) => [routeIn(caseStudyPath(former), lang), routeIn(route, lang)]),
      ),
    );

    test('lead to its page for good (301), with or without a slash; no other address does', async () => {
      for (const [from, to] of moved) {
        for (const asked of [from, `${from}/`]) {
          const response = await fetch(urlOf(asked), { redirect: 'manual' });
          expect({ asked, status: response.status, to: response.headers.get('location') }).toEqual({
            asked,
            status: 301,
            to: pathOf(to),
          });
        }
      }
      const made = caseStudies.map(({ project }) => caseStudyPath(`${project.id}-before`));
      for (const route of made) {
        expect((await fetch(urlOf(route), { redirect: 'manual' })).status).toBe(404);
      }
    });
  });
}

// The one-language site holds more posts than one page of the list (support/ownerEdits.ts).
// A site without posts has no list.
for (const lang of LANGUAGES.filter((each) => postsIn(each).length > 0)) {
  describe(`the writing list's pages in ${lang}`, () => {
    const posts = postsIn(lang);
    const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
    /** The list pages' and posts' addresses the page's main part links to, in order, each once. */
    const linksOf = (html: string, wanted: readonly string[]) => [
      ...new Set(
        [
          ...(/<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '').matchAll(
            /<a\s[^>]*href="([^"#?]+)"/g,
          ),
        ]
          .map(([, href]) => href)
          .filter((href) => wanted.includes(href)),
      ),
    ];
    const postLinks = posts.map((post) => pathOf(routeIn(postPath(post.slug), lang)));
    const listLinks = Array.from({ length: pages + 1 }, (_, at) =>
      pathOf(routeIn(writingPagePath(at + 1), lang)),
    );

    test.each(Array.from({ length: pages }, (_, at) => at + 1))(
      'page %i lists its posts newest first, and links to the pages beside it',
      async (page) => {
        const html = await (await fetchOnce(routeIn(writingPagePath(page), lang))).text();
        const from = (page - 1) * POSTS_PER_PAGE;
        expect(linksOf(html, postLinks)).toEqual(postLinks.slice(from, from + POSTS_PER_PAGE));
        const beside = [page - 1, page + 1].filter((next) => next >= 1 && next <= pages);
        expect(linksOf(html, listLinks)).toEqual(beside.map((next) => listLinks[next - 1]));
      },
    );

    test('no page follows the last', async () => {
      expect((await fetchOnce(routeIn(writingPagePath(pages + 1), lang))).status).toBe(404);
    });
  });
}
