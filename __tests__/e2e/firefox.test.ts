// The second engine: every page loads in Firefox with a clean console and no security-policy
// violation under the real _headers, and the main behaviours of docs/behaviour.md work there
// too. The Chromium files check each rule in depth; these prove that Firefox runs the same site.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
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
import {
  launchFirefox,
  openInFirefox,
  type FirefoxOpenOptions,
  type FirefoxVisit,
} from './support/firefox';
import { alphaOf, poll } from './support/page';
import { pathOf, routeOf } from './support/site';
import { frameworkStarted, urlOf } from './support/browser';
import { DOWNLOADS, expectCvAndContact } from './support/downloads';

let browser: Browser;
let downloadDir: string;
const visits: FirefoxVisit[] = [];

beforeAll(async () => {
  downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-downloads-'));
  browser = await launchFirefox(downloadDir);
});

afterEach(async () => {
  await Promise.all(visits.splice(0).map((visit) => visit.close()));
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(downloadDir, { recursive: true, force: true });
});

async function open(route: string, options: FirefoxOpenOptions = {}): Promise<FirefoxVisit> {
  const visit = await openInFirefox(browser, route, options);
  visits.push(visit);
  return visit;
}

/** The link or button inside `scope` whose visible text or aria-label is `name`. */
async function control(page: Page, scope: string, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (selector, wanted) =>
      [...document.querySelectorAll(`${selector} a, ${selector} button`)].find(
        (element) =>
          element.getAttribute('aria-label') === wanted ||
          element.textContent?.replace(/\s+/g, ' ').trim() === wanted,
      ) ?? null,
    scope,
    name,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`No link or button "${name}" in ${scope}`);
  return element;
}

/** Waits for the next two frames: the page has reacted to a scroll. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

describe('in Firefox', () => {
  // Every page in every language, and each language's 404 page.
  const unknown = LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang));
  describe.each([...ALL_PAGES, ...unknown])('%s', (route) => {
    test('loads, hydrates and scrolls with a clean console and no CSP violation, its screenshots in AVIF', async () => {
      const visit = await open(route);
      const { page } = visit;
      // Scrolled through, so that every lazy screenshot loads.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 600; y < height + 600; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await nextFrames(page);
      }
      const expected = unknown.includes(route) ? [expect.stringContaining(UNKNOWN_PATH)] : [];
      expect(visit.problems).toEqual(expected);
      expect(await visit.cspViolations()).toEqual([]);
      if (PAGES_WITH_SCREENSHOTS.includes(route)) {
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('picture img')].every(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        );
        const chosen = await page.$$eval('picture img', (images) =>
          images.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname),
        );
        expect(chosen.length).toBeGreaterThan(0);
        expect(chosen.filter((src) => !src.endsWith('.avif'))).toEqual([]);
      }
    });
  });

  test('the 404 page says so and leads home', async () => {
    const { page } = await open(UNKNOWN_PATH);
    expect(await page.$eval('h1', (heading) => heading.textContent?.trim())).toBe(
      'Oops! Page not found',
    );
    const home = await control(page, 'main', 'Return to Home');
    expect(routeOf((await home.evaluate((link) => link.getAttribute('href'))) ?? '')).toBe('/');
    await home.click();
    await page.waitForFunction(
      (greeting) => document.querySelector('h1')?.textContent === greeting,
      {},
      site.greeting,
    );
    expect(routeOf(new URL(page.url()).pathname)).toBe('/');
  });

  test('the home page prefetches the data of the pages it links to (the CSP allows it)', async () => {
    const visit = await open('/');
    const { page } = visit;
    const prefetched = await page
      .waitForFunction(
        (wanted) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new URL(entry.name).pathname === wanted),
        { timeout: 30_000 },
        pathOf('/page-data/resume/page-data.json'),
      )
      .then(
        () => true,
        () => false,
      );
    expect(prefetched).toBe(true);
    expect(await visit.cspViolations()).toEqual([]);
  });

  test('the bar is transparent at the top of home and solid and blurred past 10 px', async () => {
    const { page } = await open('/');
    const look = () =>
      page.$eval('header[data-site-nav]', (bar) => ({
        color: getComputedStyle(bar).backgroundColor,
        backdrop: getComputedStyle(bar).backdropFilter,
      }));
    expect(alphaOf((await look()).color)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }));
    const solid = await poll(look, ({ color }) => alphaOf(color) > 0);
    expect(alphaOf(solid.color)).toBeGreaterThan(0);
    expect(solid.backdrop).toMatch(/blur\(\d+(\.\d+)?px\)/);
  });

  test('the Projects jump leaves the section 80 px below the top (or the page at its end)', async () => {
    const { page } = await open('/');
    const expectedTop = await page.evaluate(() => {
      const top = document.getElementById('projects')!.getBoundingClientRect().top;
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      return top - Math.min(top - 80, maxScroll);
    });
    await (await control(page, 'nav[aria-label="Main"]', 'Projects')).click();
    const top = await poll(
      () => page.evaluate(() => document.getElementById('projects')!.getBoundingClientRect().top),
      (value) => Math.abs(value - expectedTop) <= 2,
    );
    expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
  });

  test('a social link shows its tooltip on hover', async () => {
    const { page } = await open('/');
    const [social] = site.social;
    await page.hover('ul[aria-label="Social profiles"] li:first-child a');
    const tooltip = await page.waitForSelector(
      'ul[aria-label="Social profiles"] li:first-child [role="tooltip"]',
      { visible: true },
    );
    expect(await tooltip?.evaluate((element) => element.textContent?.trim())).toBe(
      `Visit ${social.name}`,
    );
  });

  if (shownUpcoming) {
    test('the upcoming card shows the Coming Soon notification', async () => {
      const { page } = await open('/');
      await page.click('article[aria-disabled="true"]');
      const shown = await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="alert"]')].some((alert) =>
          alert.textContent?.includes('Coming Soon'),
        ),
      );
      expect(await shown.jsonValue()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(pathOf('/'));
    });
  }

  test('the theme switch changes the theme, which the next page keeps', async () => {
    const visit = await open('/');
    const { page } = visit;
    const theme = () =>
      page.evaluate(() => ({
        name: document.documentElement.getAttribute('data-theme'),
        background: getComputedStyle(document.body).backgroundColor,
      }));
    const before = await theme();
    expect(before.name).toBe('light');
    await page.click('[data-theme-toggle]');
    const after = await poll(theme, ({ name }) => name === 'dark');
    expect(after.name).toBe('dark');
    expect(after.background).not.toBe(before.background);
    await page.goto(urlOf('/resume'), { waitUntil: 'load' });
    expect((await theme()).name).toBe('dark');
    expect(await visit.cspViolations()).toEqual([]);
  });

  test('Download CV and Save contact save the PDF and the vCard under their names', async () => {
    const { page } = await open('/resume');
    await (await control(page, 'main', `Download CV`)).click();
    await (await control(page, 'main', 'Save contact')).click();
    // Firefox writes into a .part file beside an empty one under the final name, and moves it
    // there when it is complete: a download is done when its file has content and no .part.
    const saved = async () => {
      const files = fs.readdirSync(downloadDir);
      return files
        .filter((file) => !files.includes(`${file}.part`) && !file.endsWith('.part'))
        .filter((file) => fs.statSync(path.join(downloadDir, file)).size > 0)
        .sort();
    };
    expect(await poll(saved, (files) => files.length === DOWNLOADS.length)).toEqual(DOWNLOADS);
    expectCvAndContact(downloadDir);
  });

  test('a video plays on click, in the nocookie player', async () => {
    const visit = await open('/videos');
    const { page } = visit;
    await (await control(page, 'main', `Play video: ${videos.videos[0].title}`)).click();
    const player = await page.waitForSelector(
      'iframe[src^="https://www.youtube-nocookie.com/embed/"]',
    );
    expect(player).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe(pathOf('/videos'));
    expect(await visit.cspViolations()).toEqual([]);
  });

  describe('before hydration (the scripts held back)', () => {
    const hydrated = (page: Page) => page.evaluate(frameworkStarted);
    const theme = (page: Page) =>
      page.evaluate(() => document.documentElement.getAttribute('data-theme'));

    test('the theme switch switches, and hydration keeps the pick', async () => {
      const visit = await open('/', { held: true });
      const { page } = visit;
      await page.click('[data-theme-toggle]');
      expect(await theme(page)).toBe('dark');
      expect(await hydrated(page)).toBe(false);
      await visit.release();
      expect(await theme(page)).toBe('dark');
      await page.click('[data-theme-toggle]');
      expect(await theme(page)).toBe('light');
      expect(visit.problems).toEqual([]);
      expect(await visit.cspViolations()).toEqual([]);
    });

    test('keyboard focus on a social link shows its tooltip, and hydration keeps it', async () => {
      const visit = await open('/', { held: true });
      const { page } = visit;
      const link = 'ul[aria-label="Social profiles"] li:first-child a';
      let focused = false;
      for (let presses = 0; presses < 20 && !focused; presses += 1) {
        await page.keyboard.press('Tab');
        focused = await page.$eval(link, (element) => element === document.activeElement);
      }
      expect(focused).toBe(true);
      const tooltip = 'ul[aria-label="Social profiles"] li:first-child [role="tooltip"]';
      await page.waitForSelector(tooltip, { visible: true });
      expect(await hydrated(page)).toBe(false);
      await visit.release();
      expect(await page.$eval(link, (element) => element === document.activeElement)).toBe(true);
      expect(await (await page.$(tooltip))?.isVisible()).toBe(true);
    });

    if (shownUpcoming) {
      test('a click on the upcoming card is answered with Coming Soon once the page runs', async () => {
        const visit = await open('/', { held: true });
        const { page } = visit;
        await page.click('article[aria-disabled="true"] button');
        expect(await hydrated(page)).toBe(false);
        await visit.release();
        const shown = await page.waitForFunction(() =>
          [...document.querySelectorAll('[role="alert"]')].some((alert) =>
            alert.textContent?.includes('Coming Soon'),
          ),
        );
        expect(await shown.jsonValue()).toBe(true);
        expect(visit.problems).toEqual([]);
      });
    }
  });
});
