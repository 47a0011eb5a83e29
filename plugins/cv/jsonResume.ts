// The resume in the JSON Resume format (jsonresume.org, schema 1.0.0), for applicant-tracking
// systems and other tools: the same facts as the resume page and the CV, from the same content.
import { validate } from '@jsonresume/schema';
import { caseStudyPath } from '../../src/shared/constants';
import { KINDS } from '../../src/shared/kinds';
import { currentIds } from '../content-engine/entities';
import { datesOf, languageOf, locationOf, type CvContent, type Published } from './format';

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The resume's products, as the resume page lists them: a role and years make them work. */
const workOf = ({ resume }: CvContent) =>
  resume.products.map((product) => ({
    name: product.name,
    position: product.role,
    url: product.link,
    ...datesOf(product.years),
    highlights: product.bullets,
  }));

/**
 * The projects with a case study, as their pages tell them: the project's own address as its
 * url, the page's beside it (the schema allows further fields), with the role, years, stack and
 * outcome the page shows. An upcoming project has no page.
 */
function projectsOf({ site, projects, tech }: CvContent, published: Published) {
  const { localPath } = languageOf(published);
  const techIds = currentIds(tech?.tech ?? []);
  const nameOf = (id: string) => tech?.tech.find((item) => item.id === techIds.get(id))?.name ?? id;
  return (projects?.projects ?? []).flatMap((project) => {
    const study = project.caseStudy;
    if (!study || project.status === 'upcoming') return [];
    return [
      {
        name: project.title,
        description: project.description,
        url: project.link,
        caseStudyUrl: new URL(
          `${published.prefix}${localPath(caseStudyPath(project.id))}`,
          site.siteUrl,
        ).href,
        roles: [study.role],
        ...datesOf(study.years),
        highlights: [study.outcome],
        keywords: study.stack.map(nameOf),
      },
    ];
  });
}

type OwnSection = NonNullable<CvContent['resume']['sections']>[number];
type OwnEntry = OwnSection['entries'][number];

/** The fields of an entry that are given, by JSON Resume's names. */
const given = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** Each standard section the owner's sections name: its entry in JSON Resume's words. */
const JSON_RESUME_ENTRIES: Record<
  NonNullable<OwnSection['jsonResume']>,
  (entry: OwnEntry) => object
> = {
  volunteer: (entry) =>
    given({
      organization: entry.where,
      position: entry.title,
      url: entry.link,
      startDate: entry.date,
      endDate: entry.until,
      summary: entry.summary,
      highlights: entry.bullets,
    }),
  languages: (entry) => given({ language: entry.title, fluency: entry.summary }),
  interests: (entry) => given({ name: entry.title, keywords: entry.bullets }),
};

/**
 * The entries of the owner's sections that name no standard section (talks, say): projects of
 * JSON Resume's, of the kind the section's heading says (its `type`, as "talk" or
 * "presentation" are), where, when and what they were, so that every fact of the resume page is
 * in the file.
 */
const sectionProjects = ({ resume }: CvContent) =>
  (resume.sections ?? [])
    .filter((section) => !section.jsonResume)
    .flatMap(({ heading, entries }) =>
      entries.map((entry) =>
        given({
          name: entry.title,
          type: heading,
          entity: [entry.where, entry.place].filter(Boolean).join(', ') || undefined,
          startDate: entry.date,
          endDate: entry.until,
          url: entry.link,
          description: entry.summary,
          highlights: entry.bullets,
        }),
      ),
    );

/**
 * The further sections, each only when it has entries, so that content without them makes the
 * file it made before they existed: the declared kinds' (src/shared/kinds), then the owner's
 * sections that name a standard section (the others are projects: sectionProjects). Two that
 * name the same section share it.
 */
function furtherSections({ resume }: CvContent, published: Published) {
  const { messages } = languageOf(published);
  const sections: Record<string, object[]> = {};
  const add = (section: string, entries: readonly object[]) => {
    if (entries.length > 0) (sections[section] ??= []).push(...entries);
  };
  for (const { jsonResume: kind } of KINDS)
    if (kind) add(kind.section, kind.entries(resume, messages));
  for (const { jsonResume: standard, entries } of resume.sections ?? []) {
    if (standard) add(standard, entries.map(JSON_RESUME_ENTRIES[standard]));
  }
  return sections;
}

export function jsonResume(content: CvContent, published: Published = { prefix: '' }): object {
  const { site, resume } = content;
  return {
    $schema: SCHEMA,
    basics: {
      name: site.name,
      label: site.title,
      email: site.email,
      phone: site.phone,
      url: site.website,
      summary: resume.summary.join(' '),
      location: locationOf(site.location),
      profiles: site.social.map((link) => ({ network: link.name, url: link.url })),
    },
    work: workOf(content),
    projects: [...projectsOf(content, published), ...sectionProjects(content)],
    skills: resume.skills.map((group) => ({ name: group.group, keywords: group.items })),
    education: resume.education.map((entry) => ({
      institution: entry.school,
      studyType: entry.degree,
      ...(entry.field ? { area: entry.field } : {}),
      location: entry.location,
      ...datesOf(entry.years),
    })),
    ...furtherSections(content, published),
  };
}

/** The file's text; throws with the schema's complaints when the content cannot make one. */
export function jsonResumeText(content: CvContent, published?: Published): string {
  const document = jsonResume(content, published);
  validate(document, (errors) => {
    if (errors) {
      const problems = errors.map(
        (error) => `${error.property.replace(/^instance/, 'resume')} ${error.message}`,
      );
      throw new Error(`the JSON Resume file would not be valid: ${problems.join('; ')}`);
    }
  });
  return `${JSON.stringify(document, null, 2)}\n`;
}
