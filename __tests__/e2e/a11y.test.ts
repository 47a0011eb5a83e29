// axe-core finds no WCAG 2.2 A/AA violation (colour contrast included) on any page of any
// language, in the light and the dark theme, at both widths, with everything that enters on
// scroll shown, and with the 'Coming Soon' notification open. Colours are measured at rest, the
// state a visitor who prefers reduced motion gets at once: nothing waits for entrances to finish
// (home.test.ts checks the motion itself).
import type { Page } from 'playwright-core';
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
import { scrollThrough, transitionsDone, upcomingCard } from './support/page';

type Scheme = 'light' | 'dark';

// The default language's pages in both themes at both widths; the other languages' (the same
// components with other words, and right to left) in one theme per width, which between them
// cover both themes and both widths.
const DEFAULT_PAGES = [...PAGES, UNKNOWN_PATH];
const LANGUAGE_PAGES = ALL_PAGES.filter((path) => !PAGES.includes(path)).concat(
  LANGUAGES.filter((lang) => lang !== DEFAULT_LANG).map((lang) => routeIn(UNKNOWN_PATH, lang)),
);
const BOTH: readonly Scheme[] = ['light', 'dark'];
const casesAt = (width: number) =>
  [
    ...DEFAULT_PAGES.map((path) => [path, BOTH] as const),
    ...LANGUAGE_PAGES.map((path) => [path, [width === WIDTHS[0] ? 'light' : 'dark']] as const),
  ].map(([path, schemes]) => [path, `${schemes.join(' and ')} theme`, schemes] as const);

/**
 * Opens `path` in the first of `schemes` (the system's colour scheme, which the site follows
 * when the visitor has not picked one), with everything that enters on scroll shown.
 */
async function open(path: string, width: number, schemes: readonly Scheme[]) {
  const visit = await openPage(path, {
    width,
    colorScheme: schemes[0],
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await scrollThrough(visit.page);
  return visit.page;
}

/**
 * The violations in each theme, as the page is now: the system switches to each in turn and the
 * page follows, so one load serves both. The theme checked is the one in effect, so the contrast
 * measured is that theme's.
 */
async function violationsIn(page: Page, schemes: readonly Scheme[]): Promise<string> {
  const found: string[] = [];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, scheme);
    await transitionsDone(page);
    const violations = formatViolations(await axeViolations(page));
    if (violations) found.push(`in the ${scheme} theme:\n${violations}`);
  }
  return found.join('\n\n');
}

describe.each(WIDTHS)('accessibility at %i px', (width) => {
  test.each(casesAt(width))('%s has no axe violations in the %s', async (path, _label, schemes) => {
    const page = await open(path, width, schemes);
    expect(await violationsIn(page, schemes)).toBe('');
  });

  test('home with the Coming Soon notification open has no axe violations, in both themes', async () => {
    const schemes = BOTH;
    const page = await open('/', width, schemes);
    if (!shownUpcoming) {
      // No upcoming project, so no notification to open: the page as it is has no violation.
      expect(await violationsIn(page, schemes)).toBe('');
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
    // The pointer rests on it, which holds it open (react-toastify pauses on hover) through
    // both themes' measures, however long they take.
    await alert.hover();
    expect(await violationsIn(page, schemes)).toBe('');
    expect(await alert.isVisible()).toBe(true);
  });
});
