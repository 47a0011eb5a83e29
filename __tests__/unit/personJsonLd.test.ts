/** @jest-environment node */
// The owner's Person in the structured data, drawn from the test content in all its languages:
// one job title per language, the certifications shown and the awards, the same on every page,
// and read as valid by the structured-data validator the end-to-end tests use.
import { structuredDataTestHtml } from 'structured-data-testing-tool';
import { requireValidLanguages } from '../../plugins/content-engine/load';
import { ownerFactsOf } from '../../plugins/site-content/ownerFacts';
import {
  creativeWorkJsonLd,
  homeJsonLd,
  personJsonLd,
  resumeJsonLd,
  type PersonFacts,
} from '../../src/lib/structuredData';
import { isExpired, buildDay } from '../../src/shared/dates';
import type { OwnerFacts } from '../../src/shared/owner';
import { copyContent, type ContentFixture } from '../support/contentFixture';

let fixture: ContentFixture;
let languages: ReturnType<typeof requireValidLanguages>;
let owner: OwnerFacts;

beforeAll(() => {
  fixture = copyContent();
  languages = requireValidLanguages(fixture.dir);
  owner = ownerFactsOf(languages)!;
});

afterAll(() => fixture.cleanup());

const own = () => languages[0].content;

/** The Person as Seo.tsx gives it, from the default language's site and the build's facts. */
const personOf = (facts: OwnerFacts | undefined): PersonFacts => {
  const { site } = own();
  return {
    names: facts?.names ?? [{ lang: languages[0].lang, text: site.name }],
    jobTitles: facts?.jobTitles ?? [{ lang: languages[0].lang, text: site.title }],
    url: `${site.siteUrl}/`,
    email: site.email,
    sameAs: site.social.map((link) => link.url),
    worksFor: site.company,
    properties: facts?.properties,
  };
};

/**
 * The validator's failures on a page holding `jsonLd`, as a schema of `type`, and on `reads`:
 * what it must read at a path of the data it found, as its own tests name them.
 */
async function failuresOf(
  jsonLd: object,
  type: string,
  reads: Record<string, string> = {},
): Promise<string[]> {
  const script = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  const html = `<!doctype html><html><head><script type="application/ld+json">${script}</script></head><body></body></html>`;
  const tests = Object.entries(reads).map(([path, value]) => ({
    test: path,
    type: 'jsonld',
    expect: value,
  }));
  try {
    const result = await structuredDataTestHtml(html, { schemas: [`jsonld:${type}`], tests });
    return result.failed.map((test) => test.test);
  } catch (error) {
    const failed = (error as { res?: { failed: { test: string }[] } }).res?.failed;
    if (!failed) throw error;
    return failed.map((test) => test.test);
  }
}

test("names the job title in each of the content's languages, the default first", () => {
  expect(languages.length).toBeGreaterThan(1);
  expect(owner.jobTitles).toEqual(
    languages.map(({ lang, content }) => ({ lang, text: content.site.title })),
  );
  expect(personJsonLd(personOf(owner)).jobTitle).toEqual(
    languages.map(({ lang, content }) => ({ '@value': content.site.title, '@language': lang })),
  );
});

test("names the owner in each language: the default's name, or a translation's own in other letters", () => {
  const { name } = own().site;
  // The test content writes the name in Arabic, Thai and Chinese letters in those languages, and
  // a stale one in French.
  expect(owner.names.map(({ lang, text }) => [lang, text === name])).toEqual(
    languages.map(({ lang }) => [lang, !['ar', 'th', 'zh'].includes(lang)]),
  );
  expect(personJsonLd(personOf(owner)).name).toEqual(
    owner.names.map(({ lang, text }) => ({ '@value': text, '@language': lang })),
  );
  // Where every language says the default's name, it is plain text, as in one language.
  const same = owner.names.map(({ lang }) => ({ lang, text: name }));
  expect(personJsonLd(personOf({ ...owner, names: same })).name).toBe(name);
});

test('states each certification shown as a credential recognised by its issuer', () => {
  const { certifications = [], expiredCertifications } = own().resume;
  // The test content marks an expired one: it is stated, with the day it expired.
  expect(expiredCertifications ?? 'marked').toBe('marked');
  expect(certifications.some((entry) => isExpired(entry.expires, buildDay()))).toBe(true);
  const { hasCredential } = personJsonLd(personOf(owner)) as { hasCredential: object[] };
  expect(hasCredential).toEqual(
    certifications.map((entry) => ({
      '@type': 'EducationalOccupationalCredential',
      name: entry.name,
      credentialCategory: 'certification',
      recognizedBy: { '@type': 'Organization', name: entry.issuer },
      dateCreated: entry.issued,
      ...(entry.expires && { expires: entry.expires }),
      ...(entry.verify && { url: entry.verify }),
      ...(entry.credentialId && { identifier: entry.credentialId }),
    })),
  );
});

test('leaves out an expired certification when the owner hides them', () => {
  const { resume } = own();
  const hidden = languages.map((language) => ({
    ...language,
    content: { ...language.content, resume: { ...resume, expiredCertifications: 'hidden' } },
  })) as typeof languages;
  const credentials = ownerFactsOf(hidden)!.properties.hasCredential as { name: string }[];
  const names = credentials.map((entry) => entry.name);
  expect(names).toEqual(
    (resume.certifications ?? [])
      .filter((entry) => !isExpired(entry.expires, buildDay()))
      .map((entry) => entry.name),
  );
});

test('states each award as text: the award, who gave it and the year', () => {
  const { awards = [] } = own().resume;
  expect(awards.length).toBeGreaterThan(0);
  expect(personJsonLd(personOf(owner)).award).toEqual(
    awards.map((entry) => `${entry.title}, ${entry.awarder}, ${entry.date.slice(0, 4)}`),
  );
});

test("names the languages the owner speaks, from their section mapped to JSON Resume's languages", () => {
  const spoken = own()
    .resume.sections!.filter((section) => section.jsonResume === 'languages')
    .flatMap((section) => section.entries.map((entry) => entry.title));
  expect(spoken.length).toBeGreaterThan(0);
  expect(personJsonLd(personOf(owner)).knowsLanguage).toEqual(spoken);
  // A section that names no standard one says nothing of the Person.
  const { sections: _sections, ...resume } = own().resume;
  const without = [{ ...languages[0], content: { ...own(), resume } }, ...languages.slice(1)];
  expect(personJsonLd(personOf(ownerFactsOf(without as typeof languages)))).not.toHaveProperty(
    'knowsLanguage',
  );
});

test('is the same Person on every kind of page', () => {
  const person = personOf(owner);
  const { '@context': _context, ...home } = homeJsonLd(person);
  const url = `${own().site.siteUrl}/page`;
  expect(home).toEqual(personJsonLd(person));
  expect(resumeJsonLd(person, url, 'de', 'Lebenslauf').mainEntity).toEqual(home);
  const work = {
    name: 'A work',
    description: 'What it is.',
    sameAs: url,
    keywords: ['TypeScript'],
  };
  expect(creativeWorkJsonLd(work, person, url, `${url}.png`, 'ar').author).toEqual(home);
});

test('is read as valid, with its credentials, awards and tagged job titles', async () => {
  const person = personOf(owner);
  const [credential] = own().resume.certifications!;
  const [award] = personJsonLd(person).award as string[];
  const last = owner.jobTitles.length - 1;
  const reads = {
    [`Person[0].jobTitle[${last}]."@value"`]: owner.jobTitles[last].text,
    [`Person[0].jobTitle[${last}]."@language"`]: owner.jobTitles[last].lang,
    'Person[0].hasCredential[0].name': credential.name,
    'Person[0].hasCredential[0].recognizedBy.name': credential.issuer,
    'Person[0].hasCredential[0].dateCreated': credential.issued,
    'Person[0].award[0]': award,
  };
  expect(await failuresOf(homeJsonLd(person), 'Person', reads)).toEqual([]);
  // It reads what is there: a value not given fails.
  const wrong = { 'Person[0].hasCredential[0].name': `${credential.name}!` };
  expect(await failuresOf(homeJsonLd(person), 'Person', wrong)).toHaveLength(1);
  const profile = resumeJsonLd(person, `${own().site.siteUrl}/resume`, 'en', 'Resume');
  expect(await failuresOf(profile, 'ProfilePage')).toEqual([]);
});

test('content without the lists, in one language, gives the Person it gave before', () => {
  const { certifications: _c, awards: _a, sections: _s, ...resume } = own().resume;
  const alone = [{ ...languages[0], content: { ...own(), resume } }] as typeof languages;
  // None: the page's own title says it all, and its page data weighs what it did.
  const facts = ownerFactsOf(alone);
  expect(facts).toBeUndefined();
  const person = personJsonLd(personOf(facts));
  expect(person).toEqual(personJsonLd(personOf(undefined)));
  expect(person.jobTitle).toBe(own().site.title);
  expect(Object.keys(person)).toEqual(
    ['@type', '@id', 'name', 'jobTitle', 'url', 'email', 'sameAs', 'worksFor'].filter(
      (key) => key !== 'worksFor' || own().site.company,
    ),
  );
});

test('gives no facts while a language has no checked content', () => {
  expect(ownerFactsOf([languages[0], { lang: 'xx' }])).toBeUndefined();
});
