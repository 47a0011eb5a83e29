// The Content-Security-Policy blocks nothing the site does: pages report no violation while
// their tooltips, the Coming Soon notification, the Projects jump, client-side navigation and
// the video player are used (pages.test.ts checks every page as it loads; csp.test.ts, the
// policy at every address). What the page does is the code's, so it runs on the test content.
import { openPage } from './support/browser';
import { shownUpcoming, site, videos } from './support/content';
import { navLink, newTabLinkName, upcomingCard } from './support/locators';
import { routeOf } from './support/site';

describe('Content-Security-Policy in use', () => {
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
