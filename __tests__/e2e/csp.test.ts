// The Content-Security-Policy that the build writes to _headers (the test server sends it, as
// the host will) blocks nothing the site does: each page reports no violation while its
// tooltips, the Coming Soon notification, the Projects jump, client-side navigation and the
// video player are used.
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { ROUTES, UNKNOWN_PATH } from './support/config';
import { videos } from './support/content';
import { scrollThrough } from './support/page';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('Content-Security-Policy', () => {
  test('is sent with every page', async () => {
    const visit = await openPage('/');
    const policy = (await visit.response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'none'/);
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test.each([...ROUTES, UNKNOWN_PATH])('%s loads and hydrates with no violation', async (path) => {
    const visit = await openPage(path);
    await scrollThrough(visit.page);
    expect(await visit.cspViolations()).toEqual([]);
  });

  test('home: tooltip, Coming Soon, the Projects jump and client-side navigation, no violation', async () => {
    const visit = await openPage('/');
    const { page } = visit;

    await page
      .getByRole('list', { name: 'Social profiles' })
      .getByRole('link', { name: /^GitHub/ })
      .hover();
    await page.getByRole('tooltip', { name: 'Visit GitHub' }).waitFor({ timeout: 5000 });

    await nav(page).getByRole('link', { name: 'Projects', exact: true }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('projects')!.getBoundingClientRect().top - 80) <= 2,
    );

    await page.locator('article', { hasText: 'Future Project' }).click();
    await page.getByRole('alert').filter({ hasText: 'Coming Soon' }).waitFor({ timeout: 5000 });

    await nav(page).getByRole('link', { name: 'Resume', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/resume');
    await page.getByRole('link', { name: /Download CV/ }).waitFor();

    expect(await visit.cspViolations()).toEqual([]);
  });

  test('videos: a play click creates the nocookie player, no violation', async () => {
    const visit = await openPage('/videos');
    const { page } = visit;
    await page.getByRole('link', { name: `Play video: ${videos.videos[0].title}` }).click();
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await player.waitFor({ state: 'attached', timeout: 5000 });
    expect(await visit.cspViolations()).toEqual([]);
  });
});
