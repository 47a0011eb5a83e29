// The machine-readable outputs tell the pages' story, read by parsers written elsewhere: the JSON
// Resume file rendered by a published theme, the contact card by a strict and a lenient vCard
// parser, and every page's JSON-LD by a structured-data validator; the sitemap and the JSON
// Resume file list every case study; each language's feeds hold its posts, whole.
import fs from 'fs';
import path from 'path';
import { structuredDataTestHtml } from 'structured-data-testing-tool';
import { CONTACT_CARD_PATH, JSON_RESUME_PATH, postPath } from '../../src/shared/constants';
import { isExpired, buildDay } from '../../src/shared/dates';
import { certifications as certificationKind } from '../../src/shared/kinds/certifications';
import { embedUrl } from '../../src/shared/youtube';
import { scriptOf } from '../../plugins/content-engine/ownerName';
import { renderResume, sectionOf, wordsOf } from '../support/jsonResumeTheme';
import { readCard } from '../support/vcard';
import {
  caseStudies,
  CONTACT_ROUTES,
  DEFAULT_LANG,
  postsIn,
  WRITING_ROUTES,
  contentIn,
  entryIn,
  LANGUAGES,
  PAGES,
  resume,
  routeIn,
  site,
  translationOf,
  videos,
} from './support/content';
import { bibliographyEntries, built, jsonLdOf, pageHtml, squashed } from './support/outputs';
import { squash } from './support/page';
import { postOutputTests } from './support/postOutputs';
import { pathOf, PREFIX, publicDir, urlOf } from './support/site';

const { portrait } = site;

describe.each(LANGUAGES)('the JSON Resume file in %s, as a theme renders it', (lang) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let document: Record<string, any>;
  let html: string;
  /** An entry of a list of resume.json with its texts in this language, where translated. */
  const inLang = <T extends { id: string; formerIds?: string[] }>(entry: T, list: string): T => ({
    ...entry,
    ...entryIn(
      translationOf<Record<string, Record<string, object>>>(lang, 'resume')?.[list],
      entry,
    ),
  });
  beforeAll(() => {
    const text = built(routeIn(JSON_RESUME_PATH, lang));
    document = JSON.parse(text);
    html = renderResume(text);
  });

  test('shows each product as work: its role, its years and the address the resume page links', () => {
    expect(document.work.map((entry: { url: string }) => entry.url)).toEqual(
      resume.products.map((product) => product.link),
    );
    const work = sectionOf(html, 'work');
    for (const entry of document.work) {
      expect(wordsOf(work)).toContain(entry.position);
      expect(work).toContain(`href="${entry.url}"`);
      // Years in free text without a year in them give no date.
      if (entry.startDate) expect(work).toContain(`<time datetime="${entry.startDate}">`);
    }
    // ISO dates, from the years the page shows.
    for (const [index, product] of resume.products.entries()) {
      const [start] = product.years.match(/\d{4}/) ?? [];
      expect(document.work[index].startDate).toBe(start);
    }
  });

  test("lists as projects the case studies, at the projects' own addresses, their pages apart, then the entries of the owner's sections that name no standard one", () => {
    const studies = document.projects.filter(
      (entry: { caseStudyUrl?: string }) => entry.caseStudyUrl,
    );
    expect(studies.map((entry: { url: string }) => entry.url)).toEqual(
      caseStudies.map(({ project }) => project.link),
    );
    expect(
      studies.map((entry: { caseStudyUrl: string }) => new URL(entry.caseStudyUrl).pathname),
    ).toEqual(caseStudies.map(({ route }) => pathOf(routeIn(route, lang))));
    // In the language's words: the section's heading as the kind, the entry's title as the name.
    const own = (contentIn(lang).resume.sections ?? []).filter((section) => !section.jsonResume);
    expect(
      document.projects
        .slice(studies.length)
        .map((entry: { type: string; name: string }) => `${entry.type}: ${entry.name}`),
    ).toEqual(
      own.flatMap(({ heading, entries }) => entries.map((entry) => `${heading}: ${entry.title}`)),
    );
    const shown = wordsOf(sectionOf(html, 'projects'));
    for (const entry of document.projects) expect(shown).toContain(entry.name);
  });

  test('shows the certificates valid today, and every award, with who gave them', () => {
    const valid = (resume.certifications ?? [])
      .filter((entry) => !isExpired(entry.expires, buildDay()))
      .map((entry) => inLang(entry, 'certifications'));
    const names = (document.certificates ?? []).map((entry: { name: string }) => entry.name);
    expect(names).toEqual(valid.map((entry) => entry.name));
    const certificates = wordsOf(sectionOf(html, 'certificates'));
    for (const entry of valid) {
      expect(certificates).toContain(entry.name);
      expect(certificates).toContain(entry.issuer);
      if (entry.verify) expect(sectionOf(html, 'certificates')).toContain(`href="${entry.verify}"`);
    }
    const awards = wordsOf(sectionOf(html, 'awards'));
    for (const entry of (resume.awards ?? []).map((item) => inLang(item, 'awards'))) {
      expect(awards).toContain(entry.title);
      expect(awards).toContain(entry.awarder);
    }
  });

  test('shows the publications, those of the bibliography file after the listed ones', () => {
    const listed = (resume.publications ?? []).map((item) => inLang(item, 'publications'));
    const names = (document.publications ?? []).map((entry: { name: string }) =>
      squash(entry.name),
    );
    expect(names.slice(0, listed.length)).toEqual(listed.map((entry) => entry.title));
    expect(names.length - listed.length).toBe(bibliographyEntries);
    const shown = wordsOf(sectionOf(html, 'publications'));
    for (const name of names) expect(shown).toContain(name);
    for (const entry of listed) expect(shown).toContain(entry.publisher);
  });

  test('shows every recommendation as a reference: the quote, by name, role and company', () => {
    const recommendations = (resume.recommendations ?? []).map((item) =>
      inLang(item, 'recommendations'),
    );
    const quotes = (document.references ?? []).map((entry: { reference: string }) =>
      squash(entry.reference),
    );
    expect(quotes).toEqual(recommendations.map((entry) => entry.quote));
    const shown = wordsOf(sectionOf(html, 'references'));
    for (const entry of recommendations) {
      for (const text of [entry.name, entry.role, entry.company ?? ''])
        expect(shown).toContain(text);
    }
  });

  test('splits each degree into its type and its field, as the page joins them', () => {
    expect(document.education).toHaveLength(resume.education.length);
    const shown = wordsOf(sectionOf(html, 'education'));
    for (const [index, entry] of document.education.entries()) {
      expect(shown).toContain(entry.studyType);
      if ('field' in resume.education[index]) expect(shown).toContain(`in ${entry.area}`);
      else expect(entry).not.toHaveProperty('area');
    }
  });
});

test("the contact card is read whole by a strict vCard parser and a lenient one, with the owner's profiles", () => {
  const { value, urls } = readCard(built(CONTACT_CARD_PATH));
  expect(value('fn')).toBe(site.name);
  expect(value('email')).toBe(site.email);
  expect(urls.map(({ url }) => url)).toEqual([
    site.website,
    ...site.social.map((link) => link.url),
  ]);
});

/** The lists of posts (the writing pages, a tag's): they describe nothing of their own. */
const LISTS = new Set(
  WRITING_ROUTES.filter(
    (route) => !postsIn(DEFAULT_LANG).some((post) => postPath(post.slug) === route),
  ),
);

/** Every page in every language that describes something, with its default route. */
const pages = LANGUAGES.flatMap((lang) =>
  PAGES.filter((base) => !CONTACT_ROUTES.includes(base) && !LISTS.has(base)).map((base) => ({
    lang,
    base,
    route: routeIn(base, lang),
  })),
);

/** The schema.org type a page describes. */
const TYPES: Record<string, string> = {
  '/': 'Person',
  '/resume': 'ProfilePage',
  '/videos': 'VideoObject',
};

describe.each(pages)('structured data of $route', ({ base, route }) => {
  const expected = TYPES[base] ?? (WRITING_ROUTES.includes(base) ? 'BlogPosting' : 'CreativeWork');

  test(`is valid, with a ${expected}`, async () => {
    const html = pageHtml(route);
    const result = await structuredDataTestHtml(html, { schemas: [`jsonld:${expected}`] }).catch(
      (error: { res?: { failed: { test: string; error?: { message: string } }[] } }) => {
        const failed = error.res?.failed ?? [];
        throw new Error(
          failed.map((test) => test.error?.message ?? test.test).join('\n') || String(error),
        );
      },
    );
    expect(result.failed).toEqual([]);
    if (expected !== 'VideoObject') return;
    const shown = jsonLdOf(html).filter((item) => item['@type'] === 'VideoObject');
    expect(shown.map((video) => video.embedUrl)).toEqual(
      videos.videos.map((video) => embedUrl(video.embedId)),
    );
    for (const [index, video] of videos.videos.entries()) {
      expect(shown[index].uploadDate).toBe(video.uploaded);
      expect(new URL(String(shown[index].thumbnailUrl)).protocol).toBe('https:');
    }
  });
});

test('the owner is the very same Person on every page of every language: the portrait as image, or none', () => {
  const people = pages.flatMap(({ route }) =>
    jsonLdOf(pageHtml(route))
      .filter((item) => item['@type'] === 'Person')
      // The document's context is not the person's; its texts are compared as a reader sees them.
      .map(({ '@context': _context, ...person }) => squashed(person)),
  );
  expect(people.length).toBeGreaterThanOrEqual(pages.length);
  for (const person of people) expect(person).toEqual(people[0]);
  const [person] = people;
  // A job title in each language, tagged with it (one language's is plain text); the
  // certifications the resume shows and the awards, in the default language.
  const titles = LANGUAGES.map((lang) => ({
    '@value': squash(contentIn(lang).site.title),
    '@language': lang,
  }));
  expect(person.jobTitle).toEqual(titles.length > 1 ? titles : site.title);
  // One name, site.json's, unless a translation writes its own in other letters: then the
  // name in each language, tagged with it.
  const names = LANGUAGES.map((lang) => {
    const own = translationOf<{ name?: string }>(lang, 'site')?.name;
    const other = own !== undefined && scriptOf(own) !== scriptOf(site.name);
    return { '@value': other ? own : site.name, '@language': lang };
  });
  const distinct = new Set(names.map((name) => name['@value'])).size;
  expect(person.name).toEqual(distinct > 1 ? names : site.name);
  const { awards = [] } = resume;
  const shown = certificationKind.shown(resume);
  expect(((person.hasCredential ?? []) as { name: string }[]).map(({ name }) => name)).toEqual(
    shown.map((entry) => entry.name),
  );
  expect(person.award ?? []).toEqual(awards.map(({ title }) => expect.stringContaining(title)));
  const images = new Set(people.map(({ image }) => image));
  expect(images.size).toBe(1);
  const [image] = images;
  if (!portrait) expect(image).toBeUndefined();
  else {
    expect(String(image)).toMatch(new RegExp(`/${path.basename(portrait.src)}$`));
    const file = new URL(String(image)).pathname.slice(pathOf('/').length - 1);
    expect(fs.existsSync(path.join(publicDir(), file))).toBe(true);
  }
});

test('the sitemap lists every case study', async () => {
  const index = await (await fetch(urlOf('/sitemap-index.xml'))).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  const listed = (
    await Promise.all(
      sitemaps.map(async (at) => (await fetch(urlOf(at.pathname.slice(PREFIX.length)))).text()),
    )
  ).join('');
  for (const { route } of caseStudies) {
    expect(listed).toContain(`<loc>${new URL(pathOf(route), site.siteUrl).href}</loc>`);
  }
});

test("the JSON Resume file lists each case study with the project's address and its page's", async () => {
  const resume = (await (await fetch(urlOf('/resume.json'))).json()) as {
    projects: { name: string; url: string; caseStudyUrl: string }[];
  };
  for (const { project, route } of caseStudies) {
    expect(resume.projects).toContainEqual(
      expect.objectContaining({
        name: project.title,
        url: project.link,
        caseStudyUrl: new URL(pathOf(route), site.siteUrl).href,
      }),
    );
  }
});

postOutputTests();
