// Every page (in the default language and one of each other direction) loads, hydrates and
// scrolls with a clean console, no security-policy violation under the real _headers and its
// screenshots in a format the engine prefers, and the behaviours a visitor meets first work:
// written once, run in Firefox and WebKit (firefox.test.ts, webkit.test.ts); the Chromium files
// check each rule in depth.
import { UNKNOWN_PATH } from '../support/config';
import {
  ONE_PER_DIRECTION,
  PAGES,
  PAGES_WITH_SCREENSHOTS,
  routeIn,
  shownUpcoming,
  site,
  videos,
} from '../support/content';
import { DOWNLOADS, expectCvAndContact } from '../support/downloads';
import { TRAITS, type Engine, type EngineName, type OpenOptions } from '../support/engines/engine';
import { alphaOf } from '../support/page';
import { pathOf, routeOf } from '../support/site';
import { poll } from '../support/wait';
import {
  BAR,
  clickControl,
  comingSoonShown,
  FIRST_SOCIAL,
  FIRST_TOOLTIP,
  scrollThrough,
  shown,
  THEME_SWITCH,
  themeOf,
  UPCOMING_BUTTON,
} from './start';

// The languages whose pages every engine loads: what differs between an engine's languages is
// the direction, the fonts and the address; their words are the layout files' to check
// (pages.test.ts, bar.test.ts), in Chromium.
const ENGINE_LANGUAGES = ONE_PER_DIRECTION;
const PAGES_IN_ENGINES = ENGINE_LANGUAGES.flatMap((lang) =>
  PAGES.map((route) => routeIn(route, lang)),
);

/** Every page, and the behaviours a visitor meets first, in the engine. */
export function pagesAndBehavioursIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  const open = (route: string, options?: OpenOptions) => engineOf().open(route, options);

  describe(`in ${traits.label}`, () => {
    const unknown = ENGINE_LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang));
    describe.each([...PAGES_IN_ENGINES, ...unknown])('%s', (route) => {
      // The default language's pages at the engine's widths in turn, another direction's at
      // the first: what a page runs and loads is the same at every width, and what a width
      // changes, the layout, is the layout files' (pages.test.ts, bar-widths.test.ts).
      const turn = [...PAGES, UNKNOWN_PATH].indexOf(route);
      const widths = [traits.widths[Math.max(turn, 0) % traits.widths.length]];
      test(`loads and hydrates at ${widths.join(' and ')} px, scrolled through, with no error and no CSP violation, its screenshots in ${traits.imageFormats.join(' or ')}`, async () => {
        for (const width of widths) {
          const visit = await open(route, { width });
          expect(await visit.run(() => window.innerWidth)).toBe(width);
          await visit.run(scrollThrough);
          // A missing page says so in the console, as Gatsby does; nothing else may.
          const expected = unknown.includes(route) ? [expect.stringContaining(UNKNOWN_PATH)] : [];
          expect({ width, problems: await visit.problems() }).toEqual({
            width,
            problems: expected,
          });
          expect({ width, violations: await visit.cspViolations() }).toEqual({
            width,
            violations: [],
          });
          if (PAGES_WITH_SCREENSHOTS.includes(route)) {
            // Every screenshot it loaded (all of them, scrolled through) in a format it prefers.
            await visit.until(() =>
              [...document.querySelectorAll<HTMLImageElement>('picture img')].every(
                (img) => img.complete && img.naturalWidth > 0,
              ),
            );
            const chosen = await visit.run(() =>
              [...document.querySelectorAll<HTMLImageElement>('picture img')].map(
                (img) => new URL(img.currentSrc).pathname,
              ),
            );
            expect(chosen.length).toBeGreaterThan(0);
            const other = chosen.filter(
              (src) => !traits.imageFormats.some((format) => src.endsWith(`.${format}`)),
            );
            expect({ width, other }).toEqual({ width, other: [] });
          }
          await engineOf().endVisits();
        }
      });
    });

    test('the 404 page says so and leads home', async () => {
      const visit = await open(UNKNOWN_PATH);
      expect(await visit.run(() => document.querySelector('h1')?.textContent?.trim())).toBe(
        'Oops! Page not found',
      );
      const href = await visit.run(() =>
        [...document.querySelectorAll('main a')]
          .find((link) => link.textContent?.trim() === 'Return to Home')
          ?.getAttribute('href'),
      );
      expect(routeOf(href ?? '')).toBe('/');
      await clickControl(visit, 'main', 'Return to Home');
      await visit.until(
        (greeting: string) => document.querySelector('h1')?.textContent === greeting,
        site.greeting,
      );
      expect(routeOf(await visit.run(() => location.pathname))).toBe('/');
    });

    if (traits.prefetches) {
      test('the home page prefetches the data of the pages it links to (the CSP allows it)', async () => {
        const visit = await open('/');
        const wanted = pathOf('/page-data/resume/page-data.json');
        const fetched = () =>
          visit.run(
            (path: string) =>
              performance
                .getEntriesByType('resource')
                .some((entry) => new URL(entry.name).pathname === path),
            wanted,
          );
        expect(await poll(fetched, Boolean, 30_000)).toBe(true);
        expect(await visit.cspViolations()).toEqual([]);
      });
    }

    test('the bar is transparent at the top of home, and solid and blurred past 10 px', async () => {
      const visit = await open('/');
      const look = () =>
        visit.run((bar: string) => {
          const style = getComputedStyle(document.querySelector(bar)!);
          return { color: style.backgroundColor, backdrop: style.backdropFilter };
        }, BAR);
      expect(alphaOf((await look()).color)).toBe(0);
      await visit.run(() => window.scrollTo({ top: 11, behavior: 'instant' }));
      const solid = await poll(look, ({ color }) => alphaOf(color) > 0);
      expect(alphaOf(solid.color)).toBeGreaterThan(0);
      expect(solid.backdrop).toMatch(/blur\(\d+(\.\d+)?px\)/);
    });

    test('the Projects jump leaves the section 80 px below the top (or the page at its end)', async () => {
      const visit = await open('/');
      const expectedTop = await visit.run(() => {
        const top = document.getElementById('projects')!.getBoundingClientRect().top;
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        return top - Math.min(top - 80, maxScroll);
      });
      await clickControl(visit, 'nav[aria-label="Main"]', 'Projects');
      // Where the scroll comes to rest: the same position two frames running.
      const rest = await visit.until(
        () =>
          new Promise<number | null>((resolve) => {
            const before = window.scrollY;
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(window.scrollY === before && before > 0 ? before : null),
              ),
            );
          }),
      );
      expect(rest).toBeGreaterThan(0);
      const top = await visit.run(
        () => document.getElementById('projects')!.getBoundingClientRect().top,
      );
      expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
    });

    test('a social link shows its tooltip on hover', async () => {
      const visit = await open('/');
      await visit.hover(FIRST_SOCIAL);
      expect(await visit.until(shown, FIRST_TOOLTIP)).toBe(true);
      expect(
        await visit.run(
          (tooltip: string) => document.querySelector(tooltip)?.textContent?.trim(),
          FIRST_TOOLTIP,
        ),
      ).toBe(`Visit ${site.social[0].name}`);
    });

    if (shownUpcoming) {
      test('the upcoming card shows the Coming Soon notification, and stays on the page', async () => {
        const visit = await open('/');
        await visit.click(UPCOMING_BUTTON);
        expect(await visit.until(comingSoonShown)).toBe(true);
        expect(await visit.run(() => location.pathname)).toBe(pathOf('/'));
      });
    }

    // The colours themselves are contrast.test.ts's: the styles' alike in every engine.
    test("the system's dark theme is taken; the switch gives the same, which the next page keeps", async () => {
      const byTheSystem = await open('/', { systemScheme: 'dark' });
      const backgroundOf = (visit: typeof byTheSystem) =>
        visit.run(() => getComputedStyle(document.body).backgroundColor);
      expect(await byTheSystem.run(themeOf)).toBe('dark');
      const dark = await backgroundOf(byTheSystem);
      await engineOf().endVisits();
      const visit = await open('/');
      expect(await visit.run(themeOf)).toBe('light');
      expect(await backgroundOf(visit)).not.toBe(dark);
      await visit.click(THEME_SWITCH);
      await visit.until(() => document.documentElement.getAttribute('data-theme') === 'dark');
      // Once any change of colour has run its course.
      await visit.until(
        (wanted: string) => getComputedStyle(document.body).backgroundColor === wanted,
        dark,
      );
      await visit.load('/resume');
      expect(await visit.run(themeOf)).toBe('dark');
      expect(await visit.cspViolations()).toEqual([]);
    });

    test('Download CV and Save contact save the PDF and the vCard under their names', async () => {
      const visit = await open('/resume');
      await clickControl(visit, 'main', 'Download CV');
      await clickControl(visit, 'main', 'Save contact');
      expect(
        await poll(
          async () => engineOf().downloaded(),
          (files) => DOWNLOADS.every((file) => files.includes(file)),
        ),
      ).toEqual(expect.arrayContaining(DOWNLOADS));
      expectCvAndContact(engineOf().downloadDir);
    });

    test('a video plays on click, in the nocookie player, and stays on the page', async () => {
      const visit = await open('/videos');
      await clickControl(visit, 'main', `Play video: ${videos.videos[0].title}`);
      await visit.until(
        () => !!document.querySelector('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
      );
      expect(await visit.run(() => location.pathname)).toBe(pathOf('/videos'));
      expect(await visit.cspViolations()).toEqual([]);
    });
  });
}
