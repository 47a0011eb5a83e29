// The navigation's theme switch: it changes the theme, by pointer and by keyboard with a visible
// focus ring, and the pick holds across client-side navigation and a reload (from the first
// frame) until the visitor switches back to the system's theme, which forgets it.
import { darkColor } from '../../src/styles/themes';
import { LANGUAGES } from './support/content';
import { waitForHydration } from './support/browser';
import { computed } from './support/page';
import { routeOf } from './support/site';
import {
  expectTheme,
  lookOf,
  nav,
  openWithoutPick,
  recordFirstFrameOf,
  STORAGE_KEY,
  themeSwitch,
  type Look,
} from './support/theme';

describe('colour theme', () => {
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
});
