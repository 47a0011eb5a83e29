// The site's pages that the content makes: a case study's page for each project that has one
// (content/projects.json names its text; the content check has made sure that it is there).
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { caseStudyPath } from './src/shared/constants';

interface FilePath {
  relativePath: string;
  name: string;
}

interface CaseStudyProjects {
  projectsJson: {
    projects: {
      title: string;
      image: { src: FilePath } | null;
      caseStudy: { text: FilePath; gallery: { src: FilePath }[] | null } | null;
    }[];
  };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CaseStudyProjects>(`
    query CaseStudyPages {
      projectsJson {
        projects {
          title
          image {
            src {
              relativePath
              name
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
                name
              }
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the projects for their case studies', result.errors);
    return;
  }
  const component = path.resolve('src/templates/case-study.tsx');
  // The page's own files by path, so that its query asks for its images and text only.
  for (const { title, image, caseStudy } of result.data.projectsJson.projects) {
    if (!caseStudy) continue;
    actions.createPage({
      path: caseStudyPath(caseStudy.text.name),
      component,
      context: {
        title,
        image: image?.src.relativePath ?? '',
        text: caseStudy.text.relativePath,
        gallery: (caseStudy.gallery ?? []).map((shot) => shot.src.relativePath),
      },
    });
  }
};
