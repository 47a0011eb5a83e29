// The contact form as the content gives it in each language, the values a test writes into it,
// and the messages the test server accepted (scripts/static-server.mjs answers the form as
// Netlify Forms does and appends each message to the site's form log).
import fs from 'fs';
import { HONEYPOT_FIELD } from '../../../src/shared/constants';
import { formFields, type FormField, type Values } from '../../../src/components/contact/fields';
import type { ContactPage } from '../../../src/shared/contentTypes';
import { siteIn } from './content';
import { siteAddress } from './site';

/** The contact section in a language: the translation's texts over the default's. */
export function contactIn(lang: string): ContactPage {
  const { contact } = siteIn(lang);
  if (!contact) throw new Error('The content has no contact section');
  // The build's own list of what the page shows in the default language is no text of it.
  const { untranslated: _listed, ...shown } = contact as ContactPage & { untranslated?: unknown };
  return shown;
}

/** The form's fields in a language, in the form's order. */
export const fieldsIn = (lang: string): FormField[] => formFields(contactIn(lang).fields);

/**
 * A message for each field, marked with `token` so that a test finds its own among the
 * messages other test files send to the same server.
 */
export function messageFor(token: string, fields: readonly FormField[]): Required<Values> {
  const values: Values = {
    name: `Ada Lovelace ${token}`,
    email: `ada.${token}@example.org`,
    company: `Analytical Engines ${token}`,
    subject: `About ${token}`,
    message: `Hello, ${token}.\nA second line, with an accent: é, and an emoji: 🙂.`,
  };
  return Object.fromEntries(
    fields.map((field) => [field.name, values[field.name]?.slice(0, field.maxLength) ?? '']),
  ) as Required<Values>;
}

/** A message's fields as the visitor wrote them: a form post's line breaks are CRLF. */
export const asWritten = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value.replace(/\r\n/g, '\n')]),
  );

export interface Received {
  form: string;
  path: string;
  fields: Record<string, string>;
}

/** The messages the server has accepted whose fields hold `token`. */
export function receivedWith(token: string): Received[] {
  const log = siteAddress().formLog;
  if (!fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Received)
    .filter((entry) => Object.values(entry.fields).some((value) => value.includes(token)));
}

/** A token no other test uses. */
export const newToken = (): string =>
  `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export { HONEYPOT_FIELD };
