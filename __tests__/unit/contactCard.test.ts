/** @jest-environment node */
// The contact card behind 'Save contact': read back with the vcf parser, every field is the
// content's, with commas, semicolons, accents and line breaks escaped as vCard requires.
import vCard from 'vcf';
import { contactCard } from '../../plugins/cv/contactCard';
import type { CvContent } from '../../plugins/cv/format';
import { telHref } from '../../src/shared/contact';
import site from '../fixtures/content/site.json';
import resume from '../fixtures/content/resume.json';

// site.json names no language: GraphQL's type has it as null.
const content = { site: { ...site, language: null }, resume } as CvContent;

/** The text of a value as written, its escapes undone (RFC 6350, 3.4). */
const unescape = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, char: string) => (/n/i.test(char) ? '\n' : char));

function read(text: string) {
  const [card] = vCard.parse(text);
  const values = (name: string) =>
    [card.get(name)].flat().map((property) => String(property.valueOf()));
  return { card, values, value: (name: string) => values(name)[0] };
}

test("holds the owner's name, title, e-mail, phone, website, location and profiles", () => {
  const { value, values } = read(contactCard(content));
  expect(value('version')).toBe('4.0');
  expect(unescape(value('fn'))).toBe(site.name);
  expect(unescape(value('title'))).toBe(site.title);
  expect(value('email')).toBe(site.email);
  expect(value('tel')).toBe(telHref(site.phone));
  expect(value('url')).toBe(site.website);
  const [city, region] = site.location.split(',').map((part) => part.trim());
  expect(value('adr').split(';').slice(3, 5).map(unescape)).toEqual([city, region ?? '']);
  expect(values('socialprofile')).toEqual(site.social.map((link) => link.url));
});

test('escapes commas, semicolons and line breaks, keeps accents, and folds long lines', () => {
  const title =
    'Lead, Platform; Tools\nand a very long list of responsibilities — ñandú, Łódź, Zoë';
  const name = 'Zoë Łukasiewicz-Ørsted';
  const text = contactCard({ ...content, site: { ...content.site, name, title } });
  expect(text).toContain('TITLE:Lead\\, Platform\\; Tools\\nand a very long');
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const { value } = read(text);
  expect(unescape(value('fn'))).toBe(name);
  expect(unescape(value('title'))).toBe(title);
  expect(value('n')).toBe('Łukasiewicz-Ørsted;Zoë;;;');
});
