// The resume in the JSON Resume format (jsonresume.org, schema 1.0.0), for applicant-tracking
// systems and other tools: the same facts as the resume page and the CV, from the same content.
import { validate } from '@jsonresume/schema';
import { caseStudyPath } from '../../src/shared/constants';
import { datesOf, languageOf, locationOf, type CvContent, type Published } from './format';

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/**
 * The resume's products, then the projects with a case study, each with its page's address: a
 * product of the same name gains the address, the stack and the project's description.
 */
function projectsOf({ site, resume, projects }: CvContent, published: Published) {
  const { prefix } = published;
  const { localPath } = languageOf(published);
  const entries: Record<string, unknown>[] = resume.products.map((product) => ({
    name: product.name,
    url: product.link,
    roles: [product.role],
    ...datesOf(product.years),
    highlights: product.bullets,
  }));
  for (const project of projects?.projects ?? []) {
    const study = project.caseStudy;
    if (!study || project.status === 'upcoming') continue;
    const facts = {
      description: project.description,
      url: new URL(`${prefix}${localPath(caseStudyPath(study.text))}`, site.siteUrl).href,
      keywords: [...study.stack],
    };
    const product = entries.find((entry) => entry.name === project.title);
    if (product) Object.assign(product, facts);
    else {
      const dates = datesOf(study.years);
      entries.push({
        name: project.title,
        ...facts,
        roles: [study.role],
        ...dates,
        highlights: [study.outcome],
      });
    }
  }
  return entries;
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
    projects: projectsOf(content, published),
    skills: resume.skills.map((group) => ({ name: group.group, keywords: group.items })),
    education: resume.education.map((entry) => ({
      institution: entry.school,
      studyType: entry.degree,
      location: entry.location,
      ...datesOf(entry.years),
    })),
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
