// The contact page as built and served: in every language one form that Netlify Forms detects
// (its name, its hidden form-name, a hidden honeypot), posting to a confirmation that answers,
// and its scripts loaded by that page alone, the sending one not before the form is used. What
// a visitor does with the form is contact-sending, contact-validation and contact-failures's;
// the page's own checks (axe, overflow, headers, HTML) every page's (pages.test.ts, html.test.ts).
import fs from 'fs';
import path from 'path';
import {
  CONTACT_FORM_NAME,
  CONTACT_PATH,
  CONTACT_SENT_PATH,
  HONEYPOT_FIELD,
} from '../../src/shared/constants';
import { openPage, type Visit } from './support/browser';
import { ALL_PAGES, CONTACT_ROUTES, LANGUAGES, routeIn } from './support/content';
import { sentPath } from './support/contactForm';
import { publicDir, urlOf } from './support/site';

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
