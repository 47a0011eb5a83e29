// The site's pages that the content makes: a case study's page for each project that has one
// (content/projects.json names its text; the content check has made sure that it is there),
// and the contact page with its confirmation when site.json has a contact section.
// The site-content plugin makes each page again in every further language.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CONTACT_PATH, CONTACT_SENT_PATH, caseStudyPath } from './src/shared/constants';

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CaseStudyPagesQuery>(`
    query CaseStudyPages {
      allProject(filter: { caseStudy: { role: { ne: null } } }) {
        nodes {
          slug
        }
      }
      allOwner(filter: { contact: { via: { ne: null } } }, limit: 1) {
        totalCount
      }
    }
  `);
  const projects = result.data?.allProject.nodes;
  if (result.errors || !projects) {
    reporter.panicOnBuild('Could not read the projects for their case studies', result.errors);
    return;
  }
  const component = path.resolve('src/templates/case-study.tsx');
  // Each language lists the same projects: one page per project, at its id.
  for (const slug of new Set(projects.map((project) => project.slug))) {
    actions.createPage({ path: caseStudyPath(slug), component, context: { slug } });
  }
  if (result.data?.allOwner.totalCount) {
    for (const [pagePath, template] of [
      [CONTACT_PATH, 'contact'],
      [CONTACT_SENT_PATH, 'contact-sent'],
    ]) {
      actions.createPage({
        path: pagePath,
        component: path.resolve(`src/templates/${template}.tsx`),
        context: {},
      });
    }
  }
};

// The server bundle is compiled without optional whitespace: the head script is its functions'
// text as compiled there (src/lib/early/script.ts), and every page carries that text inline.
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ stage, actions }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setBabelOptions({ stage, options: { compact: true } });
  }
};
