// The fixed top navigation: its links, its transparent-to-solid bar, the jump to the projects
// section, active-section tracking, and client-side navigation between pages.
import type { Locator, Page } from 'playwright-core';
import { openPage, type Visit } from './support/browser';
import { WIDTHS } from './support/config';
import { site } from './support/content';
import { routeOf } from './support/site';
import {
  alphaOf,
  computed,
  maxScrollY,
  recordScroll,
  scrollSamplesWhenStill,
  scrollToY,
  settle,
} from './support/page';
import {
  expectedProjectsTop,
  nav,
  navLink,
  navLinkAnyway,
  projectsControl,
  projectsTop,
} from './support/locators';
import { poll } from './support/wait';

/** The <header> that holds the main navigation: the bar. */
function bar(page: Page): Locator {
  return page.locator('header').filter({ has: nav(page) });
}

interface BarLook {
  alpha: number;
  backdrop: string;
}

async function barLook(page: Page): Promise<BarLook> {
  const header = bar(page);
  return {
    alpha: alphaOf(await computed(header, 'background-color')),
    backdrop: await computed(header, 'backdrop-filter'),
  };
}

async function expectSolid(page: Page): Promise<void> {
  // The background colour fades in: any alpha above zero is on its way to solid.
  const look = await poll(
    () => barLook(page),
    ({ alpha }) => alpha > 0,
  );
  expect(look.alpha).toBeGreaterThan(0);
  expect(look.backdrop).toMatch(/blur\(\d+(\.\d+)?px\)/);
}

describe.each(WIDTHS)('navigation at %i px', (width) => {
  describe('links', () => {
    let home: Visit;
    beforeAll(async () => {
      home = await openPage('/', { width });
    });

    test('on home, an in-page Projects control instead of a Home link', async () => {
      await expect(projectsControl(home.page).getAttribute('href')).resolves.toBe('#projects');
      expect(await navLinkAnyway(home.page, 'Home').count()).toBe(0);
    });

    test('Resume and Videos link to their pages', async () => {
      const routeOfLink = async (name: string) =>
        routeOf((await navLinkAnyway(home.page, name).getAttribute('href')) ?? '');
      expect(await routeOfLink('Resume')).toBe('/resume');
      expect(await routeOfLink('Videos')).toBe('/videos');
    });

    test('Hire Me opens a new tab safely and carries a ref parameter', async () => {
      const hire = navLinkAnyway(home.page, /^Hire Me/);
      expect(await hire.getAttribute('target')).toBe('_blank');
      const rel = (await hire.getAttribute('rel')) ?? '';
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      // The owner's link, with a ref parameter the site adds when the link has none.
      const href = new URL((await hire.getAttribute('href')) ?? '');
      const owners = new URL(site.hireUrl);
      expect(href.origin + href.pathname).toBe(owners.origin + owners.pathname);
      for (const [name, value] of owners.searchParams) {
        if (name !== 'ref') expect(href.searchParams.get(name)).toBe(value);
      }
      expect(href.searchParams.get('ref')).toBeTruthy();
    });
  });

  test.each(['/resume', '/videos'])(
    'on %s: a Home link instead of Projects, and a solid, blurred bar at the top',
    async (path) => {
      const { page } = await openPage(path, { width });
      const home = navLinkAnyway(page, 'Home');
      expect(routeOf((await home.getAttribute('href')) ?? '')).toBe('/');
      expect(await projectsControl(page).count()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectSolid(page);
    },
  );

  test('on home, the bar is transparent at 0 and 10 px scrolled, solid and blurred at 11 px, and stays at the top', async () => {
    const { page } = await openPage('/', { width });
    expect(await computed(bar(page), 'position')).toBe('fixed');
    expect(await barLook(page)).toEqual({ alpha: 0, backdrop: 'none' });
    expect(await scrollToY(page, 10)).toBe(10);
    expect(await barLook(page)).toEqual({ alpha: 0, backdrop: 'none' });
    expect(await scrollToY(page, 11)).toBe(11);
    await expectSolid(page);
    await scrollToY(page, 600);
    expect((await bar(page).boundingBox())?.y).toBe(0);
    expect(await computed(bar(page), 'position')).toBe('fixed');
  });

  test('on home, the brand link brings a scrolled page back to its top at once', async () => {
    const { page } = await openPage('/', { width });
    const brand = bar(page).getByRole('link', { name: site.name, exact: true });
    expect(await scrollToY(page, 600)).toBe(600);
    await brand.click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(routeOf(new URL(page.url()).pathname)).toBe('/');
  });

  describe('jump to projects', () => {
    test('scrolls smoothly and leaves the section 80 px below the viewport top (or the page at its end)', async () => {
      const { page } = await openPage('/', { width });
      const expectedTop = await expectedProjectsTop(page);
      await recordScroll(page);
      await (await navLink(page, 'Projects')).click();
      const samples = await scrollSamplesWhenStill(page);
      const end = samples[samples.length - 1];
      const between = new Set(samples.filter((y) => y > 0 && y < end));
      expect(between.size).toBeGreaterThanOrEqual(2);
      const top = await page.evaluate(
        () => document.getElementById('projects')!.getBoundingClientRect().top,
      );
      expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
    });

    test('jumps at once when the visitor prefers reduced motion', async () => {
      const { page } = await openPage('/', { width, reducedMotion: 'reduce' });
      const expectedTop = await expectedProjectsTop(page);
      await recordScroll(page);
      await settle(page);
      await (await navLink(page, 'Projects')).click();
      const samples = await scrollSamplesWhenStill(page);
      const end = samples[samples.length - 1];
      expect(samples.filter((y) => y > 0 && y < end)).toEqual([]);
      const top = await page.evaluate(
        () => document.getElementById('projects')!.getBoundingClientRect().top,
      );
      expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
    });
  });

  test('marks Projects as current once the section top is within 100 px of scrollY, or at the end of the page', async () => {
    const { page } = await openPage('/', { width });
    const control = projectsControl(page);
    expect(await control.getAttribute('aria-current')).toBeNull();
    // A page that ends too soon for the section to reach the line marks it at its end, which
    // counts from a pixel before (scroll positions can be fractional).
    const line = Math.ceil(await projectsTop(page)) - 100;
    const end = await maxScrollY(page);
    const [before, markedAt] = line < end ? [line - 1, line] : [end - 2, end];
    expect(await scrollToY(page, before)).toBe(before);
    expect(await control.getAttribute('aria-current')).toBeNull();
    expect(await scrollToY(page, markedAt)).toBe(markedAt);
    expect(
      await poll(
        () => control.getAttribute('aria-current'),
        (value) => value !== null,
      ),
    ).toBe('true');
    await scrollToY(page, 0);
    expect(
      await poll(
        () => control.getAttribute('aria-current'),
        (value) => value === null,
      ),
    ).toBe(null);
  });

  test('navigates between every page client-side after hydration, without warnings', async () => {
    const visit = await openPage('/', { width });
    const { page } = visit;
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const h1 = page.getByRole('heading', { level: 1 });
    const steps: { link: string; path: string; heading: string }[] = [
      { link: 'Resume', path: '/resume', heading: site.name },
      { link: 'Videos', path: '/videos', heading: 'My YouTube Videos' },
      { link: 'Home', path: '/', heading: site.greeting },
      { link: 'Videos', path: '/videos', heading: 'My YouTube Videos' },
      { link: 'Resume', path: '/resume', heading: site.name },
      { link: 'Home', path: '/', heading: site.greeting },
    ];
    for (const step of steps) {
      await (await navLink(page, step.link)).click();
      await page.waitForURL((url) => routeOf(url.pathname) === step.path);
      await page.waitForFunction(
        (text) => document.querySelector('h1')?.textContent === text,
        step.heading,
      );
      expect(await h1.count()).toBe(1);
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
    }
    expect(visit.problems()).toEqual([]);
  });
});

// The keyboard's first stop: the skip link, which takes it past the bar to the page's content.
test('the first Tab stop is the skip link, and Enter on it takes the keyboard into the main content', async () => {
  const { page } = await openPage('/resume');
  await page.keyboard.press('Tab');
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
  expect(href).toContain('#');
  await page.keyboard.press('Enter');
  const target = href.slice(href.indexOf('#') + 1);
  expect(
    await page.evaluate((id) => document.getElementById(id)?.localName ?? 'nothing', target),
  ).toBe('main');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
