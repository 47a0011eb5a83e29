// Every route answers with a complete page: status, one h1, its own title and a description;
// an address a case study had before leads to its page for good.
import { caseStudyPath } from '../../src/shared/constants';
import { openPage, urlOf } from './support/browser';
import { ALL_PAGES, caseStudies, LANGUAGES, PAGES, routeIn } from './support/content';
import { pathOf } from './support/site';

interface HeadFacts {
  title: string;
  description: string | null;
  h1: string[];
}

describe('every route', () => {
  test.each(ALL_PAGES)(
    '%s answers 200 with one h1, a title and a meta description',
    async (path) => {
      const visit = await openPage(path);
      expect(visit.response?.status()).toBe(200);
      const facts: HeadFacts = await visit.page.evaluate(() => ({
        title: document.title,
        description:
          document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        h1: [...document.querySelectorAll('h1')].map((h1) => h1.textContent ?? ''),
      }));
      expect(facts.h1).toHaveLength(1);
      expect(facts.h1[0].trim()).not.toBe('');
      expect(facts.title.trim()).not.toBe('');
      expect(facts.description?.trim()).toBeTruthy();
    },
  );
});

test.each(LANGUAGES)(
  'in %s, each route has its own title, in the HTML the server sends',
  async (lang) => {
    const titles = await Promise.all(
      PAGES.map(async (route) => {
        const html = await (await fetch(urlOf(routeIn(route, lang)))).text();
        expect(html).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]+"/);
        return /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
      }),
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(PAGES.length);
  },
);

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
    expect(made.length).toBeGreaterThan(0);
  });
});
