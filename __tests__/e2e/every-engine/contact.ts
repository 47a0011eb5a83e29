// The contact form in the other engines: posted as plain HTML before the framework runs (as
// without script), and sent in place once it has, each message received once by the test
// server that answers as Netlify Forms does. Written once, run in Firefox and WebKit
// (firefox.test.ts, webkit.test.ts); the contact-*.test.ts files check every rule in depth, in
// Chromium.
import { CONTACT_PATH, CONTACT_SENT_PATH } from '../../../src/shared/constants';
import { ONE_PER_DIRECTION, routeIn, site } from '../support/content';
import {
  asWritten,
  contactIn,
  fieldsIn,
  messageFor,
  newToken,
  receivedWith,
} from '../support/contact';
import { TRAITS, type Engine, type EngineName } from '../support/engines/engine';
import { pathOf } from '../support/site';

const SUBMIT = 'form button[type="submit"]';

/** In the page: writes each value into its field as a visitor's typing would leave it. */
export function fillForm(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = document.querySelector<HTMLInputElement>(`form [name="${name}"]`);
    if (!field) throw new Error(`no field ${name}`);
    field.focus();
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** In the page: the first-level heading once the page is at `path`. */
const headingAt = (path: string) =>
  location.pathname === path && document.querySelector('h1')?.textContent;

/** In the page: the text of the confirmation shown in place, once it is. */
const confirmationShown = () =>
  [...document.querySelectorAll('[role="status"]')]
    .map((element) => element.querySelector('h2')?.textContent ?? '')
    .find(Boolean);

export function contactFormIn(name: EngineName, engineOf: () => Engine): void {
  if (!site.contact) return;
  const traits = TRAITS[name];
  describe.each(ONE_PER_DIRECTION)(`in ${traits.label}, the contact form in %s`, (lang) => {
    const fields = fieldsIn(lang);
    const contact = contactIn(lang);
    const sentPath = pathOf(routeIn(CONTACT_SENT_PATH, lang));

    test(`before the framework runs, at ${traits.widths[0]} px, posts as HTML and lands on the confirmation`, async () => {
      const visit = await engineOf().open(routeIn(CONTACT_PATH, lang), {
        width: traits.widths[0],
        held: true,
      });
      const token = newToken();
      const values = messageFor(token, fields);
      await visit.run(fillForm, values);
      await visit.click(SUBMIT);
      expect(await visit.until(headingAt, sentPath)).toBe(contact.sentHeading);
      const received = receivedWith(token);
      expect(received).toHaveLength(1);
      expect(asWritten(received[0].fields)).toEqual({ ...values, language: lang });
    });

    test(`with the framework, at ${traits.widths.at(-1)} px, sends in place once and confirms`, async () => {
      const visit = await engineOf().open(routeIn(CONTACT_PATH, lang), {
        width: traits.widths.at(-1),
      });
      const token = newToken();
      const values = messageFor(token, fields);
      await visit.run(fillForm, values);
      await visit.click(SUBMIT);
      expect(await visit.until(confirmationShown)).toBe(contact.sentHeading);
      expect(await visit.run(() => location.pathname)).toBe(pathOf(routeIn(CONTACT_PATH, lang)));
      const received = receivedWith(token);
      expect(received).toHaveLength(1);
      expect(asWritten(received[0].fields)).toEqual({ ...values, language: lang });
      expect(await visit.problems()).toEqual([]);
      expect(await visit.cspViolations()).toEqual([]);
    });
  });
}
