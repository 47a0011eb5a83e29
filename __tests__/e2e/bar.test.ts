// The menu that holds the bar's links where they do not fit, with its keyboard, pointer and
// no-script behaviour (bar-widths.test.ts: the bar at every width).
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { openHeld } from './support/held';
import { DEFAULT_LANG, messagesOf } from './support/content';
import { scrollSamplesWhenStill, recordScroll, tabTo } from './support/page';
import { expectedProjectsTop, menuButton, nav, projectsControl } from './support/locators';
import { poll } from './support/wait';
import { routeOf } from './support/site';

const words = messagesOf(DEFAULT_LANG).nav;
const PHONE = 375;

/** The open menu's list (a popover): shown while open. */
const menuList = (page: Page) => page.locator('[popover]');
const isOpen = (page: Page) =>
  menuList(page).evaluate((element) => element.matches(':popover-open'));
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}` : null;
  });
const buttonFocus = `button: ${words.menu}`;

describe(`the menu at ${PHONE} px`, () => {
  test('a wide window shows the links in the bar and no menu button', async () => {
    const { page } = await openPage('/', { width: 1280 });
    expect(await menuButton(page).isVisible()).toBe(false);
    await expect(projectsControl(page).isVisible()).resolves.toBe(true);
  });

  test('opens by click and closes on a click elsewhere', async () => {
    const { page } = await openPage('/', { width: PHONE });
    expect(await projectsControl(page).isVisible()).toBe(false);
    await menuButton(page).click();
    expect(await isOpen(page)).toBe(true);
    await expect(projectsControl(page).isVisible()).resolves.toBe(true);
    await page.mouse.click(10, 400);
    expect(await isOpen(page)).toBe(false);
  });

  test.each(['Enter', ' '])(
    'opens by the key %j, leads Tab into its links, and Escape closes it with focus back on its button',
    async (key) => {
      const { page } = await openPage('/resume', { width: PHONE });
      expect(await tabTo(page, menuButton(page))).toBe(true);
      await page.keyboard.press(key);
      expect(await isOpen(page)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(`a: ${words.home}`);
      await page.keyboard.press('Escape');
      expect(await isOpen(page)).toBe(false);
      expect(await focused(page)).toBe(buttonFocus);
    },
  );

  test('marks the page it is on', async () => {
    const { page } = await openPage('/resume', { width: PHONE });
    await menuButton(page).click();
    const resume = nav(page).getByRole('link', { name: words.resume, exact: true });
    expect(await resume.getAttribute('aria-current')).toBe('page');
  });

  test('closes when a link in it is chosen: another page', async () => {
    const { page } = await openPage('/', { width: PHONE });
    await menuButton(page).click();
    await nav(page).getByRole('link', { name: words.resume, exact: true }).click();
    await page.waitForURL((url) => routeOf(url.pathname) === '/resume');
    expect(await isOpen(page)).toBe(false);
  });

  test('closes when the Projects jump is chosen, which leaves the section 80 px down, marked current', async () => {
    const { page } = await openPage('/', { width: PHONE });
    const expectedTop = await expectedProjectsTop(page);
    await recordScroll(page);
    await menuButton(page).click();
    await projectsControl(page).click();
    expect(await isOpen(page)).toBe(false);
    await scrollSamplesWhenStill(page);
    const top = await page.evaluate(
      () => document.getElementById('projects')!.getBoundingClientRect().top,
    );
    expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
    await menuButton(page).click();
    expect(
      await poll(
        () => projectsControl(page).getAttribute('aria-current'),
        (value) => value !== null,
      ),
    ).toBe('true');
  });

  test('closes when the window grows wide enough for the links', async () => {
    const { page } = await openPage('/', { width: PHONE });
    await menuButton(page).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(
      await poll(
        () => isOpen(page),
        (open) => !open,
      ),
    ).toBe(false);
    expect(await menuButton(page).isVisible()).toBe(false);
    await expect(projectsControl(page).isVisible()).resolves.toBe(true);
  });

  test('works before hydration: opens, closes on a chosen link, and hydration keeps it working', async () => {
    const { visit, release } = await openHeld('/', { width: PHONE });
    const { page } = visit;
    await menuButton(page).click();
    expect(await isOpen(page)).toBe(true);
    await projectsControl(page).click();
    expect(await isOpen(page)).toBe(false);
    await release();
    await menuButton(page).click();
    expect(await isOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(visit.problems()).toEqual([]);
  });

  test('works without JavaScript: opens, closes with Escape and on a click elsewhere', async () => {
    const { page } = await openPage('/', { width: PHONE, javaScriptEnabled: false });
    await menuButton(page).click();
    expect(await isOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    await menuButton(page).click();
    await page.mouse.click(10, 400);
    expect(await isOpen(page)).toBe(false);
  });
});
