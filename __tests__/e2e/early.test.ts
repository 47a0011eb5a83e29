// Before the framework runs: every page paints from its HTML and loads its scripts after that,
// so a visitor can act before React has hydrated. Here the site's scripts are held back until
// the test releases them, so each action surely comes first; the test checks that it took
// effect at once (or once the page runs) and that hydration undid nothing. The theme switch, the
// tooltip on keyboard focus and the upcoming card are the tests every engine shares
// (every-engine/), run here in Chromium.
import type { Page } from 'playwright-core';
import { beforeHydrationIn } from './every-engine/before-hydration';
import { engineForFile } from './every-engine/start';
import { openHeld } from './support/held';
import { frameworkStarted } from './support/inPage';
import { WIDTHS } from './support/config';
import { site, videos } from './support/content';
import { alphaOf, computed, recordScroll, scrollSamplesWhenStill, scrollToY } from './support/page';
import {
  bubbleOf,
  expectedProjectsTop,
  navLink,
  projectsControl,
  projectsTop,
  socialLink,
} from './support/locators';
import { poll } from './support/wait';

const social = site.social[0];
const TOOLTIP = `Visit ${social.name}`;

/** Whether the framework has started: checked so that no test passes by acting too late. */
const hydrated = (page: Page) => page.evaluate(frameworkStarted);

beforeHydrationIn('chromium', engineForFile('chromium'));

describe.each(WIDTHS)('before hydration, at %i px', (width) => {
  test('the bar turns solid past 10 px', async () => {
    const { visit } = await openHeld('/', { width });
    const bar = visit.page.locator('header[data-site-nav]');
    expect(alphaOf(await computed(bar, 'background-color'))).toBe(0);
    await scrollToY(visit.page, 11);
    const alpha = await poll(
      async () => alphaOf(await computed(bar, 'background-color')),
      (value) => value > 0,
    );
    expect(alpha).toBeGreaterThan(0);
    expect(await hydrated(visit.page)).toBe(false);
  });

  test('hovering a social link shows its tooltip after the declared 700 ms; hydration keeps it', async () => {
    const { visit, release } = await openHeld('/', { width });
    const { page } = visit;
    await socialLink(page, social.name).hover();
    expect(await computed(bubbleOf(page, TOOLTIP), 'transition-delay')).toMatch(/^0\.7s/);
    const tooltip = page.getByRole('tooltip', { name: TOOLTIP });
    await tooltip.waitFor();
    expect(await hydrated(page)).toBe(false);
    await release();
    expect(await tooltip.isVisible()).toBe(true);
  });

  test('the Projects jump leaves the section 80 px below the top; hydration does not move the page', async () => {
    const { visit, release } = await openHeld('/', { width });
    const { page } = visit;
    const expectedTop = await expectedProjectsTop(page);
    await recordScroll(page);
    await (await navLink(page, 'Projects')).click();
    await scrollSamplesWhenStill(page);
    const top = () =>
      page.evaluate(() => document.getElementById('projects')!.getBoundingClientRect().top);
    expect(Math.abs((await top()) - expectedTop)).toBeLessThanOrEqual(2);
    expect(await hydrated(page)).toBe(false);
    const y = await page.evaluate(() => window.scrollY);
    await release();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    // Marked by a render that follows hydration's effects: wait for it.
    const current = await poll(
      () => projectsControl(page).getAttribute('aria-current'),
      (value) => value !== null,
    );
    expect(current).toBe('true');
  });

  test('scrolled to the projects, the page marks Projects as current once it runs', async () => {
    const { visit, release } = await openHeld('/', { width });
    const { page } = visit;
    const y = await scrollToY(page, Math.ceil(await projectsTop(page)) - 100);
    expect(await projectsControl(page).getAttribute('aria-current')).toBeNull();
    await release();
    const current = await poll(
      () => projectsControl(page).getAttribute('aria-current'),
      (value) => value !== null,
    );
    expect(current).toBe('true');
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });

  test('a click on a video poster plays it in place once the page runs, and goes nowhere', async () => {
    const { visit, release } = await openHeld('/videos', { width });
    const { page } = visit;
    const [first] = videos.videos;
    const card = page.getByRole('main').locator('article').first();
    const url = page.url();
    await card.getByRole('link', { name: `Play video: ${first.title}`, exact: true }).click();
    expect(page.url()).toBe(url);
    expect(await hydrated(page)).toBe(false);
    await release();
    const player = card.locator('iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${first.embedId}`),
    );
    expect(page.url()).toBe(url);
  });
});
