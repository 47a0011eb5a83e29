// What the contact form does once a visitor uses it: loaded on the first focus in the form (or
// its submission), not with the page. The form's own HTML posts without it.
import { format, type Messages } from '../../shared/i18n';
import type { FormField, Values } from './fields';

export interface Problem {
  field: FormField;
  message: string;
}

/** What is wrong with the form's values, field by field, in the form's order. */
export function problemsOf(
  form: HTMLFormElement,
  fields: readonly FormField[],
  words: Messages['contactForm'],
  lang: string,
): Problem[] {
  const number = new Intl.NumberFormat(lang);
  return fields.flatMap((field) => {
    const control = form.elements.namedItem(field.name) as HTMLInputElement | null;
    const value = control?.value ?? '';
    const { label, maxLength } = field;
    if (field.required && !value.trim()) {
      return [{ field, message: format(words.required, { label }) }];
    }
    // The browser's own rule for an e-mail address, as the form without script checks it.
    if (field.type === 'email' && control?.validity.typeMismatch) {
      return [{ field, message: format(words.email, { label }) }];
    }
    if (value.length > maxLength) {
      const counts = { max: number.format(maxLength), count: number.format(value.length) };
      return [{ field, message: format(words.tooLong, { label, ...counts }) }];
    }
    return [];
  });
}

export type Outcome = 'sent' | 'offline' | 'failed';

/**
 * Posts the form as the browser would, to its own action, and says how it went. A service of
 * the owner's (the action is on another origin) is asked for JSON, so that it answers with
 * data rather than a page of its own.
 */
export async function send(form: HTMLFormElement): Promise<Outcome> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  const action = new URL(form.action, window.location.href);
  const elsewhere = action.origin !== window.location.origin;
  try {
    const response = await fetch(action, {
      method: 'POST',
      body,
      headers: { Accept: elsewhere ? 'application/json' : 'text/html' },
      credentials: 'omit',
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return navigator.onLine === false ? 'offline' : 'failed';
  }
}

/**
 * A mailto: link that carries the whole message to the visitor's own mail program: to the
 * owner, the subject (or the page's heading) as its subject, every field in its body.
 */
export function mailtoOf(
  to: string,
  fields: readonly FormField[],
  values: Values,
  subject: string,
): string {
  const lines = fields
    .filter((field) => field.name !== 'message' && values[field.name]?.trim())
    .map((field) => `${field.label}: ${values[field.name]?.trim()}`);
  const body = [values.message ?? '', '', '--', ...lines].join('\n');
  // encodeURIComponent, not URLSearchParams: mail programs read %20, not +, as a space.
  const query = `subject=${encodeURIComponent(values.subject?.trim() || subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to}?${query}`;
}
