// What each theme looks like where it is easy to get wrong: the resume printed on light paper
// whatever the screen showed (a dark system or a stored dark pick), and in the dark theme the
// scrolled bar dark and blurred, and each tech icon seen on its chip however pale or dark its
// brand colour.
import { darkColor } from '../../src/styles/themes';
import { lightColor } from '../../src/shared/tokens';
import { channelsOf, contrastRatio, tinted } from '../../src/lib/contrast';
import { alphaOf, computed, scrollToY } from './support/page';
import { poll } from './support/wait';
import { expectTheme, firstFrameOf, lookOf, openWithoutPick, rgb } from './support/theme';

describe('colour theme', () => {
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
