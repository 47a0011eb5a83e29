// The owner as a contact card (vCard 4.0, RFC 6350) for 'Save contact'. Written here: the vcf
// package's formatter neither escapes commas, semicolons and line breaks nor folds long lines.
import { telHref } from '../../src/shared/contact';
import { slugOf } from '../content-engine/slug';
import { locationOf, type CvContent } from './format';

/** A text value with backslashes, commas, semicolons and line breaks escaped (RFC 6350, 3.4). */
export const escapeText = (text: string): string =>
  text.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

// RFC 6350's own URL types: a profile named so would read as the owner's home or work page.
const RESERVED_TYPES = new Set(['home', 'work']);

/** A name as a TYPE parameter's token (letters, digits, hyphens): "Stack Overflow" is stack-overflow. */
function typeToken(name: string): string {
  const token = slugOf(name);
  if (!token) return 'x-profile';
  return RESERVED_TYPES.has(token) ? `x-${token}` : token;
}

/** A line folded after at most 75 octets (RFC 6350, 3.2), never inside a character. */
function fold(line: string): string {
  const parts = [''];
  for (const char of line) {
    const limit = parts.length === 1 ? 75 : 74;
    if (Buffer.byteLength(parts[parts.length - 1] + char) > limit) parts.push('');
    parts[parts.length - 1] += char;
  }
  return parts.join('\r\n ');
}

export function contactCard({ site }: CvContent): string {
  const { city, region = '' } = locationOf(site.location);
  // The family name is taken to be the last word, as address books that need N expect.
  const words = site.name.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() ?? '') : '';
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(site.name)}`,
    `N:${escapeText(family)};${escapeText(words.join(' '))};;;`,
    `TITLE:${escapeText(site.title)}`,
    `EMAIL;TYPE=work:${escapeText(site.email)}`,
    `TEL;VALUE=uri;TYPE=voice:${telHref(site.phone)}`,
    `URL:${site.website}`,
    `ADR;TYPE=work:;;;${escapeText(city)};${escapeText(region)};;`,
    // Profiles as typed URLs: RFC 9554's SOCIALPROFILE is unknown to RFC 6350's readers, and
    // strict ones refuse the whole card for it.
    ...site.social.map((link) => `URL;TYPE=${typeToken(link.name)}:${link.url}`),
    'END:VCARD',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
