// What the contact form says of a message it cannot send yet: without script, the browser's own
// checks keep it on the page (what is missing, an address that is none); with script, the page's
// own errors, in its words, tied to each field and gathered in a summary that takes the focus.
// Either way nothing reaches the host until the message is complete.
import { CONTACT_PATH } from '../../src/shared/constants';
import { format } from '../../src/shared/i18n';
import type { FormField } from '../../src/components/contact/fields';
import { openPage } from './support/browser';
import { axeViolations, formatViolations } from './support/axe';
import { DEFAULT_LANG, ONE_PER_DIRECTION, routeIn } from './support/content';
import { asWritten, fieldsIn, messageFor, newToken, receivedWith } from './support/contact';
import {
  control,
  describedBy,
  expectClean,
  fill,
  sendButton,
  sentPath,
  wordsIn,
} from './support/contactForm';
import { poll } from './support/wait';

describe.each(ONE_PER_DIRECTION)('in %s', (lang) => {
  const fields = fieldsIn(lang);

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
});
