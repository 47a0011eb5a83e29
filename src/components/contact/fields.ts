// The contact form's fields as the content gives them, in the form's order, with what the
// browser needs to fill each in (its autocomplete token) and check it without script; and its
// words, which only the contact pages carry.
import type { Messages, PageMessages } from '../../shared/i18n';

export type FieldName = 'name' | 'email' | 'company' | 'subject' | 'message';

export interface FormField {
  name: FieldName;
  label: string;
  maxLength: number;
  /** Name, e-mail and message; company and subject may be left empty. */
  required: boolean;
  /** The WHATWG autofill token, where one fits the field. */
  autoComplete?: string;
  type: 'text' | 'email' | 'textarea';
}

const ORDER: readonly FieldName[] = ['name', 'email', 'company', 'subject', 'message'];
const REQUIRED = new Set<FieldName>(['name', 'email', 'message']);
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  name: 'name',
  email: 'email',
  company: 'organization',
};

type ContentField = { readonly label: string; readonly maxLength: number } | null | undefined;

/** The fields the content gives, in the form's order. */
export function formFields(
  fields: Readonly<Partial<Record<FieldName, ContentField>>>,
): FormField[] {
  return ORDER.flatMap((name) => {
    const field = fields[name];
    if (!field) return [];
    return [
      {
        name,
        label: field.label,
        maxLength: field.maxLength,
        required: REQUIRED.has(name),
        autoComplete: AUTOCOMPLETE[name],
        type: name === 'email' ? 'email' : name === 'message' ? 'textarea' : 'text',
      },
    ];
  });
}

/** The ids of a field's control and of the texts that describe it. */
export const fieldIds = (name: FieldName) => ({
  control: `contact-${name}`,
  count: `contact-${name}-count`,
  error: `contact-${name}-error`,
});

/** The visitor's text, by field: what a draft keeps and a mail link carries. */
export type Values = Partial<Record<FieldName, string>>;

/** The contact form's words, which only the contact pages' context carries (site-content). */
export function contactFormWords(messages: PageMessages): Messages['contactForm'] {
  if (!messages.contactForm) {
    throw new Error("The contact form's words are not in this page's context");
  }
  return messages.contactForm;
}
