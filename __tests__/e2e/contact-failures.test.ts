// When a message cannot go, nothing of it is lost: a draft is kept across a reload, offline the
// visitor is offered the mail link carrying all of it, a host's error is told in plain words,
// and the text stays in the fields to send again. Markup a visitor writes stays text all the
// way: in the draft, the mail link and the message the host receives.
import { CONTACT_PATH, CONTACT_SENT_PATH } from '../../src/shared/constants';
import { openPage, waitForHydration } from './support/browser';
import { axeViolations, formatViolations } from './support/axe';
import { DEFAULT_LANG, site } from './support/content';
import {
  asWritten,
  contactIn,
  fieldsIn,
  messageFor,
  newToken,
  receivedWith,
} from './support/contact';
import { control, expectClean, fill, sendButton, wordsIn } from './support/contactForm';
import { urlOf } from './support/site';

describe('with script', () => {
  const lang = DEFAULT_LANG;
  const fields = fieldsIn(lang);
  const contact = contactIn(lang);
  const words = wordsIn(lang);

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

  test('when the host answers an error, the visitor is told in plain words and keeps the text, across a reload too', async () => {
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
    // Not sent, the draft is kept: a reload brings the text back.
    await page.reload();
    await waitForHydration(page);
    for (const field of fields)
      expect(await control(page, field.name).inputValue()).toBe(values[field.name]);
  });
});
