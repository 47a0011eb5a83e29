// The machine-readable outputs tell the pages' story, read by parsers written elsewhere: the JSON
// Resume file rendered by a published theme, the contact card by a strict and a lenient vCard
// parser, and every page's JSON-LD by a structured-data validator; the sitemap and the JSON
// Resume file list every case study.
import fs from 'fs';
import path from 'path';
import { structuredDataTestHtml } from 'structured-data-testing-tool';
import { CONTACT_CARD_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import { embedUrl } from '../../src/shared/youtube';
import { renderResume, sectionOf, wordsOf } from '../support/jsonResumeTheme';
import { readCard } from '../support/vcard';
import {
  caseStudies,
  CONTACT_ROUTES,
  LANGUAGES,
  PAGES,
  resume,
  routeIn,
  site,
  videos,
} from './support/content';
import { pathOf, PREFIX, publicDir, urlOf } from './support/site';

const { portrait } = site;

/** A file the build wrote, by its path on the site. */
const built = (route: string) =>
  fs.readFileSync(path.join(publicDir(), route === '/' ? '' : route.slice(1)), 'utf8');
const pageHtml = (route: string) => built(route === '/' ? '/index.html' : `${route}/index.html`);

/** Every JSON-LD object of a page, nested ones included. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      found.push(value as Record<string, unknown>);
      Object.values(value).forEach(walk);
    }
  };
  for (const [, text] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g,
  )) {
    walk(JSON.parse(text));
  }
  return found;
}

describe.each(LANGUAGES)('the JSON Resume file in %s, as a theme renders it', (lang) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let document: Record<string, any>;
  let html: string;
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
      expect(work).toContain(`<time datetime="${entry.startDate}">`);
    }
    // ISO dates, from the years the page shows.
    for (const [index, product] of resume.products.entries()) {
      const [start] = product.years.match(/\d{4}/) ?? [];
      expect(document.work[index].startDate).toBe(start);
    }
  });

  test('lists as projects only the case studies, at their pages', () => {
    expect(document.projects.map((entry: { url: string }) => new URL(entry.url).pathname)).toEqual(
      caseStudies.map(({ route }) => pathOf(routeIn(route, lang))),
    );
    const shown = wordsOf(sectionOf(html, 'projects'));
    for (const entry of document.projects) expect(shown).toContain(entry.name);
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

/** Every page in every language that describes something, with its default route. */
const pages = LANGUAGES.flatMap((lang) =>
  PAGES.filter((base) => !CONTACT_ROUTES.includes(base)).map((base) => ({
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
  const expected = TYPES[base] ?? 'CreativeWork';

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

test('the owner is one Person wherever their @id appears: the portrait as image, or none', () => {
  const people = pages.flatMap(({ lang, route }) =>
    jsonLdOf(pageHtml(route))
      .filter((item) => item['@type'] === 'Person')
      // The document's context is not the person's.
      .map(({ '@context': _context, ...person }) => ({ lang, person })),
  );
  expect(people.length).toBeGreaterThanOrEqual(pages.length);
  expect(new Set(people.map(({ person }) => person['@id'])).size).toBe(1);
  // Within a language the very same; across languages only the translated words may differ.
  for (const lang of LANGUAGES) {
    const inLang = people.filter((entry) => entry.lang === lang).map(({ person }) => person);
    for (const person of inLang) expect(person).toEqual(inLang[0]);
  }
  const images = new Set(people.map(({ person }) => person.image));
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

test('the JSON Resume file lists each case study with its address', async () => {
  const resume = (await (await fetch(urlOf('/resume.json'))).json()) as {
    projects: { name: string; url: string }[];
  };
  for (const { project, route } of caseStudies) {
    expect(resume.projects).toContainEqual(
      expect.objectContaining({
        name: project.title,
        url: new URL(pathOf(route), site.siteUrl).href,
      }),
    );
  }
});
