// The theme a page opens in: the system's preference from the first frame, before the app has
// run (and by CSS alone without JavaScript), a stored pick over the system's, and the switch
// painted with the bar, where hydration leaves it. Using the switch is theme-switch's, the dark
// look and printing theme-look's; axe checks both themes' contrast (pages.test.ts).
import { openPage } from './support/browser';
import { expectTheme, firstFrameOf, lookOf, PALETTE, themeSwitch } from './support/theme';

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
});
