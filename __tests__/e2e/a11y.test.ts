// axe-core finds no WCAG 2.2 A/AA violation on any page, at both widths, with everything that
// enters on scroll shown, and with the 'Coming Soon' notification open.
import { openPage } from './support/browser';
import { axeViolations, formatViolations } from './support/axe';
import { ROUTES, UNKNOWN_PATH, WIDTHS } from './support/config';
import { shownUpcoming } from './support/content';
import { scrollThrough, upcomingCard } from './support/page';

describe.each(WIDTHS)('accessibility at %i px', (width) => {
  test.each([...ROUTES, UNKNOWN_PATH])('%s has no axe violations', async (path) => {
    const { page } = await openPage(path, { width, bypassCSP: true });
    await scrollThrough(page);
    expect(formatViolations(await axeViolations(page))).toBe('');
  });

  test('home with the Coming Soon notification open has no axe violations', async () => {
    const { page } = await openPage('/', { width, bypassCSP: true });
    await scrollThrough(page);
    if (!shownUpcoming) {
      // No upcoming project, so no notification to open: the page as it is has no violation.
      expect(formatViolations(await axeViolations(page))).toBe('');
      return;
    }
    await upcomingCard(page).click();
    await page.getByRole('alert').filter({ hasText: 'Coming Soon' }).waitFor({ timeout: 5000 });
    // Let the notification finish its entrance before colours are measured.
    await page.waitForTimeout(1000);
    expect(formatViolations(await axeViolations(page))).toBe('');
  });
});
