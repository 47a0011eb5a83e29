/** @jest-environment node */
// The resume in the JSON Resume format: valid by the official schema package, and holding every
// fact of the resume page, drawn from the test content.
import { validate } from '@jsonresume/schema';
import type { CvContent } from '../../plugins/cv/format';
import { datesOf } from '../../plugins/cv/format';
import { jsonResume, jsonResumeText } from '../../plugins/cv/jsonResume';
import site from '../fixtures/content/site.json';
import resume from '../fixtures/content/resume.json';
import projects from '../fixtures/content/projects.json';

const content = { site, resume } as CvContent;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const document = JSON.parse(jsonResumeText(content)) as Record<string, any>;

test('is valid by the official JSON Resume schema', () => {
  let result: unknown;
  validate(document, (errors, valid) => {
    result = errors ?? valid;
  });
  expect(result).toBe(true);
});

test('holds the header: name, title, every contact detail and profile', () => {
  expect(document.basics).toMatchObject({
    name: site.name,
    label: site.title,
    email: site.email,
    phone: site.phone,
    url: site.website,
  });
  const [city] = site.location.split(',');
  expect(document.basics.location.city).toBe(city.trim());
  expect(document.basics.profiles).toEqual(
    site.social.map((link) => ({ network: link.name, url: link.url })),
  );
});

test('holds every summary line, product, skill and degree, in order', () => {
  for (const line of resume.summary) expect(document.basics.summary).toContain(line);
  // The products, with a role and years, are the work a theme shows as experience.
  expect(document.work).toEqual(
    resume.products.map((product) => ({
      name: product.name,
      position: product.role,
      url: product.link,
      ...datesOf(product.years),
      highlights: product.bullets,
    })),
  );
  expect(document.projects).toEqual([]);
  expect(document.skills).toEqual(
    resume.skills.map((group) => ({ name: group.group, keywords: group.items })),
  );
  expect(document.education).toEqual(
    resume.education.map((entry) =>
      expect.objectContaining({
        institution: entry.school,
        studyType: entry.degree,
        ...('field' in entry ? { area: entry.field } : {}),
        location: entry.location,
      }),
    ),
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

describe('with the projects', () => {
  const withProjects = { ...content, projects } as CvContent;
  const studied = projects.projects.filter(
    (project) => 'caseStudy' in project && project.status !== 'upcoming',
  ) as ((typeof projects.projects)[number] & {
    caseStudy: { text: string; role: string; stack: string[] };
  })[];

  test('lists the case studies alone as projects, at their pages under the prefix, still valid', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const listed = jsonResume(withProjects, { prefix: '/portfolio' }) as Record<string, any>;
    expect(studied.length).toBeGreaterThan(0);
    expect(listed.projects).toEqual(
      studied.map((project) => {
        const slug = project.caseStudy.text.replace(/^.*\//, '').replace(/\.md$/, '');
        return expect.objectContaining({
          name: project.title,
          description: project.description,
          url: new URL(`/portfolio/projects/${slug}`, site.siteUrl).href,
          roles: [project.caseStudy.role],
          keywords: project.caseStudy.stack,
        });
      }),
    );
    // The products keep their own addresses, as the resume page links them.
    expect(listed.work.map((entry: { url: string }) => entry.url)).toEqual(
      resume.products.map((product) => product.link),
    );
    let result: unknown;
    validate(listed, (errors, valid) => {
      result = errors ?? valid;
    });
    expect(result).toBe(true);
  });
});
