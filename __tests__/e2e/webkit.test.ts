// The third engine: every page loads in WebKit (Safari's engine, and that of every browser on
// iPhones and iPads) with no script error and no security-policy violation under the real
// _headers, at a phone's width and a desktop's, and the behaviours a visitor meets first work
// there too, before hydration included. The Chromium files check each rule in depth.
import fs from 'fs';
import path from 'path';
import { Key } from 'selenium-webdriver';
import { DOWNLOADS, expectCvAndContact } from './support/downloads';
import { UNKNOWN_PATH } from './support/config';
import {
  ALL_PAGES,
  LANGUAGES,
  routeIn,
  shownUpcoming,
  site,
  videos,
  PAGES_WITH_SCREENSHOTS,
} from './support/content';
import { alphaOf } from './support/page';
import { pathOf, routeOf } from './support/site';
import {
  startWebKit,
  waitFor,
  webkitTempDir,
  type WebKitOpenOptions,
  type WebKitVisit,
} from './support/webkit';

let webkit: Awaited<ReturnType<typeof startWebKit>>;
let downloadDir: string;

beforeAll(async () => {
  downloadDir = webkitTempDir();
  webkit = await startWebKit(downloadDir);
});

afterEach(async () => {
  await webkit.close();
});

afterAll(async () => {
  await webkit?.stop();
  fs.rmSync(downloadDir, { recursive: true, force: true });
});

const open = (route: string, options?: WebKitOpenOptions): Promise<WebKitVisit> =>
  webkit.open(route, options);

/** Clicks the link or button inside `scope` whose visible text or aria-label is `name`. */
function clickControl(visit: WebKitVisit, scope: string, name: string): Promise<void> {
  return visit.run(
    (selector: string, wanted: string) => {
      const control = [
        ...document.querySelectorAll<HTMLElement>(`${selector} a, ${selector} button`),
      ].find(
        (element) =>
          element.getAttribute('aria-label') === wanted ||
          element.textContent?.replace(/\s+/g, ' ').trim() === wanted,
      );
      if (!control) throw new Error(`No link or button "${wanted}" in ${selector}`);
      control.click();
    },
    scope,
    name,
  );
}

const themeOf = (visit: WebKitVisit) =>
  visit.run(() => document.documentElement.getAttribute('data-theme'));

const comingSoonShown = () =>
  [...document.querySelectorAll('[role="alert"]')].some((alert) =>
    alert.textContent?.includes('Coming Soon'),
  );

describe('in WebKit', () => {
  const unknown = LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang));
  describe.each([...ALL_PAGES, ...unknown])('%s', (route) => {
    test('loads and hydrates at 375 and 1280 px, scrolled through, with no error and no CSP violation, its screenshots in AVIF or WebP', async () => {
      for (const width of [375, 1280]) {
        const visit = await open(route, { width });
        expect(await visit.run(() => window.innerWidth)).toBe(width);
        // Scrolled a window at a time, so that whatever enters on scroll runs.
        await visit.run(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
          }
        });
        // A missing page says so in the console, as Gatsby does; nothing else may.
        const expected = unknown.includes(route) ? [expect.stringContaining(UNKNOWN_PATH)] : [];
        expect({ width, problems: await visit.problems() }).toEqual({ width, problems: expected });
        expect({ width, violations: await visit.cspViolations() }).toEqual({
          width,
          violations: [],
        });
        if (PAGES_WITH_SCREENSHOTS.includes(route)) {
          // Every screenshot it loaded (all of them, scrolled through) is AVIF or WebP.
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
          expect({ width, other: chosen.filter((src) => !/\.(avif|webp)$/.test(src)) }).toEqual({
            width,
            other: [],
          });
        }
        await webkit.close();
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

  test('the bar is transparent at the top of home and solid past 10 px', async () => {
    const visit = await open('/');
    const color = () =>
      visit.run(
        () => getComputedStyle(document.querySelector('header[data-site-nav]')!).backgroundColor,
      );
    expect(alphaOf(await color())).toBe(0);
    await visit.run(() => window.scrollTo({ top: 11, behavior: 'instant' }));
    await visit.until(
      () =>
        !/rgba\([^)]*,\s*0\)|transparent/.test(
          getComputedStyle(document.querySelector('header[data-site-nav]')!).backgroundColor,
        ),
    );
    expect(alphaOf(await color())).toBeGreaterThan(0);
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
    const settled = await visit.until(
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
    const top = await visit.run(
      () => document.getElementById('projects')!.getBoundingClientRect().top,
    );
    expect(settled).toBeGreaterThan(0);
    expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
  });

  test('the theme switch changes the theme, which the next page keeps', async () => {
    const visit = await open('/');
    const background = () => visit.run(() => getComputedStyle(document.body).backgroundColor);
    expect(await themeOf(visit)).toBe('light');
    const before = await background();
    await visit.click('[data-theme-toggle]');
    await visit.until(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(await background()).not.toBe(before);
    await visit.load('/resume');
    expect(await themeOf(visit)).toBe('dark');
    expect(await visit.cspViolations()).toEqual([]);
  });

  test('Download CV and Save contact save the PDF and the vCard under their names', async () => {
    const visit = await open('/resume');
    await clickControl(visit, 'main', 'Download CV');
    await clickControl(visit, 'main', 'Save contact');
    const saved = () =>
      fs
        .readdirSync(downloadDir)
        .filter((file) => DOWNLOADS.includes(file))
        .filter((file) => fs.statSync(path.join(downloadDir, file)).size > 0)
        .sort();
    await waitFor(async () => saved().length === DOWNLOADS.length, 'the two downloads');
    expect(saved()).toEqual(DOWNLOADS);
    expectCvAndContact(downloadDir);
  });

  test('a video plays on click, in the nocookie player', async () => {
    const visit = await open('/videos');
    await clickControl(visit, 'main', `Play video: ${videos.videos[0].title}`);
    await visit.until(
      () => !!document.querySelector('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
    );
    expect(await visit.run(() => location.pathname)).toBe(pathOf('/videos'));
    expect(await visit.cspViolations()).toEqual([]);
  });

  if (shownUpcoming) {
    test('the upcoming card shows the Coming Soon notification', async () => {
      const visit = await open('/');
      await visit.click('article[aria-disabled="true"] button');
      expect(await visit.until(comingSoonShown)).toBe(true);
      expect(await visit.run(() => location.pathname)).toBe(pathOf('/'));
    });
  }

  describe("before hydration (the page's data held back)", () => {
    const started = (visit: WebKitVisit) =>
      visit.run(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);

    test('a click on the theme switch switches, and hydration keeps the pick', async () => {
      const visit = await open('/', { width: 375, held: true });
      await visit.click('[data-theme-toggle]');
      expect(await themeOf(visit)).toBe('dark');
      expect(await started(visit)).toBe(false);
      await visit.release();
      expect(await themeOf(visit)).toBe('dark');
      expect(await visit.problems()).toEqual([]);
      expect(await visit.cspViolations()).toEqual([]);
    });

    test('keyboard focus on a social link shows its tooltip, and hydration keeps it', async () => {
      const visit = await open('/', { held: true });
      const link = 'ul[aria-label="Social profiles"] li:first-child a';
      const focused = () =>
        visit.run(
          (selector: string) => document.querySelector(selector) === document.activeElement,
          link,
        );
      for (let presses = 0; presses < 20 && !(await focused()); presses += 1) {
        await visit.press(Key.TAB);
      }
      expect(await focused()).toBe(true);
      const tooltipShown = (selector: string) => {
        const tip = document.querySelector(selector);
        return !!tip && tip.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      };
      const tooltip = 'ul[aria-label="Social profiles"] li:first-child [role="tooltip"]';
      expect(await visit.until(tooltipShown, tooltip)).toBe(true);
      expect(await started(visit)).toBe(false);
      await visit.release();
      expect(await focused()).toBe(true);
      expect(await visit.run(tooltipShown, tooltip)).toBe(true);
    });

    if (shownUpcoming) {
      test('a click on the upcoming card is answered with Coming Soon once the page runs', async () => {
        const visit = await open('/', { width: 375, held: true });
        await visit.click('article[aria-disabled="true"] button');
        expect(await started(visit)).toBe(false);
        await visit.release();
        expect(await visit.until(comingSoonShown)).toBe(true);
        expect(await visit.problems()).toEqual([]);
      });
    }
  });
});
