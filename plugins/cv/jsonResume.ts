// The resume in the JSON Resume format (jsonresume.org, schema 1.0.0), for applicant-tracking
// systems and other tools: the same facts as the resume page and the CV, from the same content.
import { validate } from '@jsonresume/schema';
import { datesOf, locationOf, type CvContent } from './format';

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export function jsonResume({ site, resume }: CvContent): object {
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
    projects: resume.products.map((product) => ({
      name: product.name,
      url: product.link,
      roles: [product.role],
      ...datesOf(product.years),
      highlights: product.bullets,
    })),
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
export function jsonResumeText(content: CvContent): string {
  const document = jsonResume(content);
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
