// The site's pages that the content makes: a case study's page for each project that has one
// (content/projects.json names its text; the content check has made sure that it is there).
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { caseStudyPath } from './src/shared/constants';

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CaseStudyPagesQuery>(`
    query CaseStudyPages {
      projectsJson {
        projects {
          image {
            src {
              relativePath
            }
          }
          caseStudy {
            text {
              relativePath
              name
            }
            gallery {
              src {
                relativePath
              }
            }
          }
        }
      }
    }
  `);
  const projects = result.data?.projectsJson?.projects;
  if (result.errors || !projects) {
    reporter.panicOnBuild('Could not read the projects for their case studies', result.errors);
    return;
  }
  const component = path.resolve('src/templates/case-study.tsx');
  // The page's own files by path, so that its query asks for its images and text only.
  for (const { image, caseStudy } of projects) {
    // The content check has made sure that a case study's files are there.
    if (!caseStudy?.text) continue;
    actions.createPage({
      path: caseStudyPath(caseStudy.text.name),
      component,
      context: {
        // The text's name, the same in every language (a title may be translated).
        study: caseStudy.text.name,
        image: image?.src?.relativePath ?? '',
        text: caseStudy.text.relativePath,
        gallery: (caseStudy.gallery ?? []).flatMap((shot) => shot.src?.relativePath ?? []),
      },
    });
  }
};

// The server bundle is compiled without optional whitespace: the head script is its functions'
// text as compiled there (src/lib/early/script.ts), and every page carries that text inline.
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ stage, actions }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setBabelOptions({ stage, options: { compact: true } });
  }
};
