// How contact details are written and linked, shared by the resume page and the generated CV.
import { HIRE_REF } from './constants';

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

/**
 * The 'Hire Me' address: the owner's link, with the site's `ref` set when it has no `ref`
 * parameter of its own (or an empty one), so the hiring page knows where the visitor came from.
 */
export function hireHref(url: string): string {
  const parsed = new URL(url);
  if (parsed.searchParams.get('ref')) return url;
  parsed.searchParams.set('ref', HIRE_REF);
  return parsed.href;
}

/** A name as a downloaded file's name has it: "Alex Morgan" is "Alex-Morgan". */
export const nameAsFileName = (name: string): string => name.trim().replace(/[\s/\\]+/g, '-');

/** The name the contact card downloads as: the content's, or else the owner's name. */
export function contactFilename(site: { name: string; contactFilename?: string | null }): string {
  return site.contactFilename ?? `${nameAsFileName(site.name)}.vcf`;
}
