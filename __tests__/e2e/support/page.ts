// Small actions and readings on a page that several test files need.
import type { Locator, Page } from 'playwright-core';

/** Waits until the browser has rendered two more frames: scroll events and effects are done. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/** Scrolls the window at once to `y` and waits for the page to react. Returns scrollY. */
export async function scrollToY(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await settle(page);
  return page.evaluate(() => window.scrollY);
}

/**
 * Scrolls down the whole page a viewport at a time, as a reader would, so everything that
 * waits to be scrolled into view has appeared; waits for entrance transitions; back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  for (let y = 0; y < height; y += viewport) {
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo({ top, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  await page.waitForFunction(
    () => document.querySelectorAll('[data-entrance="waiting"]').length === 0,
  );
  await transitionsDone(page);
  await scrollToY(page, 0);
  await transitionsDone(page);
}

/** Waits until no finite CSS transition or animation is running (looping ones never end). */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** A computed style property of the element, e.g. `background-color`. */
export function computed(locator: Locator, property: string, pseudo?: string): Promise<string> {
  return locator.evaluate(
    (element, [name, pseudoElement]) =>
      getComputedStyle(element, pseudoElement || null).getPropertyValue(name),
    [property, pseudo ?? ''] as const,
  );
}

/** The alpha channel of a computed CSS colour such as `rgba(255, 255, 255, 0.82)`. */
export function alphaOf(cssColor: string): number {
  if (cssColor === 'transparent') return 0;
  const match = /rgba?\(([^)]+)\)/.exec(cssColor);
  if (!match) throw new Error(`Not an rgb() colour: ${cssColor}`);
  const parts = match[1].split(/[\s,/]+/).filter(Boolean);
  return parts.length === 4 ? Number(parts[3]) : 1;
}

/** The element's box left x, in CSS pixels, rounded. */
export async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box (is it hidden?)');
  return Math.round(box.x);
}

/** The number of columns a list lays its items out in: distinct left edges. */
export async function columnsOf(items: Locator): Promise<number> {
  const lefts = await Promise.all((await items.all()).map(leftOf));
  return new Set(lefts).size;
}

/**
 * Reads a value until `done` accepts it or `timeout` ms pass, and returns the last reading, so
 * that the test's own expect() says what was seen instead of a bare timeout.
 */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeout = 5000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const NEW_TAB_NOTE = '(opens in a new tab)';

/** The accessible name of a link that opens in a new tab: its text and the note read out. */
export function newTabLinkName(text: string): string {
  return `${text} ${NEW_TAB_NOTE}`;
}

/** A link's text without the note that it opens in a new tab. */
export function withoutNewTabNote(text: string): string {
  return squash(text.replace(NEW_TAB_NOTE, ''));
}

/** The badge of the one upcoming project card the page shows, matched exactly. */
export function futureBadge(page: Page): Locator {
  return page.getByText('Future Project', { exact: true });
}

/** The project cards of the home page, in their order. */
export function projectCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Projects', exact: true }).locator('article');
}

/** The project card of the upcoming project (a card is an article with its status badge). */
export function upcomingCard(page: Page): Locator {
  return projectCards(page).filter({ has: futureBadge(page) });
}

/** Text as a page shows it: every run of white space one space, none at either end. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The text of each element, squashed as a reader sees it. */
export async function textsOf(items: Locator): Promise<string[]> {
  return (await items.allTextContents()).map(squash);
}
