/** @jest-environment node */
// The resume in the JSON Resume format, checked as a résumé tool reads it: valid by the official
// schema package, and, rendered by a published theme, showing every fact of the resume page in
// the section a reader looks for it, drawn from the test content.
import { validate } from '@jsonresume/schema';
import type { CvContent } from '../../plugins/cv/format';
import { datesOf } from '../../plugins/cv/format';
import { jsonResume, jsonResumeText } from '../../plugins/cv/jsonResume';
import { buildDay, isExpired } from '../../src/shared/dates';
import { onDay } from '../support/buildDay';
import { format } from '../../src/shared/i18n';
import english from '../../src/shared/i18n/en.json';
import site from '../fixtures/content/site.json';
import resume from '../fixtures/content/resume.json';
import projects from '../fixtures/content/projects.json';
import { renderResume, sectionOf, wordsOf } from '../support/jsonResumeTheme';

const content = { site, resume } as CvContent;
const withProjects = { ...content, projects } as CvContent;
const PREFIX = '/portfolio';

/** The schema's verdict: true, or its errors. */
function verdictOf(document: unknown): unknown {
  let result: unknown;
  validate(document, (errors, valid) => {
    result = errors ?? valid;
  });
  return result;
}

const text = jsonResumeText(withProjects, { prefix: PREFIX });
const html = renderResume(text);
/** The words a reader sees in a section of the theme's page. */
const shown = (section: string) => wordsOf(sectionOf(html, section));
/** The links of a section of the theme's page. */
const linksIn = (section: string) =>
  [...sectionOf(html, section).matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

test('is valid by the official JSON Resume schema, with and without the projects', () => {
  expect(verdictOf(JSON.parse(jsonResumeText(content)))).toBe(true);
  expect(verdictOf(JSON.parse(text))).toBe(true);
  // The test content lists certifications, awards, publications and recommendations.
  expect(Object.keys(JSON.parse(text))).toEqual(
    expect.arrayContaining(['certificates', 'awards', 'publications', 'references']),
  );
});

test('the header shows the name, the title, the summary and every way to reach the owner', () => {
  const header = shown('masthead');
  expect(header).toContain(site.name);
  expect(header).toContain(site.title);
  for (const line of resume.summary) expect(header).toContain(line);
  expect(header).toContain(site.location.split(',')[0]);
  expect(linksIn('masthead')).toEqual(
    expect.arrayContaining([
      `mailto:${site.email}`,
      `tel:${site.phone.replace(/\s/g, '')}`,
      site.website,
      ...site.social.map((link) => link.url),
    ]),
  );
});

test('shows each product as work, in order: its name, role, years and link', () => {
  const work = shown('work');
  const positions = resume.products.map((product) => work.indexOf(product.name));
  expect(positions.every((at) => at >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const product of resume.products) {
    expect(work).toContain(product.role);
    expect(work).toContain(product.years.match(/\d{4}/)![0]);
    for (const bullet of product.bullets) expect(work).toContain(bullet);
  }
  expect(linksIn('work')).toEqual(
    expect.arrayContaining(resume.products.map((product) => product.link)),
  );
});

test('shows every skill group with its items, and every degree with its school', () => {
  const skills = shown('skills');
  for (const group of resume.skills) {
    expect(skills).toContain(group.group);
    for (const item of group.items) expect(skills).toContain(item);
  }
  const education = shown('education');
  for (const entry of resume.education) {
    expect(education).toContain(entry.school);
    expect(education).toContain(entry.degree);
    if ('field' in entry) expect(education).toContain(`in ${entry.field}`);
  }
});

test("shows the case studies as projects, linked to the projects' own addresses, then the owner's sections that name no standard one", () => {
  const studied = projects.projects.filter(
    (project) => 'caseStudy' in project && project.status !== 'upcoming',
  );
  expect(studied.length).toBeGreaterThan(0);
  const listed = shown('projects');
  for (const project of projects.projects) {
    if (studied.includes(project)) expect(listed).toContain(project.title);
    else expect(listed).not.toContain(project.title);
  }
  const ownLinks = (content.resume.sections ?? [])
    .filter((section) => !section.jsonResume)
    .flatMap((section) => section.entries.flatMap((entry) => entry.link ?? []));
  expect(linksIn('projects')).toEqual([...studied.map((project) => project.link), ...ownLinks]);
  // The case study's page is named apart, under the prefix.
  expect(
    JSON.parse(text)
      .projects.map((entry: { caseStudyUrl?: string }) => entry.caseStudyUrl)
      .filter(Boolean),
  ).toEqual(
    studied.map((project) => new URL(`${PREFIX}/projects/${project.id}`, site.siteUrl).href),
  );
});

test('shows the certificates valid today, each with its issuer, date and verifying page', () => {
  const valid = resume.certifications.filter((entry) => !isExpired(entry.expires, buildDay()));
  // The test content holds an expired one and valid ones, with a verifying page and without.
  expect(valid.length).toBeGreaterThan(0);
  expect(valid.length).toBeLessThan(resume.certifications.length);
  const certificates = shown('certificates');
  for (const entry of resume.certifications) {
    if (valid.includes(entry)) {
      expect(certificates).toContain(entry.name);
      expect(certificates).toContain(entry.issuer);
    } else expect(certificates).not.toContain(entry.name);
  }
  expect(linksIn('certificates')).toEqual(valid.flatMap((entry) => entry.verify ?? []));
  expect(JSON.parse(text).certificates.map((entry: { date: string }) => entry.date)).toEqual(
    valid.map((entry) => entry.issued),
  );
});

test('leaves out a certificate once it has expired, on the day of the build', async () => {
  const lasting = resume.certifications.filter(
    (entry) => entry.expires && !isExpired(entry.expires, buildDay()),
  );
  expect(lasting.length).toBeGreaterThan(0);
  const later = `${Number(lasting[0].expires!.slice(0, 4)) + 1}-01-01`;
  const names = () =>
    (jsonResume(content) as { certificates?: { name: string }[] }).certificates?.map(
      (entry) => entry.name,
    ) ?? [];
  expect(names()).toContain(lasting[0].name);
  expect(await onDay(later, names)).not.toContain(lasting[0].name);
});

test('shows every award and publication, with who gave or published it, its summary and link', () => {
  const awards = shown('awards');
  for (const entry of resume.awards) {
    expect(awards).toContain(entry.title);
    expect(awards).toContain(entry.awarder);
    if (entry.summary) expect(awards).toContain(entry.summary);
  }
  const publications = shown('publications');
  for (const entry of resume.publications) {
    expect(publications).toContain(entry.title);
    expect(publications).toContain(entry.publisher);
    if (entry.summary) expect(publications).toContain(entry.summary);
  }
  expect(linksIn('publications')).toEqual(resume.publications.flatMap((entry) => entry.link ?? []));
});

test('shows every recommendation as a reference: the quote, and who said it', () => {
  const references = shown('references');
  for (const entry of resume.recommendations) {
    expect(references).toContain(entry.quote);
    const { role, company } = entry as { role: string; company?: string };
    const at = company ? format(english.recommendations.at, { role, company }) : role;
    expect(references).toContain(`${entry.name}, ${at}`);
  }
});

test("the owner's sections go to the standard section they name, valid by its schema; the others are projects of their heading's kind", () => {
  const sections = content.resume.sections!;
  const document = jsonResume(content) as Record<string, Record<string, unknown>[] | undefined>;
  expect(verdictOf(document)).toBe(true);
  const mapped = sections.filter((section) => section.jsonResume === 'languages');
  expect(mapped.length).toBeGreaterThan(0);
  expect(document.languages).toEqual(
    mapped.flatMap((section) =>
      section.entries.map((entry) => ({ language: entry.title, fluency: entry.summary })),
    ),
  );
  // A section that names none (talks): its entries are projects, after the case studies, each
  // with every fact the resume page shows of it.
  const unmapped = sections.filter((section) => !section.jsonResume);
  expect(unmapped.length).toBeGreaterThan(0);
  const projectsOfSections = (document.projects ?? []).filter((project) => project.type);
  expect(projectsOfSections).toEqual(
    unmapped.flatMap(({ heading, entries }) =>
      entries.map((entry) => {
        const facts: Record<string, unknown> = {
          name: entry.title,
          type: heading,
          entity: [entry.where, entry.place].filter(Boolean).join(', '),
          startDate: entry.date,
          endDate: entry.until,
          url: entry.link,
          description: entry.summary,
          highlights: entry.bullets,
        };
        return Object.fromEntries(Object.entries(facts).filter(([, value]) => value));
      }),
    ),
  );
  expect(document.projects?.slice(-projectsOfSections.length)).toEqual(projectsOfSections);
  // Volunteering and interests, named by a section of the owner's, take its fields by their names.
  const [talks] = unmapped;
  const asVolunteer = jsonResume({
    ...content,
    resume: { ...resume, sections: [{ ...talks, jsonResume: 'volunteer' }] },
  } as CvContent) as { volunteer: Record<string, unknown>[] };
  expect(verdictOf(asVolunteer)).toBe(true);
  const ranged = talks.entries.find((entry) => entry.until)!;
  expect(asVolunteer.volunteer).toContainEqual(
    expect.objectContaining({
      position: ranged.title,
      startDate: ranged.date,
      endDate: ranged.until,
    }),
  );
  const asInterests = jsonResume({
    ...content,
    resume: { ...resume, sections: [{ ...talks, jsonResume: 'interests' }] },
  } as CvContent) as { interests: Record<string, unknown>[] };
  expect(verdictOf(asInterests)).toBe(true);
  expect(asInterests.interests.map((entry) => entry.name)).toEqual(
    talks.entries.map((entry) => entry.title),
  );
});

test('content without these lists has no such sections, as before they existed', () => {
  const {
    certifications: _certifications,
    awards: _awards,
    publications: _publications,
    bibliography: _bibliography,
    recommendations: _recommendations,
    sections: _sections,
    ...bare
  } = resume;
  const document = JSON.parse(jsonResumeText({ site, resume: bare } as CvContent));
  expect(verdictOf(document)).toBe(true);
  expect(Object.keys(document)).toEqual([
    '$schema',
    'basics',
    'work',
    'projects',
    'skills',
    'education',
  ]);
  // Lists that are there but empty give no section either.
  const empty = { ...bare, certifications: [], awards: [], publications: [], recommendations: [] };
  expect(Object.keys(jsonResume({ site, resume: empty } as CvContent))).toEqual(
    Object.keys(document),
  );
});

test.each([
  ['2023 – Present', { startDate: '2023' }],
  ['2011 – 2015', { startDate: '2011', endDate: '2015' }],
  ['Since 2019', { startDate: '2019' }],
  ['Ongoing', {}],
])('years %j become the dates %j', (years, dates) => {
  expect(datesOf(years)).toEqual(dates);
});

test('content that cannot make a valid file is refused in plain words', () => {
  const broken = { ...content, site: { ...content.site, website: 'www.example.com' } };
  expect(jsonResume(broken)).toMatchObject({ basics: { url: 'www.example.com' } });
  expect(() => jsonResumeText(broken)).toThrow(
    /^the JSON Resume file would not be valid: resume\.basics\.url does not conform to the "uri" format/,
  );
});
