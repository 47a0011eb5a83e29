// axe-core finds no WCAG 2.2 A/AA violation (colour contrast included) on any page of any
// language, in the light and the dark theme, at both widths, with everything that enters on
// scroll shown, and with the 'Coming Soon' notification open. Colours are measured at rest, the
// state a visitor who prefers reduced motion gets at once: nothing waits for entrances to finish
// (home.test.ts checks the motion itself).
import { openPage } from './support/browser';
import { axeViolations, formatViolations } from './support/axe';
import { UNKNOWN_PATH, WIDTHS } from './support/config';
import {
  ALL_PAGES,
  DEFAULT_LANG,
  LANGUAGES,
  PAGES,
  routeIn,
  shownUpcoming,
} from './support/content';
import { scrollThrough, upcomingCard } from './support/page';

const SCHEMES = ['light', 'dark'] as const;
const CASES = SCHEMES.flatMap((colorScheme) =>
  WIDTHS.map((width) => [colorScheme, width] as const),
);

// The default language's pages in all four cases; the other languages' (the same components
// with other words, and right to left) in two, which between them cover both themes and widths.
const DEFAULT_PAGES = [...PAGES, UNKNOWN_PATH];
const LANGUAGE_PAGES = ALL_PAGES.filter((path) => !PAGES.includes(path)).concat(
  LANGUAGES.filter((lang) => lang !== DEFAULT_LANG).map((lang) => routeIn(UNKNOWN_PATH, lang)),
);
const pagesOf = (colorScheme: string, width: number) =>
  (colorScheme === 'light') === (width === WIDTHS[0])
    ? [...DEFAULT_PAGES, ...LANGUAGE_PAGES]
    : DEFAULT_PAGES;

describe.each(CASES)('accessibility in the %s theme at %i px', (colorScheme, width) => {
  test.each(pagesOf(colorScheme, width))('%s has no axe violations', async (path) => {
    const { page } = await openPage(path, {
      width,
      colorScheme,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    // The theme under test is the one in effect, so the contrast checked is that theme's.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
    await scrollThrough(page);
    expect(formatViolations(await axeViolations(page))).toBe('');
  });

  test('home with the Coming Soon notification open has no axe violations', async () => {
    const { page } = await openPage('/', {
      width,
      colorScheme,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    await scrollThrough(page);
    if (!shownUpcoming) {
      // No upcoming project, so no notification to open: the page as it is has no violation.
      expect(formatViolations(await axeViolations(page))).toBe('');
      return;
    }
    await upcomingCard(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Coming Soon' });
    await alert.waitFor();
    // The notification has finished its entrance before colours are measured: no animation
    // runs on it or around it (its countdown bar, inside it, runs until it closes).
    await alert.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const moving: Element[] = [];
            for (let at: Element | null = element; at; at = at.parentElement) moving.push(at);
            const running = moving.some((at) =>
              at.getAnimations().some((animation) => animation.playState === 'running'),
            );
            if (running) requestAnimationFrame(check);
            else resolve();
          };
          check();
        }),
    );
    expect(formatViolations(await axeViolations(page))).toBe('');
  });
});
