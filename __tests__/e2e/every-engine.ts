// What every engine must do with the site, written once: each page loads, hydrates and scrolls
// with a clean console, no security-policy violation under the real _headers and its screenshots
// in a modern format, and the behaviours a visitor meets first work there, before hydration
// included. firefox.test.ts and webkit.test.ts run all of it in their engine; early.test.ts runs
// the tests before hydration in Chromium, whose own files check every other rule in depth. What
// differs between engines is in TRAITS (support/engines/engine.ts).
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
import { startChromium } from './support/engines/chromium';
import { startFirefox } from './support/engines/firefox';
import { startWebKit } from './support/engines/webkit';
import { alphaOf } from './support/page';
import { pathOf, routeOf } from './support/site';
import { poll } from './support/wait';

const STARTERS: Record<EngineName, () => Promise<Engine>> = {
  chromium: startChromium,
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

/** Starts `name` for the test file and ends each test's visits; the engine, once started. */
export function engineForFile(name: EngineName): () => Engine {
  let engine: Engine | undefined;
  beforeAll(async () => {
    engine = await STARTERS[name]();
  });
  afterEach(async () => {
    await engine?.endVisits();
  });
  afterAll(async () => {
    await engine?.stop();
  });
  return () => {
    if (!engine) throw new Error(`${name} has not started`);
    return engine;
  };
}

/** Every page, and the behaviours a visitor meets first, in the engine. */
export function pagesAndBehavioursIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  const open = (route: string, options?: OpenOptions) => engineOf().open(route, options);

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

/** Acting before hydration, the framework held back: it takes effect, and hydration keeps it. */
export function beforeHydrationIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  const open = (route: string, options?: OpenOptions) => engineOf().open(route, options);

  describe.each(traits.heldWidths)(`in ${traits.label}, before hydration, at %i px`, (width) => {
    test('the theme switch switches and stores the pick; hydration keeps it, and then one click is one switch', async () => {
      const visit = await open('/', { width, held: true });
      expect(await visit.run(themeOf)).toBe('light');
      await visit.click(THEME_SWITCH);
      expect(await visit.run(themeOf)).toBe('dark');
      expect(await visit.run(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await visit.run(frameworkStarted)).toBe(false);
      await visit.release();
      expect(await visit.run(themeOf)).toBe('dark');
      // The switch's title comes from React's state, rendered after hydration.
      expect(
        await visit.until(
          (selector: string) => document.querySelector(selector)?.getAttribute('title'),
          THEME_SWITCH,
        ),
      ).toBe('Switch to light theme');
      await visit.click(THEME_SWITCH);
      expect(await visit.run(themeOf)).toBe('light');
      expect(await visit.problems()).toEqual([]);
      expect(await visit.cspViolations()).toEqual([]);
    });

    if (shownUpcoming) {
      test('a click on the upcoming card is answered with Coming Soon once the page runs, on the same page', async () => {
        const visit = await open('/', { width, held: true });
        await visit.click(UPCOMING_BUTTON);
        expect(await visit.run(frameworkStarted)).toBe(false);
        await visit.release();
        expect(await visit.until(comingSoonShown)).toBe(true);
        expect(
          await visit.run(() =>
            [...document.querySelectorAll('[role="alert"]')]
              .map((alert) => alert.textContent ?? '')
              .join(' '),
          ),
        ).toContain('This project is currently under development and will be available soon!');
        expect(await visit.run(() => location.pathname)).toBe(pathOf('/'));
        expect(await visit.problems()).toEqual([]);
      });
    }
  });

  describe.each(traits.keyboardWidths)(
    `in ${traits.label}, before hydration, at %i px`,
    (width) => {
      test('keyboard focus on a social link shows its tooltip at once; hydration keeps both, and Escape hides it', async () => {
        const visit = await open('/', { width, held: true });
        for (let presses = 0; presses < 20 && !(await visit.run(focused, FIRST_SOCIAL));) {
          await visit.press('Tab');
          presses += 1;
        }
        expect(await visit.run(focused, FIRST_SOCIAL)).toBe(true);
        expect(await visit.until(shown, FIRST_TOOLTIP)).toBe(true);
        // At once: no delay before it shows, as there is on hover.
        expect(
          await visit.run(
            (tooltip: string) => getComputedStyle(document.querySelector(tooltip)!).transitionDelay,
            FIRST_TOOLTIP,
          ),
        ).toMatch(/^0s/);
        expect(await visit.run(frameworkStarted)).toBe(false);
        await visit.release();
        expect(await visit.run(focused, FIRST_SOCIAL)).toBe(true);
        expect(await visit.run(shown, FIRST_TOOLTIP)).toBe(true);
        await visit.press('Escape');
        expect(
          await visit.until(
            (tooltip: string) =>
              !document
                .querySelector(tooltip)!
                .checkVisibility({ opacityProperty: true, visibilityProperty: true }),
            FIRST_TOOLTIP,
          ),
        ).toBe(true);
      });
    },
  );
}
