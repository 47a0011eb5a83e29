// The contact form, as a visitor meets it and as the host receives it: the test server answers
// its posts as Netlify Forms does (scripts/static-server.mjs) and keeps each message it accepts
// where a test reads it. Without script and with it, by keyboard alone, at a phone's and a
// laptop's width, left to right and right to left; what goes wrong (empty, invalid, too long,
// offline, the host failing, a double click, a reload) loses nothing. The pages themselves (axe,
// overflow, headers, HTML) are every page's checks (pages.test.ts, html.test.ts, …); the other
// engines send it too (every-engine/contact.ts).
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import {
  CONTACT_FORM_NAME,
  CONTACT_PATH,
  CONTACT_SENT_PATH,
  HONEYPOT_FIELD,
} from '../../src/shared/constants';
import { format } from '../../src/shared/i18n';
import type { FormField } from '../../src/components/contact/fields';
import { openPage, waitForHydration, type Visit } from './support/browser';
import { axeViolations, formatViolations } from './support/axe';
import {
  ALL_PAGES,
  CONTACT_ROUTES,
  DEFAULT_LANG,
  LANGUAGES,
  messagesOf,
  ONE_PER_DIRECTION,
  routeIn,
  site,
} from './support/content';
import {
  asWritten,
  contactIn,
  fieldsIn,
  messageFor,
  newToken,
  receivedWith,
} from './support/contact';
import { tabTo, transitionsDone } from './support/page';
import { pathOf, publicDir, urlOf } from './support/site';
import { poll } from './support/wait';

const SEND_CHUNK = /\/contact-send-[0-9a-f]+\.js$/;

const sentPath = (lang: string) => pathOf(routeIn(CONTACT_SENT_PATH, lang));
const wordsIn = (lang: string) => messagesOf(lang).contactForm;
const control = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
const sendButton = (page: Page, lang: string) =>
  page.getByRole('button', { name: wordsIn(lang).send, exact: true });
/** Tabs from the top of the page to the first field, then writes each field by the keyboard. */
async function writeByKeyboard(
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
async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await control(page, name).fill(value);
}

/** The text of the element a field's aria-describedby names last (its error, when it has one). */
async function describedBy(page: Page, name: string): Promise<string[]> {
  return control(page, name).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );
}

/** No console error or warning, but a failed load that `allow` expects; nothing from elsewhere. */
function expectClean(visit: Visit, allow?: Parameters<Visit['problems']>[0]) {
  expect(visit.problems(allow)).toEqual([]);
  expect(visit.thirdPartyRequests()).toEqual([]);
}

describe.each(LANGUAGES)('the built contact page in %s', (lang) => {
  test('carries one form that Netlify Forms detects, posting to a confirmation that answers 200', async () => {
    const file = path.join(publicDir(), routeIn(CONTACT_PATH, lang), 'index.html');
    expect(fs.existsSync(file)).toBe(true);
    const { page } = await openPage(routeIn(CONTACT_PATH, lang), { javaScriptEnabled: false });
    const form = await page.evaluate(() =>
      [...document.forms].map((element) => {
        const honeypot = element.getAttribute('data-netlify-honeypot') ?? '';
        const trap = element.elements.namedItem(honeypot) as HTMLInputElement | null;
        return {
          name: element.getAttribute('name'),
          method: element.getAttribute('method'),
          netlify: element.getAttribute('data-netlify'),
          action: element.getAttribute('action'),
          formName: (element.elements.namedItem('form-name') as HTMLInputElement | null)?.value,
          formNameType: (element.elements.namedItem('form-name') as HTMLInputElement | null)?.type,
          honeypot,
          trapHidden: !!trap && !!trap.closest('[hidden]') && !trap.checkVisibility(),
        };
      }),
    );
    expect(form).toEqual([
      {
        name: CONTACT_FORM_NAME,
        method: 'post',
        netlify: 'true',
        action: sentPath(lang),
        formName: CONTACT_FORM_NAME,
        formNameType: 'hidden',
        honeypot: HONEYPOT_FIELD,
        trapHidden: true,
      },
    ]);
    expect((await fetch(urlOf(routeIn(CONTACT_SENT_PATH, lang)))).status).toBe(200);
  });
});

/** The scripts a page ran, by file name: those its HTML and webpack loaded as <script>. */
const scriptsRun = (visit: Visit) =>
  visit.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );
const CONTACT_SCRIPTS = /^(contact-send-|component---src-templates-contact)/;

test("only the contact page runs the contact template's script, and none the sending script before the form is used", async () => {
  const contact = await openPage(CONTACT_PATH);
  const ran = await scriptsRun(contact);
  expect(ran.filter((file) => CONTACT_SCRIPTS.test(file))).toEqual([
    expect.stringMatching(/^component---src-templates-contact/),
  ]);
  // Pages that show no form (the first three the site has): their own template ran, no form's.
  const others = ALL_PAGES.filter(
    (route) => !LANGUAGES.some((lang) => CONTACT_ROUTES.some((at) => routeIn(at, lang) === route)),
  );
  for (const route of others.slice(0, 3)) {
    const other = await openPage(route);
    const files = await scriptsRun(other);
    expect(files.some((file) => file.startsWith('component---'))).toBe(true);
    expect({ route, files: files.filter((file) => CONTACT_SCRIPTS.test(file)) }).toEqual({
      route,
      files: [],
    });
  }
});

describe.each(ONE_PER_DIRECTION)('in %s', (lang) => {
  const fields = fieldsIn(lang);
  const contact = contactIn(lang);

  describe.each([320, 1280])('at %i px', (width) => {
    test('without script, a message written by keyboard alone reaches the host and lands on the confirmation', async () => {
      const visit = await openPage(routeIn(CONTACT_PATH, lang), {
        width,
        javaScriptEnabled: false,
      });
      const { page } = visit;
      const token = newToken();
      const values = messageFor(token, fields);
      // Every field in the form's order, the honeypot never; then the button.
      expect(await writeByKeyboard(page, fields, values)).toEqual(fields.map(({ name }) => name));
      expect(
        await sendButton(page, lang).evaluate((button) => button === document.activeElement),
      ).toBe(true);
      await Promise.all([
        page.waitForURL((url) => url.pathname === sentPath(lang)),
        page.keyboard.press('Enter'),
      ]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(contact.sentHeading);
      const received = receivedWith(token);
      expect(received.map(({ form, path: at }) => ({ form, at }))).toEqual([
        { form: CONTACT_FORM_NAME, at: sentPath(lang) },
      ]);
      expect(asWritten(received[0].fields)).toEqual({ ...values, language: lang });
      expectClean(visit);
    });

    test('with script, the same message is sent in place, once, and its confirmation announced and focused', async () => {
      const visit = await openPage(routeIn(CONTACT_PATH, lang), { width });
      const { page } = visit;
      // The sending script waits for the first focus in the form.
      expect(visit.requests.filter((url) => SEND_CHUNK.test(url))).toEqual([]);
      const token = newToken();
      const values = messageFor(token, fields);
      expect(await writeByKeyboard(page, fields, values)).toEqual(fields.map(({ name }) => name));
      // Asked for on the first focus: the request may be reported a moment after it is made.
      const asked = await poll(
        () => Promise.resolve(visit.requests.filter((url) => SEND_CHUNK.test(url))),
        (urls) => urls.length > 0,
      );
      expect(asked).toHaveLength(1);
      await page.keyboard.press('Enter');
      const confirmation = page.getByRole('status').filter({ hasText: contact.sentHeading });
      await confirmation.waitFor();
      expect(await confirmation.textContent()).toBe(`${contact.sentHeading}${contact.sentText}`);
      expect(
        await page.evaluate(
          () => document.activeElement?.tagName + (document.activeElement?.textContent ?? ''),
        ),
      ).toBe(`H2${contact.sentHeading}`);
      expect(new URL(page.url()).pathname).toBe(pathOf(routeIn(CONTACT_PATH, lang)));
      const received = receivedWith(token);
      expect(received).toHaveLength(1);
      expect(asWritten(received[0].fields)).toEqual({ ...values, language: lang });
      expectClean(visit);
      expect(await visit.cspViolations()).toEqual([]);
    });
  });

  test('without script, the browser keeps an incomplete message on the page', async () => {
    const { page } = await openPage(routeIn(CONTACT_PATH, lang), { javaScriptEnabled: false });
    const token = newToken();
    const values = messageFor(token, fields);
    await control(page, 'message').fill(values.message);
    await control(page, 'email').fill('not an address');
    // The browser's own checks: what is missing, and an address that is none.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('form :invalid')].map((element) =>
          element.getAttribute('name'),
        ),
      ),
    ).toEqual(['name', 'email']);
    await sendButton(page, lang).click();
    // Completed, it goes: had the first press posted, the host would hold two messages.
    await fill(page, values);
    await Promise.all([
      page.waitForURL((url) => url.pathname === sentPath(lang)),
      sendButton(page, lang).click(),
    ]);
    const received = receivedWith(token);
    expect(received).toHaveLength(1);
    expect(asWritten(received[0].fields)).toEqual({ ...values, language: lang });
  });
});

describe('with script', () => {
  const lang = DEFAULT_LANG;
  const fields = fieldsIn(lang);
  const contact = contactIn(lang);
  const words = wordsIn(lang);
  const number = new Intl.NumberFormat(lang);
  const message = fields.find((field) => field.name === 'message') as FormField;

  test("says what is missing, invalid or too long in the page's words, tied to each field, in a summary that takes the focus and leads to each", async () => {
    const visit = await openPage(CONTACT_PATH);
    const { page } = visit;
    const token = newToken();
    await sendButton(page, lang).click();
    const required = fields.filter((field) => field.required);
    const summary = page.getByRole('alert').filter({ hasText: words.check });
    await summary.waitFor();
    for (const field of required) {
      expect(await control(page, field.name).getAttribute('aria-invalid')).toBe('true');
      expect((await describedBy(page, field.name)).at(-1)).toBe(
        format(words.required, { label: field.label }),
      );
    }
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual(
      required.map((field) => field.label),
    );
    // Each link takes the focus to its field.
    await summary.getByRole('link', { name: required[1].label, exact: true }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      required[1].name,
    );

    // Writing in a field clears its error.
    await control(page, 'name').fill(`Ada ${token}`);
    expect(
      await poll(
        () => control(page, 'name').getAttribute('aria-invalid'),
        (invalid) => invalid === null,
      ),
    ).toBeNull();
    await control(page, 'email').fill('ada at example');
    // One character past the limit, as a paste that the browser did not cut would leave it.
    await control(page, 'message').evaluate(
      (element, text) => {
        (element as HTMLTextAreaElement).value = text;
        element.dispatchEvent(new Event('input', { bubbles: true }));
      },
      `${token} `.padEnd(message.maxLength + 1, 'x'),
    );
    const over = format(words.over, { count: number.format(1) });
    expect(
      await poll(
        () => page.locator('#contact-message-count').textContent(),
        (text) => text === over,
      ),
    ).toBe(over);
    await sendButton(page, lang).click();
    const email = fields.find((field) => field.name === 'email') as FormField;
    await poll(
      () => describedBy(page, 'message'),
      (texts) => texts.length > 1,
    );
    expect((await describedBy(page, 'email')).at(-1)).toBe(
      format(words.email, { label: email.label }),
    );
    expect((await describedBy(page, 'message')).at(-1)).toBe(
      format(words.tooLong, {
        label: message.label,
        max: number.format(message.maxLength),
        count: number.format(message.maxLength + 1),
      }),
    );
    expect(await summary.getByRole('link').allTextContents()).toEqual([email.label, message.label]);
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(receivedWith(token)).toEqual([]);
    expect(formatViolations(await axeViolations(page))).toBe('');
    expectClean(visit);
  });

  test('a double click sends one message', async () => {
    const visit = await openPage(CONTACT_PATH);
    const { page } = visit;
    const token = newToken();
    await fill(page, messageFor(token, fields));
    await sendButton(page, lang).dblclick();
    await page.getByRole('status').filter({ hasText: contact.sentHeading }).waitFor();
    expect(receivedWith(token)).toHaveLength(1);
    expect(visit.requests.filter((url) => new URL(url).pathname === sentPath(lang))).toHaveLength(
      1,
    );
  });

  test('a filled honeypot is answered as the host answers it, and the message is dropped', async () => {
    const { page } = await openPage(CONTACT_PATH);
    const token = newToken();
    await fill(page, messageFor(token, fields));
    await page.locator(`[name="${HONEYPOT_FIELD}"]`).evaluate((element) => {
      (element as HTMLInputElement).value = 'https://spam.example';
    });
    await sendButton(page, lang).click();
    await page.getByRole('status').filter({ hasText: contact.sentHeading }).waitFor();
    expect(receivedWith(token)).toEqual([]);
  });

  test('HTML and script in every field stay text: in a kept draft, the mail link and the message received', async () => {
    const visit = await openPage(CONTACT_PATH);
    const { page } = visit;
    const token = newToken();
    const markup = `<img src=x onerror="window.hacked=1"><script>window.hacked=2</script> ${token}`;
    const values = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.name === 'email' ? `ada.${token}@example.org` : markup.slice(0, field.maxLength),
      ]),
    );
    await fill(page, values);
    await page.reload();
    await waitForHydration(page);
    for (const field of fields)
      expect(await control(page, field.name).inputValue()).toBe(values[field.name]);
    // The status line says where the text came from, once React has rendered it.
    await page.getByRole('status').filter({ hasText: words.draft }).waitFor();
    expect(await page.getByRole('status').first().textContent()).toBe(words.draft);

    await page.context().setOffline(true);
    try {
      await sendButton(page, lang).click();
      const alert = page.getByRole('alert').filter({ hasText: words.offline });
      await alert.waitFor();
      const href = (await alert.getByRole('link', { name: words.mail }).getAttribute('href')) ?? '';
      const mail = new URL(href);
      expect(`${mail.protocol}${decodeURIComponent(mail.pathname)}`).toBe(`mailto:${site.email}`);
      const body = mail.searchParams.get('body') ?? '';
      for (const field of fields) expect(body).toContain(values[field.name]);
      expect(mail.searchParams.get('subject')).toBe(values.subject ?? contact.heading);
      // Nothing is lost: the text is still in the fields.
      for (const field of fields)
        expect(await control(page, field.name).inputValue()).toBe(values[field.name]);
      expect(formatViolations(await axeViolations(page))).toBe('');
    } finally {
      await page.context().setOffline(false);
    }
    await sendButton(page, lang).click();
    await page.getByRole('status').filter({ hasText: contact.sentHeading }).waitFor();
    const received = receivedWith(token);
    expect(received).toHaveLength(1);
    expect(asWritten(received[0].fields)).toEqual({ ...values, language: lang });
    expect(
      await page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
    ).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // Sent, the draft is gone.
    await page.reload();
    await waitForHydration(page);
    for (const field of fields) expect(await control(page, field.name).inputValue()).toBe('');
    // The browser itself logs the send it could not make offline.
    expectClean(visit, (entry) => entry.text.includes('ERR_INTERNET_DISCONNECTED'));
  });

  test('when the host answers an error, the visitor is told in plain words and keeps the text', async () => {
    const { page } = await openPage(CONTACT_PATH);
    const token = newToken();
    const values = messageFor(token, fields);
    await fill(page, values);
    await page.route(urlOf(CONTACT_SENT_PATH), (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'Down' })
        : route.continue(),
    );
    await sendButton(page, lang).click();
    await page.getByRole('alert').filter({ hasText: words.failed }).waitFor();
    for (const field of fields)
      expect(await control(page, field.name).inputValue()).toBe(values[field.name]);
    expect(receivedWith(token)).toEqual([]);
  });

  test.each(['light', 'dark'] as const)(
    'the confirmation in place has no axe violations, %s',
    async (scheme) => {
      const { page } = await openPage(CONTACT_PATH, { colorScheme: scheme });
      await fill(page, messageFor(newToken(), fields));
      await sendButton(page, lang).click();
      await page.getByRole('status').filter({ hasText: contact.sentHeading }).waitFor();
      await transitionsDone(page);
      expect(formatViolations(await axeViolations(page))).toBe('');
    },
  );
});
