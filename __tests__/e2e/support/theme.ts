// The colour theme as the theme-*.test.ts files read it: the look a page shows (its attribute,
// the body's colours, what the browser is told), the look of its first frame, before the app's
// scripts run, and the switch, found by what it says it does.
import type { Locator, Page } from 'playwright-core';
import { darkColor } from '../../../src/styles/themes';
import { lightColor } from '../../../src/shared/tokens';
import { openPage, waitForHydration, type OpenOptions } from './browser';

export type Scheme = 'light' | 'dark';
export const PALETTE = { light: lightColor, dark: darkColor } as const;
export const STORAGE_KEY = 'theme';

/** `#0b1120` as the browser computes it: `rgb(11, 17, 32)`. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The switch, found by what it says it does. */
export function themeSwitch(page: Page, to?: Scheme): Locator {
  return page.getByRole('button', { name: to ? `Switch to ${to} theme` : /^Switch to \w+ theme$/ });
}

/**
 * Opens `path` with no stored pick (a pick left by an earlier test of this file, whose pages
 * share their browser context, is removed and the page loaded again).
 */
export async function openWithoutPick(path: string, options: OpenOptions) {
  const visit = await openPage(path, options);
  const { page } = visit;
  const hadPick = await page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    localStorage.removeItem(key);
    return stored !== null;
  }, STORAGE_KEY);
  if (hadPick) {
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
  }
  return visit;
}

export interface Look {
  theme: string | null;
  background: string;
  text: string;
  colorScheme: string;
  themeColors: string[];
}

/**
 * Runs in the page: the theme it shows now (the attribute, the body's colours, what the browser
 * is told).
 */
function readLook(): Look {
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
  };
}

export function lookOf(page: Page): Promise<Look> {
  return page.evaluate(readLook);
}

export function expectTheme(look: Look, scheme: Scheme): void {
  expect(look.background).toBe(rgb(PALETTE[scheme].background));
  expect(look.text).toBe(rgb(PALETTE[scheme].text));
  expect(look.colorScheme).toBe(scheme);
}

export interface FirstFrame extends Look {
  /** Where the switch was painted, before the app's scripts ran. */
  switchBox: { x: number; y: number; width: number; height: number } | null;
}

/**
 * Runs before any script of the page: records the look (`read`, which is readLook) in the first
 * animation frame that has the whole bar, which the browser renders before it paints it. The
 * main element follows the bar: on a busy machine the parser may yield inside the bar's markup.
 */
function recordFirstFrame(read: () => Look): void {
  const record = () => {
    if (!document.getElementById('main')) {
      requestAnimationFrame(record);
      return;
    }
    const box = document.querySelector('[data-theme-toggle]')?.getBoundingClientRect();
    (window as unknown as { __firstFrame: unknown }).__firstFrame = Object.assign(read(), {
      switchBox: box && { x: box.x, y: box.y, width: box.width, height: box.height },
      hydrated: performance.getEntriesByName('onInitialClientRender', 'mark').length > 0,
    });
  };
  requestAnimationFrame(record);
}

/** Makes the next load of `page` record its first frame (recordFirstFrame). */
export async function recordFirstFrameOf(page: Page): Promise<void> {
  await page.addInitScript({ content: `(${recordFirstFrame})(${readLook})` });
}

/**
 * Loads `path` afresh with the system's `colorScheme` and, if given, a pick stored by an earlier
 * visit, and returns the page with what its first frame showed.
 */
export async function firstFrameOf(
  path: string,
  colorScheme: Scheme,
  stored?: Scheme,
  options: OpenOptions = {},
): Promise<{ page: Page; first: FirstFrame & { hydrated: boolean } }> {
  const { page } = await openPage(path, { colorScheme, ...options });
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [STORAGE_KEY, stored ?? ''] as const,
  );
  await recordFirstFrameOf(page);
  await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
  const first = await page.waitForFunction(
    () => (window as unknown as { __firstFrame?: unknown }).__firstFrame,
  );
  return { page, first: (await first.jsonValue()) as FirstFrame & { hydrated: boolean } };
}
