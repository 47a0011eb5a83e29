// The colour theme: the system's preference from the first frame (with JavaScript and without),
// the navigation's switch and the pick it keeps across reloads and client-side navigation, a
// stored pick over the system, light paper when printing, and the dark look of the bar and the
// tech icons. (axe checks both themes' contrast in pages.test.ts.)
import type { Locator, Page } from 'playwright-core';
import { openPage, waitForHydration, type OpenOptions } from './support/browser';
import { alphaOf, computed, scrollToY } from './support/page';
import { poll } from './support/wait';
import { routeOf } from './support/site';
import { darkColor } from '../../src/styles/themes';
import { lightColor } from '../../src/shared/tokens';
import { channelsOf, contrastRatio, tinted } from '../../src/lib/contrast';
import { LANGUAGES } from './support/content';

type Scheme = 'light' | 'dark';
const PALETTE = { light: lightColor, dark: darkColor } as const;
const STORAGE_KEY = 'theme';

/** `#0b1120` as the browser computes it: `rgb(11, 17, 32)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The switch, found by what it says it does. */
function themeSwitch(page: Page, to?: Scheme): Locator {
  return page.getByRole('button', { name: to ? `Switch to ${to} theme` : /^Switch to \w+ theme$/ });
}

/**
 * Opens `path` with no stored pick (a pick left by an earlier test of this file, whose pages
 * share their browser context, is removed and the page loaded again).
 */
async function openWithoutPick(path: string, options: OpenOptions) {
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

interface Look {
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

function lookOf(page: Page): Promise<Look> {
  return page.evaluate(readLook);
}

function expectTheme(look: Look, scheme: Scheme): void {
  expect(look.background).toBe(rgb(PALETTE[scheme].background));
  expect(look.text).toBe(rgb(PALETTE[scheme].text));
  expect(look.colorScheme).toBe(scheme);
}

interface FirstFrame extends Look {
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
async function recordFirstFrameOf(page: Page): Promise<void> {
  await page.addInitScript({ content: `(${recordFirstFrame})(${readLook})` });
}

/**
 * Loads `path` afresh with the system's `colorScheme` and, if given, a pick stored by an earlier
 * visit, and returns the page with what its first frame showed.
 */
async function firstFrameOf(
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

describe('colour theme', () => {
  test.each(['light', 'dark'] as const)(
    'follows a %s system from the first frame, before the app has run',
    async (scheme) => {
      const { page, first } = await firstFrameOf('/', scheme);
      expect(first.hydrated).toBe(false);
      expect(first.theme).toBe(scheme);
      expectTheme(first, scheme);
      // Both theme-color metas name the bar colour of the theme in effect.
      expect(first.themeColors).toEqual([PALETTE[scheme].background, PALETTE[scheme].background]);
      await expect(
        themeSwitch(page, scheme === 'dark' ? 'light' : 'dark').isVisible(),
      ).resolves.toBe(true);
    },
  );

  test('the switch is painted with the bar: the same place before and after hydration', async () => {
    const { page, first } = await firstFrameOf('/', 'dark');
    expect(first.switchBox).not.toBeNull();
    expect(first.switchBox?.width).toBeGreaterThan(0);
    expect(await themeSwitch(page).boundingBox()).toEqual(first.switchBox);
  });

  test.each(['light', 'dark'] as const)(
    'without JavaScript, a %s system still gives its theme by CSS alone, and no switch is shown',
    async (scheme) => {
      const { page } = await openPage('/resume', { colorScheme: scheme, javaScriptEnabled: false });
      const look = await lookOf(page);
      expect(look.theme).toBeNull();
      expectTheme(look, scheme);
      expect(await page.locator('[data-theme-toggle]').count()).toBe(1);
      expect(await page.locator('[data-theme-toggle]').isVisible()).toBe(false);
    },
  );

  test('the switch changes the theme, and the pick holds across client-side navigation and a reload', async () => {
    const visit = await openWithoutPick('/', { colorScheme: 'light' });
    const { page } = visit;
    expectTheme(await lookOf(page), 'light');

    await themeSwitch(page, 'dark').click();
    const dark = await lookOf(page);
    expect(dark.theme).toBe('dark');
    expectTheme(dark, 'dark');
    expect(dark.themeColors).toEqual([darkColor.background, darkColor.background]);
    await themeSwitch(page, 'light').waitFor();

    await nav(page).getByRole('link', { name: 'Resume', exact: true }).click();
    await page.waitForURL((url) => routeOf(url.pathname) === '/resume');
    await page.getByRole('link', { name: /Download CV/ }).waitFor();
    expectTheme(await lookOf(page), 'dark');
    await themeSwitch(page, 'light').waitFor();
    expect(await visit.cspViolations()).toEqual([]);

    await recordFirstFrameOf(page);
    await page.reload({ waitUntil: 'load' });
    const first = await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: unknown }).__firstFrame,
    );
    expectTheme((await first.jsonValue()) as Look, 'dark');
    await waitForHydration(page);
    await themeSwitch(page, 'light').waitFor();
    expect(await visit.cspViolations()).toEqual([]);

    // Back to the system's light theme: the pick is forgotten, the system leads again.
    await themeSwitch(page, 'light').click();
    expectTheme(await lookOf(page), 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test.each([
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const)(
    'a stored %s pick wins over a %s system from the first frame',
    async (stored, system) => {
      const { page, first } = await firstFrameOf('/videos', system, stored);
      expect(first.theme).toBe(stored);
      expectTheme(first, stored);
      await themeSwitch(page, system).waitFor();
      expectTheme(await lookOf(page), stored);
    },
  );

  test('works by keyboard, with a visible focus ring', async () => {
    const { page } = await openWithoutPick('/', { colorScheme: 'light' });
    // Tab from the last link of the bar reaches the switch (after the languages', if any).
    await nav(page)
      .getByRole('link', { name: /^Hire Me/ })
      .focus();
    await page.keyboard.press('Tab');
    if (LANGUAGES.length > 1) await page.keyboard.press('Tab');
    const button = themeSwitch(page, 'dark');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    expect(await computed(button, 'outline-style')).toBe('solid');
    await page.keyboard.press('Enter');
    expectTheme(await lookOf(page), 'dark');
    await page.keyboard.press('Space');
    expectTheme(await lookOf(page), 'light');
  });

  test.each([
    ['a dark system', 'dark', undefined],
    ['a stored dark pick', 'light', 'dark'],
  ] as const)('prints the resume light with %s', async (_case, system, stored) => {
    const { page } = await firstFrameOf('/resume', system, stored);
    expectTheme(await lookOf(page), 'dark');
    await page.emulateMedia({ media: 'print' });
    const printed = await lookOf(page);
    expect(printed.text).toBe(rgb(lightColor.text));
    expect(printed.colorScheme).toBe('light');
    // On paper the page is the white sheet, whatever the screen showed.
    expect(printed.background).toBe(rgb(lightColor.surface));
    await page.emulateMedia({ media: 'screen' });
    expectTheme(await lookOf(page), 'dark');
  });

  describe('dark look', () => {
    test('home: the scrolled bar is dark and blurred, not white', async () => {
      const { page } = await openWithoutPick('/', { colorScheme: 'dark' });
      expect(await lookOf(page)).toMatchObject({ theme: 'dark' });
      const bar = page.locator('header[data-site-nav]');
      await scrollToY(page, 600);
      const background = await poll(
        () => computed(bar, 'background-color'),
        (value) => alphaOf(value) > 0.7,
      );
      const [r, g, b] = (background.match(/[\d.]+/g) ?? []).map(Number);
      expect(Math.max(r, g, b)).toBeLessThan(64);
      expect(await computed(bar, 'backdrop-filter')).toMatch(/blur\(/);
    });

    test('tech icons sit on a light chip, so near-black brand colours stay visible, and a pale one on a dark chip', async () => {
      const { page } = await openWithoutPick('/', { colorScheme: 'dark' });
      const tiles = page
        .getByRole('region', { name: 'Tech Stack', exact: true })
        .getByRole('listitem')
        .locator(':scope > span');
      expect(await tiles.count()).toBeGreaterThan(0);
      // Each tile as drawn: its chip, the brand colour's tint over it, and the icon.
      const drawn = await tiles.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          const tint = /rgba?\(([^)]*)\)/.exec(style.backgroundImage)?.[1].split(',');
          return {
            chip: style.backgroundColor,
            tint: tint ? Number(tint[3] ?? 1) : 0,
            icon: item.querySelector('svg')?.getAttribute('fill') ?? '',
          };
        }),
      );
      const shown = drawn
        .filter(({ icon }) => /^#[0-9a-f]{6}$/i.test(icon))
        .map(({ chip, tint, icon }) => {
          const ink = channelsOf(icon);
          const ratio = contrastRatio(ink, tinted(channelsOf(chip), ink, tint));
          return { icon, chip, ratio: Math.round(ratio * 100) / 100 };
        });
      expect(shown.length).toBeGreaterThan(0);
      // Seen, however pale or dark the brand: the light chip for most, the dark one for a pale.
      expect(shown.filter(({ ratio }) => ratio < 1.25)).toEqual([]);
      const chips = new Set(shown.map(({ chip }) => chip));
      expect(chips).toEqual(new Set([rgb(darkColor.iconChip), rgb(darkColor.iconChipDark)]));
    });
  });
});
