// The interface's words each page carries: those of a part beyond the spec (the contact form,
// the credentials, the recommendations) only where that part shows, so that a site whose
// content does not use it has pages that weigh what they did.
import type { Messages, PageMessages } from '../../src/shared/i18n';
import type { Content } from '../content-engine/types';

/** The pages whose parts come and go with the content: which words each may need. */
export const CONTACT_TEMPLATES = /[\\/]src[\\/]templates[\\/]contact(-sent)?\.tsx$/;
const RESUME_PAGE = /[\\/]src[\\/]pages[\\/]resume\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]pages[\\/]index\.tsx$/;

/** What the content uses of the parts beyond the spec, for the words the pages carry. */
export interface Parts {
  contactPage: boolean;
  credentials: boolean;
  recommendations: boolean;
}

export function partsOf(content: Content | undefined): Parts {
  const resume = content?.resume;
  const lists = [resume?.certifications, resume?.awards, resume?.publications];
  return {
    contactPage: Boolean(content?.site.contact),
    credentials: lists.some((list) => (list?.length ?? 0) > 0),
    recommendations: (resume?.recommendations ?? []).some((entry) => !entry.hideOnHome),
  };
}

/**
 * The interface's words a page carries: the contact form's on the contact pages alone, and the
 * words that link to them only when the content has a contact page (the footer, the resume and
 * home show those links when their words are there); the credentials' on the resume and the
 * recommendations' on home, when the content has any. Other pages weigh what they did.
 */
export function wordsOf(messages: Messages, parts: Parts, component: string): PageMessages {
  const { contact, contactForm, credentials, recommendations, ...words } = messages;
  return {
    ...words,
    ...(parts.contactPage && { contact }),
    ...(parts.contactPage && CONTACT_TEMPLATES.test(component) && { contactForm }),
    ...(parts.credentials && RESUME_PAGE.test(component) && { credentials }),
    ...(parts.recommendations && HOME_PAGE.test(component) && { recommendations }),
  };
}
