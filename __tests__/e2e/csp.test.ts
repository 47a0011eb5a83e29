// The Content-Security-Policy that the build writes to _headers (the test server sends it, as
// the host will) blocks nothing the site does: pages report no violation while their tooltips,
// the Coming Soon notification, the Projects jump, client-side navigation and the video player
// are used (quality.test.ts checks every page as it loads).
import { openPage } from './support/browser';
import { shownUpcoming, site, videos } from './support/content';
import { navLink, newTabLinkName, upcomingCard } from './support/page';
import { routeOf } from './support/site';
import { UNKNOWN_PATH } from './support/config';

describe('Content-Security-Policy', () => {
  test('is sent with every page', async () => {
    const visit = await openPage('/');
    const policy = (await visit.response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'self';/);
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test('is in the 404 page itself at a missing address, which no rule names', async () => {
    const home = await openPage('/');
    const policy = (await home.response?.allHeaders())?.['content-security-policy'] ?? '';
    const visit = await openPage(UNKNOWN_PATH);
    expect(visit.response?.status()).toBe(404);
    const meta = visit.page.locator('meta[http-equiv="Content-Security-Policy"]');
    // A <meta> cannot give frame-ancestors: X-Frame-Options keeps the page out of frames.
    expect(await meta.getAttribute('content')).toBe(policy.replace("; frame-ancestors 'none'", ''));
    expect((await visit.response?.allHeaders())?.['x-frame-options']).toBe('DENY');
    expect(await visit.cspViolations()).toEqual([]);
  });

  test('home: tooltip, the Projects jump, Coming Soon and client-side navigation, no violation', async () => {
    const visit = await openPage('/');
    const { page } = visit;

    const [social] = site.social;
    await page
      .getByRole('list', { name: 'Social profiles' })
      .getByRole('link', { name: newTabLinkName(social.name), exact: true })
      .hover();
    await page.getByRole('tooltip', { name: `Visit ${social.name}` }).waitFor();

    await (await navLink(page, 'Projects')).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('projects')!.getBoundingClientRect().top;
      const atEnd =
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      return Math.abs(top - 80) <= 2 || atEnd;
    });

    if (shownUpcoming) {
      await upcomingCard(page).click();
      await page.getByRole('alert').filter({ hasText: 'Coming Soon' }).waitFor();
    }

    await (await navLink(page, 'Resume')).click();
    await page.waitForURL((url) => routeOf(url.pathname) === '/resume');
    await page.getByRole('link', { name: /Download CV/ }).waitFor();

    expect(await visit.cspViolations()).toEqual([]);
  });

  test('videos: a play click creates the nocookie player, no violation', async () => {
    const visit = await openPage('/videos');
    const { page } = visit;
    await page
      .getByRole('main')
      .locator('article')
      .first()
      .getByRole('link', { name: `Play video: ${videos.videos[0].title}`, exact: true })
      .click();
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await player.waitFor({ state: 'attached' });
    expect(await visit.cspViolations()).toEqual([]);
  });
});
