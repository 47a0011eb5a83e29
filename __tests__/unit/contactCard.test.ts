/** @jest-environment node */
// The contact card behind 'Save contact': read back by a strict RFC 6350 parser and a lenient
// one, every field is the content's, with commas, semicolons, accents and line breaks escaped.
import { contactCard } from '../../plugins/cv/contactCard';
import type { CvContent } from '../../plugins/cv/format';
import { telHref } from '../../src/shared/contact';
import site from '../fixtures/content/site.json';
import resume from '../fixtures/content/resume.json';
import { readCard } from '../support/vcard';

const content = { site, resume } as CvContent;

test("holds the owner's name, title, e-mail, phone, website, location and profiles", () => {
  const { value, urls } = readCard(contactCard(content));
  expect(value('fn')).toBe(site.name);
  expect(value('title')).toBe(site.title);
  expect(value('email')).toBe(site.email);
  expect(value('tel')).toBe(telHref(site.phone));
  const [city, region] = site.location.split(',').map((part) => part.trim());
  expect(value('adr')).toMatchObject({ locality: city, region: region ?? '' });
  // The website first, then each profile as a URL typed by its network's name.
  expect(urls).toEqual([
    { url: site.website },
    ...site.social.map((link) => ({ type: expect.stringMatching(/^[a-z0-9-]+$/), url: link.url })),
  ]);
  expect(urls.slice(1).map(({ type }) => type)).toEqual(
    site.social.map((link) => expect.stringContaining(link.name.toLowerCase().split(/\W/)[0])),
  );
});

test("a profile's type is its name in letters and digits, never RFC 6350's home or work", () => {
  const social = [
    { id: 'acai', name: 'Açaí Blog', url: 'https://a.example', icon: 'blog' },
    { id: 'work', name: 'Work', url: 'https://b.example', icon: 'blog' },
  ];
  const { urls } = readCard(contactCard({ ...content, site: { ...content.site, social } }));
  expect(urls.slice(1)).toEqual([
    { type: 'acai-blog', url: 'https://a.example' },
    { type: 'x-work', url: 'https://b.example' },
  ]);
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
  const { value } = readCard(text);
  expect(value('fn')).toBe(name);
  expect(value('title')).toBe(title);
  expect(value('n')).toMatchObject({ familyNames: 'Łukasiewicz-Ørsted', givenNames: 'Zoë' });
});
