// What every engine must do with the site, written once: each page loads, hydrates and scrolls
// with a clean console, no security-policy violation under the real _headers and its screenshots
// in a modern format, and the behaviours a visitor meets first work there, before hydration
// included. firefox.test.ts and webkit.test.ts run it in their engine; the Chromium files check
// each rule in depth. What differs between engines is in TRAITS (support/engines/engine.ts).
import { UNKNOWN_PATH } from './support/config';
import {
  ALL_PAGES,
  LANGUAGES,
  PAGES_WITH_SCREENSHOTS,
  routeIn,
  shownUpcoming,
  site,
  videos,
} from './support/content';
import { DOWNLOADS, expectCvAndContact } from './support/downloads';
import {
  TRAITS,
  type Engine,
  type EngineName,
  type EngineVisit,
  type OpenOptions,
} from './support/engines/engine';
import { startFirefox } from './support/engines/firefox';
import { startWebKit } from './support/engines/webkit';
import { alphaOf } from './support/page';
import { pathOf, routeOf } from './support/site';
import { poll } from './support/wait';

const STARTERS: Record<EngineName, () => Promise<Engine>> = {
  firefox: startFirefox,
  webkit: startWebKit,
};

// Run in the page: the readings and actions the tests below share.
const BAR = 'header[data-site-nav]';
const FIRST_SOCIAL = 'ul[aria-label="Social profiles"] li:first-child a';
const FIRST_TOOLTIP = 'ul[aria-label="Social profiles"] li:first-child [role="tooltip"]';
const UPCOMING_BUTTON = 'article[aria-disabled="true"] button';
const THEME_SWITCH = '[data-theme-toggle]';

const themeOf = () => document.documentElement.getAttribute('data-theme');
const frameworkStarted = () =>
  performance.getEntriesByName('onInitialClientRender', 'mark').length > 0;
const comingSoonShown = () =>
  [...document.querySelectorAll('[role="alert"]')].some((alert) =>
    alert.textContent?.includes('Coming Soon'),
  );
const focused = (selector: string) => document.querySelector(selector) === document.activeElement;
const shown = (selector: string) => {
  const element = document.querySelector(selector);
  return !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
};

/** In the page: marks the link or button in `scope` named `name`, and returns a selector for it. */
function markControl(scope: string, name: string): string {
  const control = [...document.querySelectorAll(`${scope} a, ${scope} button`)].find(
    (element) =>
      element.getAttribute('aria-label') === name ||
      element.textContent?.replace(/\s+/g, ' ').trim() === name,
  );
  if (!control) throw new Error(`No link or button "${name}" in ${scope}`);
  control.setAttribute('data-test-target', '');
  return '[data-test-target]';
}

/** Clicks, with the pointer, the link or button in `scope` whose text or label is `name`. */
async function clickControl(visit: EngineVisit, scope: string, name: string): Promise<void> {
  await visit.run(() =>
    document.querySelector('[data-test-target]')?.removeAttribute('data-test-target'),
  );
  await visit.click(await visit.run(markControl, scope, name));
}

/** Scrolls the page down a window at a time, so that whatever enters on scroll runs. */
const scrollThrough = async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
};

/** Runs the behaviours every engine shares in `name`, in one test file. */
export function inEngine(name: EngineName): void {
  const traits = TRAITS[name];
  const [firstWidth] = traits.widths;
  let engine: Engine;

  beforeAll(async () => {
    engine = await STARTERS[name]();
  });
  afterEach(async () => {
    await engine.endVisits();
  });
  afterAll(async () => {
    await engine?.stop();
  });
  const open = (route: string, options?: OpenOptions) => engine.open(route, options);

  describe(`in ${traits.label}`, () => {
    // Every page in every language, and each language's 404 page.
    const unknown = LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang));
    describe.each([...ALL_PAGES, ...unknown])('%s', (route) => {
      test(`loads and hydrates at ${traits.widths.join(' and ')} px, scrolled through, with no error and no CSP violation, its screenshots in ${traits.imageFormats.join(' or ')}`, async () => {
        for (const width of traits.widths) {
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
          await engine.endVisits();
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

    test('the theme switch changes the theme, which the next page keeps', async () => {
      const visit = await open('/');
      const background = () => visit.run(() => getComputedStyle(document.body).backgroundColor);
      expect(await visit.run(themeOf)).toBe('light');
      const before = await background();
      await visit.click(THEME_SWITCH);
      await visit.until(() => document.documentElement.getAttribute('data-theme') === 'dark');
      expect(await background()).not.toBe(before);
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
          async () => engine.downloaded(),
          (files) => DOWNLOADS.every((file) => files.includes(file)),
        ),
      ).toEqual(expect.arrayContaining(DOWNLOADS));
      expectCvAndContact(engine.downloadDir);
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

    describe('before hydration (the framework held back)', () => {
      test('a click on the theme switch switches, hydration keeps the pick, and the next click switches back', async () => {
        const visit = await open('/', { width: firstWidth, held: true });
        await visit.click(THEME_SWITCH);
        expect(await visit.run(themeOf)).toBe('dark');
        expect(await visit.run(frameworkStarted)).toBe(false);
        await visit.release();
        expect(await visit.run(themeOf)).toBe('dark');
        await visit.click(THEME_SWITCH);
        expect(
          await visit.until(() => document.documentElement.getAttribute('data-theme') === 'light'),
        ).toBe(true);
        expect(await visit.problems()).toEqual([]);
        expect(await visit.cspViolations()).toEqual([]);
      });

      test('keyboard focus on a social link shows its tooltip, and hydration keeps it', async () => {
        const visit = await open('/', { held: true });
        for (let presses = 0; presses < 20 && !(await visit.run(focused, FIRST_SOCIAL));) {
          await visit.press('Tab');
          presses += 1;
        }
        expect(await visit.run(focused, FIRST_SOCIAL)).toBe(true);
        expect(await visit.until(shown, FIRST_TOOLTIP)).toBe(true);
        expect(await visit.run(frameworkStarted)).toBe(false);
        await visit.release();
        expect(await visit.run(focused, FIRST_SOCIAL)).toBe(true);
        expect(await visit.run(shown, FIRST_TOOLTIP)).toBe(true);
      });

      if (shownUpcoming) {
        test('a click on the upcoming card is answered with Coming Soon once the page runs', async () => {
          const visit = await open('/', { width: firstWidth, held: true });
          await visit.click(UPCOMING_BUTTON);
          expect(await visit.run(frameworkStarted)).toBe(false);
          await visit.release();
          expect(await visit.until(comingSoonShown)).toBe(true);
          expect(await visit.problems()).toEqual([]);
        });
      }
    });
  });
}
