// Unknown paths: the 404 page with status 404, its message, its way home and its console log.
import { openPage } from './support/browser';
import { UNKNOWN_PATH, WIDTHS } from './support/config';
import { site } from './support/content';
import { routeOf } from './support/site';

describe.each(WIDTHS)('an unknown path at %i px', (width) => {
  test('answers 404 with the message, logs the path and leads back home', async () => {
    const visit = await openPage(UNKNOWN_PATH, { width });
    const { page } = visit;
    expect(visit.response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Oops! Page not found',
    );
    expect(
      visit.console.some((entry) => entry.type === 'error' && entry.text.includes(UNKNOWN_PATH)),
    ).toBe(true);

    const home = page.getByRole('link', { name: 'Return to Home', exact: true });
    expect(routeOf((await home.getAttribute('href')) ?? '')).toBe('/');
    await home.click();
    await page.waitForURL((url) => routeOf(url.pathname) === '/');
    await page.waitForFunction(
      (greeting) => document.querySelector('h1')?.textContent === greeting,
      site.greeting,
    );
  });
});
