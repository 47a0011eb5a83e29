// Small actions and readings on any page, for any site: waits, scrolling, computed styles, text.
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

/** The accessible name of a link that opens in a new tab: its text and the note read out. */
/** A link's text without the note that it opens in a new tab. */
/** The badge of the one upcoming project card the page shows, matched exactly. */
/** The project cards of the home page, in their order. */
/** The project card of the upcoming project (a card is an article with its status badge). */
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
/** The top of the projects section in document coordinates. */
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
/** The main navigation. */
/** The button that shows the bar's links where they do not fit in it. */
/**
 * A link of the main navigation, by its name, made visible first: where the window is too
 * narrow for the links, the menu that holds them is opened.
 */
/**
 * A link of the main navigation by its name, shown or behind the closed menu: for reading it.
 * To click it, navLink() shows it first.
 */
/** The navigation's in-page jump to the projects section (home only), shown or in the menu. */
/** Presses Tab, as a keyboard user would, until `target` has focus; false if it never does. */
export async function tabTo(page: Page, target: Locator, presses = 20): Promise<boolean> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

/** A tooltip's bubble by its text, shown or hidden (getByRole finds only shown ones). */
