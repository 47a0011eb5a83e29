// Sending the contact form, as a visitor does and as the host receives it: the test server
// answers its posts as Netlify Forms does (scripts/static-server.mjs) and keeps each message it
// accepts where a test reads it. Without script and with it, by keyboard alone, at a phone's and
// a laptop's width, left to right and right to left; a double click sends once, and a filled
// honeypot is dropped. The other engines send it too (every-engine/contact.ts); the form's
// errors are contact-validation's, a failed send contact-failures's, and axe on the confirmation,
// in both themes, every-engine/contrast.ts's (contrast.test.ts in Chromium).
import { CONTACT_FORM_NAME, CONTACT_PATH, HONEYPOT_FIELD } from '../../src/shared/constants';
import { openPage } from './support/browser';
import { DEFAULT_LANG, ONE_PER_DIRECTION, routeIn } from './support/content';
import {
  asWritten,
  contactIn,
  fieldsIn,
  messageFor,
  newToken,
  receivedWith,
} from './support/contact';
import { expectClean, fill, sendButton, sentPath, writeByKeyboard } from './support/contactForm';
import { pathOf } from './support/site';
import { poll } from './support/wait';

const SEND_CHUNK = /\/contact-send-[0-9a-f]+\.js$/;

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
});

describe('with script', () => {
  const lang = DEFAULT_LANG;
  const fields = fieldsIn(lang);
  const contact = contactIn(lang);

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
});
