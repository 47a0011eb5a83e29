// Small actions and readings on a page that several test files need.
import type { Frame, Locator, Page } from 'playwright-core';

/**
 * Waits until the browser has rendered two more frames and then run the tasks queued before
 * them (React renders in posted-message tasks): scroll events and effects are done.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        ),
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
export async function transitionsDone(page: Page | Frame): Promise<void> {
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

/** How far the window can scroll down at most. */
export function maxScrollY(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * Where the projects section's top should end after the jump: 80 px below the viewport top,
 * or lower when the page ends before it can scroll that far.
 */
export async function expectedProjectsTop(page: Page): Promise<number> {
  const top = await projectsTop(page);
  return top - Math.min(top - 80, await maxScrollY(page));
}

/** The top of the projects section in document coordinates. */
export function projectsTop(page: Page): Promise<number> {
  return page.evaluate(
    () => document.getElementById('projects')!.getBoundingClientRect().top + window.scrollY,
  );
}

/** Records window.scrollY on every frame from now on, into window.__scrollSamples. */
export async function recordScroll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { __scrollSamples: number[] }).__scrollSamples = samples;
    const tick = () => {
      samples.push(window.scrollY);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Waits until scrolling has stopped (ten frames alike) and returns every sample. */
export async function scrollSamplesWhenStill(page: Page): Promise<number[]> {
  await page.waitForFunction(
    () => {
      const samples = (window as unknown as { __scrollSamples: number[] }).__scrollSamples;
      const last = samples.slice(-10);
      return last.length === 10 && last.every((y) => y === last[0]) && last[0] > 0;
    },
    undefined,
    { timeout: 30000 },
  );
  return page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
}

/** The link to a social profile in the hero's list, by the profile's name. */
export function socialLink(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Social profiles' })
    .getByRole('link', { name: newTabLinkName(name), exact: true });
}

/** The main navigation. */
export function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The button that shows the bar's links where they do not fit in it. */
export function menuButton(page: Page): Locator {
  return nav(page).locator('button[popovertarget]');
}

/**
 * A link of the main navigation, by its name, made visible first: where the window is too
 * narrow for the links, the menu that holds them is opened.
 */
export async function navLink(page: Page, name: string): Promise<Locator> {
  const button = menuButton(page);
  const menu = nav(page).locator('[popover]');
  if (
    (await button.isVisible()) &&
    !(await menu.evaluate((list) => list.matches(':popover-open')))
  ) {
    await button.click();
  }
  return nav(page).getByRole('link', { name, exact: true });
}

/**
 * A link of the main navigation by its name, shown or behind the closed menu: for reading it.
 * To click it, navLink() shows it first.
 */
export function navLinkAnyway(page: Page, name: string | RegExp): Locator {
  return nav(page).getByRole('link', {
    name,
    exact: typeof name === 'string',
    includeHidden: true,
  });
}

/** The navigation's in-page jump to the projects section (home only), shown or in the menu. */
export function projectsControl(page: Page): Locator {
  return navLinkAnyway(page, 'Projects');
}

/** Presses Tab, as a keyboard user would, until `target` has focus; false if it never does. */
export async function tabTo(page: Page, target: Locator, presses = 20): Promise<boolean> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

/** A tooltip's bubble by its text, shown or hidden (getByRole finds only shown ones). */
export function bubbleOf(page: Page, text: string): Locator {
  return page.locator('[role="tooltip"]').filter({ hasText: text });
}
