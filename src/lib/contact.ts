// How contact details are written and linked, shared by the resume page and the generated CV.

/** A URL as people write it: without the scheme and without a trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** A `tel:` link for a phone number written for people, e.g. "+1 (503) 555-0142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
