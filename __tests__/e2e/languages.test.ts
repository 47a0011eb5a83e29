// The site in each of its languages: the routes under each prefix, the interface's words from
// the language's messages file, the translated content (and the default's, marked, where a
// partial translation leaves a text out), lang and dir, the switcher, the alternates that search
// engines read, the 404 page, the CV and the JSON Resume file per language, a right-to-left
// layout, and the length the test content's Thai and Chinese posts state. A site with one
// language has none of it.
import { imageSize } from 'image-size';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Page } from 'playwright-core';
import { CV_PATH, JSON_RESUME_PATH, postPath, SHARE_IMAGE } from '../../src/shared/constants';
import { typesetProblemOf } from '../../src/shared/i18n';
import { openPage, type Visit } from './support/browser';
import { fetchOnce, origin, pathOf, routeOf, urlOf } from './support/site';
import { UNKNOWN_PATH } from './support/config';
import {
  DEFAULT_LANG,
  postsIn,
  contentIn,
  dirOf,
  LANGUAGES,
  messagesOf,
  NOINDEX_ROUTES,
  PAGES,
  projects,
  routeIn,
  site,
  translationOf,
  entryIn,
} from './support/content';
import { handCountedPostTests } from './support/handCountedPosts';
import { settle, squash, tabTo } from './support/page';

/** An element of a page's HTML as htmlparser2 reads it. */
type Element = ReturnType<typeof DomUtils.findAll>[number];

const OTHERS = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);
/** The widths home's layout is checked at, in the order one visit takes them. */
const NARROW_FIRST = [320, 1280];

const absolute = (route: string) => new URL(pathOf(route), site.siteUrl).href;

/** The language switcher of the page's bar: a disclosure whose summary names the language. */
const switcher = (page: Page) => page.locator('header [data-language-switch]');

if (OTHERS.length === 0) {
  describe('a site with one language', () => {
    test.each(PAGES)('%s has no switcher, no alternates and lang of the content', async (route) => {
      const { page } = await openPage(route);
      expect(await switcher(page).count()).toBe(0);
      expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
      expect(await page.locator('meta[property="og:locale:alternate"]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(DEFAULT_LANG);
    });

    test('no page is made under a language prefix', async () => {
      for (const lang of ['es', 'fr', 'ar']) {
        expect((await fetch(urlOf(`/${lang}`))).status).toBe(404);
        expect((await fetch(urlOf(`/${lang}${CV_PATH}`))).status).toBe(404);
      }
    });
  });
} else {
  describe.each(LANGUAGES)('in %s', (lang) => {
    const words = messagesOf(lang);
    const dir = dirOf(lang);

    // Read from the HTML the server sends, as search engines and link previews read it; the
    // head stays as it was served through hydration (pages.test.ts).
    test.each(PAGES)('%s: lang, dir, alternates and locale', async (route) => {
      const response = await fetchOnce(routeIn(route, lang));
      expect(response.status).toBe(200);
      const document = parseDocument(await response.text());
      const all = (test: (element: Element) => boolean) =>
        DomUtils.findAll(test, document.children);
      const root = all((element) => element.name === 'html')[0];
      expect({ lang: root?.attribs.lang, dir: root?.attribs.dir }).toEqual({ lang, dir });
      const alternates = all(
        (element) =>
          element.name === 'link' &&
          element.attribs.rel === 'alternate' &&
          element.attribs.hreflang !== undefined,
      ).map((link) => [link.attribs.hreflang, link.attribs.href]);
      // A page kept from search engines names no alternates for them.
      if (NOINDEX_ROUTES.includes(route)) {
        expect(alternates).toEqual([]);
        const robots = all(
          (element) => element.name === 'meta' && element.attribs.name === 'robots',
        );
        expect(robots.map((meta) => meta.attribs.content)).toEqual(['noindex']);
        return;
      }
      expect(alternates).toEqual(
        expect.arrayContaining([
          ...LANGUAGES.map((other) => [other, absolute(routeIn(route, other))]),
          ['x-default', absolute(routeIn(route, DEFAULT_LANG))],
        ]),
      );
      // Every alternate is a whole address, as search engines require (and no other link of
      // the page claims a language).
      expect(alternates).toHaveLength(LANGUAGES.length + 1);
      for (const [, href] of alternates) expect(href).toMatch(/^https?:\/\//);
      const locales = all(
        (element) =>
          element.name === 'meta' && (element.attribs.property ?? '').startsWith('og:locale'),
      ).map((meta) => `${meta.attribs.property} ${meta.attribs.content}`);
      expect(locales[0]).toMatch(new RegExp(`^og:locale ${lang.split('-')[0]}_[A-Z]{2}$`));
      expect(locales.slice(1)).toHaveLength(LANGUAGES.length - 1);
      const jsonLd = all(
        (element) => element.name === 'script' && element.attribs.type === 'application/ld+json',
      ).map(
        (script) => JSON.parse(DomUtils.textContent(script) || '{}') as { inLanguage?: string },
      );
      // A post without its text in this language is in the default language's words.
      const post = postsIn(lang).find((each) => postPath(each.slug) === route);
      for (const data of jsonLd.filter((item) => item.inLanguage)) {
        expect(data.inLanguage).toBe(post?.untranslated ? DEFAULT_LANG : lang);
      }
    });

    test('the resume speaks the language and offers the CV and the JSON Resume in it', async () => {
      const { page } = await openPage(routeIn('/resume', lang));
      for (const heading of [
        words.resume.summary,
        words.resume.products,
        words.resume.skills,
        words.resume.education,
      ]) {
        await expect(page.getByRole('heading', { name: heading }).count()).resolves.toBe(1);
      }
      // The PDF cannot be set in every script: the default language's is offered, and named.
      const cvLang = typesetProblemOf(lang) ? DEFAULT_LANG : lang;
      const defaultName = messagesOf(DEFAULT_LANG).$language;
      const label =
        cvLang === lang
          ? words.resume.downloadCv
          : words.resume.downloadCvIn.replace('{language}', defaultName);
      const download = page.getByRole('link', { name: label, exact: true });
      expect(await download.getAttribute('hreflang')).toBe(cvLang);
      const cvRoute = routeIn(CV_PATH, cvLang);
      expect(routeOf((await download.getAttribute('href')) ?? '')).toBe(cvRoute);
      const cv = await fetch(urlOf(cvRoute));
      expect(cv.status).toBe(200);
      expect(
        Buffer.from(await cv.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      if (cvLang !== lang) expect((await fetch(urlOf(routeIn(CV_PATH, lang)))).status).toBe(404);

      const json = await fetch(urlOf(routeIn(JSON_RESUME_PATH, lang)));
      expect(json.headers.get('content-type')).toMatch(/^application\/json/);
      const resume = (await json.json()) as { basics: { label: string } };
      expect(resume.basics.label).toBe(squash(contentIn(lang).site.title));
    });

    test('a missing page under the language answers with its 404 page', async () => {
      const visit = await openPage(routeIn(UNKNOWN_PATH, lang));
      expect(visit.response?.status()).toBe(404);
      expect(await visit.page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await visit.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        words.notFound.heading,
      );
      const home = visit.page.getByRole('link', { name: words.notFound.home, exact: true });
      expect(routeOf((await home.getAttribute('href')) ?? '')).toBe(routeIn('/', lang));
    });

    // One visit of home for what it shows: narrow first, then wide, where the bar's links show.
    describe('home', () => {
      let visit: Visit;
      let page: Page;
      beforeAll(async () => {
        visit = await openPage(routeIn('/', lang), { width: NARROW_FIRST[0] });
        page = visit.page;
      });
      afterAll(() => visit?.close());

      test.each(NARROW_FIRST)(
        'at %i px the layout follows the direction: the brand starts the bar',
        async (width) => {
          await page.setViewportSize({ width, height: 800 });
          await settle(page);
          const brand = await page
            .locator('header a')
            .first()
            .evaluate((element) => element.getBoundingClientRect());
          if (dir === 'rtl') expect(brand.right).toBeGreaterThan(width / 2);
          else expect(brand.left).toBeLessThan(width / 2);
        },
      );

      test('the bar and the home page speak the language', async () => {
        const bar = page.getByRole('navigation', { name: words.nav.label });
        for (const name of [words.nav.projects, words.nav.resume, words.nav.videos]) {
          await expect(bar.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
        }
        const resume = bar.getByRole('link', { name: words.nav.resume, exact: true });
        expect(routeOf((await resume.getAttribute('href')) ?? '')).toBe(routeIn('/resume', lang));
        for (const heading of [words.home.techTitle, words.home.projectsTitle]) {
          await expect(page.getByRole('heading', { name: heading }).count()).resolves.toBe(1);
        }
        expect(await page.locator('.skip-link, a[href="#main"]').first().textContent()).toBe(
          words.skipLink,
        );
        // The language's greeting, its "{name}" the owner's name (outputs.test.ts checks which).
        expect(squash((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')).toBe(
          squash(contentIn(lang).site.greeting),
        );
      });

      test('each project shows its translation, or the default text marked with its language', async () => {
        const given = translationOf<{
          projects?: Record<string, { title?: string; description?: string }>;
        }>(lang, 'projects')?.projects;
        const shown = projects.projects.filter((project) => project.status !== 'upcoming');
        for (const project of shown) {
          const own = lang === DEFAULT_LANG ? undefined : entryIn(given, project);
          const description = page.getByText(own?.description ?? project.description, {
            exact: true,
          });
          await expect(description.count()).resolves.toBeGreaterThan(0);
          // A text shown in the default language says so, for screen readers and translators.
          const marked = await description
            .first()
            .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
          expect(marked).toBe(own?.description || lang === DEFAULT_LANG ? lang : DEFAULT_LANG);
        }
      });

      test('its share image is drawn in the language where it can be', async () => {
        const image = await page.getAttribute('meta[property="og:image"]', 'content');
        const expected = routeIn(SHARE_IMAGE.path, typesetProblemOf(lang) ? DEFAULT_LANG : lang);
        expect(new URL(image ?? '').pathname).toBe(pathOf(expected));
        const response = await fetch(new URL(pathOf(expected), origin()));
        const { width, height } = imageSize(Buffer.from(await response.arrayBuffer()));
        expect({ width, height }).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
      });
    });

    test('the switcher leads to the same page in each other language, by keyboard', async () => {
      const route = PAGES[PAGES.length - 1];
      const { page } = await openPage(routeIn(route, lang));
      const summary = switcher(page).locator('summary');
      const current = words.$language;
      expect(squash((await summary.textContent()) ?? '')).toBe(
        `${lang.split('-')[0].toUpperCase()}, ${words.nav.languages.replace('{language}', current)}`,
      );
      expect(await tabTo(page, summary)).toBe(true);
      await page.keyboard.press('Enter');
      const list = page.getByRole('list', { name: words.nav.languageList });
      await list.waitFor();
      const links = list.getByRole('link');
      const found = await links.evaluateAll((elements) =>
        elements.map((link) => ({
          lang: link.getAttribute('lang'),
          hreflang: link.getAttribute('hreflang'),
          href: new URL((link as HTMLAnchorElement).href).pathname,
          text: link.textContent,
        })),
      );
      expect(found).toEqual(
        LANGUAGES.filter((other) => other !== lang).map((other) => ({
          lang: other,
          hreflang: other,
          href: pathOf(routeIn(route, other)),
          text: messagesOf(other).$language,
        })),
      );
      // Escape closes it and gives the focus back.
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      // Enter on a language goes there.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const target = LANGUAGES.find((other) => other !== lang) ?? DEFAULT_LANG;
      await page.waitForURL((url) => routeOf(url.pathname) === routeIn(route, target));
      await page.waitForFunction((want) => document.documentElement.lang === want, target);
    });
  });

  test('the sitemap lists every page with its alternates', async () => {
    const index = await (await fetch(urlOf('/sitemap-0.xml'))).text();
    for (const route of PAGES.filter((page) => !NOINDEX_ROUTES.includes(page))) {
      for (const lang of LANGUAGES) {
        expect(index).toContain(`<loc>${absolute(routeIn(route, lang))}</loc>`);
        expect(index).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(routeIn(route, lang))}"/>`,
        );
      }
    }
    expect(index).not.toMatch(/404/);
    for (const route of NOINDEX_ROUTES) expect(index).not.toContain(route);
  });

  handCountedPostTests();
}
