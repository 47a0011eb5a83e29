// The contact form as the in-depth Chromium files (contact-*.test.ts) drive it: by its fields'
// names and the send button's words, typed by the keyboard or filled as a paste would. The
// messages and what the host received are contact.ts's, which every engine shares.
import type { Page } from 'playwright-core';
import { CONTACT_SENT_PATH } from '../../../src/shared/constants';
import type { FormField } from '../../../src/components/contact/fields';
import type { Visit } from './browser';
import { messagesOf, routeIn } from './content';
import { tabTo } from './page';
import { pathOf } from './site';

/** The address of the confirmation page in a language, as the browser shows it. */
export const sentPath = (lang: string) => pathOf(routeIn(CONTACT_SENT_PATH, lang));
/** The form's own words in a language (button, errors, notices). */
export const wordsIn = (lang: string) => messagesOf(lang).contactForm;
export const control = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
export const sendButton = (page: Page, lang: string) =>
  page.getByRole('button', { name: wordsIn(lang).send, exact: true });

/** Tabs from the top of the page to the first field, then writes each field by the keyboard. */
export async function writeByKeyboard(
  page: Page,
  fields: readonly FormField[],
  values: Record<string, string>,
): Promise<string[]> {
  expect(await tabTo(page, control(page, fields[0].name), 40)).toBe(true);
  const order: string[] = [];
  for (const [index, field] of fields.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
    await page.keyboard.type(values[field.name]);
  }
  await page.keyboard.press('Tab');
  return order;
}

/** Fills every field at once, as a paste would. */
export async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await control(page, name).fill(value);
}

/** The text of the element a field's aria-describedby names last (its error, when it has one). */
export async function describedBy(page: Page, name: string): Promise<string[]> {
  return control(page, name).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );
}

/** No console error or warning, but a failed load that `allow` expects; nothing from elsewhere. */
export function expectClean(visit: Visit, allow?: Parameters<Visit['problems']>[0]) {
  expect(visit.problems(allow)).toEqual([]);
  expect(visit.thirdPartyRequests()).toEqual([]);
}
