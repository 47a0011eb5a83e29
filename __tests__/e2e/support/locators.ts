// This site's parts, as a visitor finds them by role and name: the bar and its menu, the
// project cards, the social links and their tooltips, the Projects jump.
import type { Locator, Page } from 'playwright-core';
import { maxScrollY, squash } from './page';

const NEW_TAB_NOTE = '(opens in a new tab)';

export function newTabLinkName(text: string): string {
  return `${text} ${NEW_TAB_NOTE}`;
}

export function withoutNewTabNote(text: string): string {
  return squash(text.replace(NEW_TAB_NOTE, ''));
}

export function futureBadge(page: Page): Locator {
  return page.getByText('Future Project', { exact: true });
}

export function projectCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Projects', exact: true }).locator('article');
}

export function upcomingCard(page: Page): Locator {
  return projectCards(page).filter({ has: futureBadge(page) });
}

export async function expectedProjectsTop(page: Page): Promise<number> {
  const top = await projectsTop(page);
  return top - Math.min(top - 80, await maxScrollY(page));
}

export function projectsTop(page: Page): Promise<number> {
  return page.evaluate(
    () => document.getElementById('projects')!.getBoundingClientRect().top + window.scrollY,
  );
}

export function socialLink(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Social profiles' })
    .getByRole('link', { name: newTabLinkName(name), exact: true });
}

export function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export function menuButton(page: Page): Locator {
  return nav(page).locator('button[popovertarget]');
}

export async function navLink(page: Page, name: string): Promise<Locator> {
  const button = menuButton(page);
  const menu = nav(page).locator('[popover]');
  if (
    (await button.isVisible()) &&
    !(await menu.evaluate((list) => list.matches(':popover-open')))
  ) {
    await button.click();
  }
  return nav(page).getByRole('link', { name, exact: true });
}

export function navLinkAnyway(page: Page, name: string | RegExp): Locator {
  return nav(page).getByRole('link', {
    name,
    exact: typeof name === 'string',
    includeHidden: true,
  });
}

export function projectsControl(page: Page): Locator {
  return navLinkAnyway(page, 'Projects');
}

export function bubbleOf(page: Page, text: string): Locator {
  return page.locator('[role="tooltip"]').filter({ hasText: text });
}
