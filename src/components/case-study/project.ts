import { required } from '../../lib/required';
import type { PageLanguage } from '../../shared/i18n';

/** What gatsby-node.ts gives the page: its project, and the paths of its files in content/. */
export interface CaseStudyContext extends PageLanguage {
  /** The name of the case study's text file, e.g. 'ranklens'. */
  study: string;
  image: string;
  text: string;
  gallery: string[];
}

export type CaseStudyProject = Queries.CaseStudyPageQuery['projectsJson'] extends infer P
  ? P extends { projects: readonly (infer Item)[] }
    ? Item
    : never
  : never;

/** The case study itself: the owner's part, the years, the stack, the story and the shots. */
export type CaseStudyFacts = NonNullable<CaseStudyProject['caseStudy']>;

/** The page's project, which gatsby-node.ts made the page for. */
export function projectOf(data: Queries.CaseStudyPageQuery, study: string): CaseStudyProject {
  const { projects } = required(data.projectsJson, 'content/projects.json');
  return required(
    projects.find((project) => project.caseStudy?.text?.name === study),
    `the project whose case study is "${study}" in content/projects.json`,
  );
}

/** The project's case study, which a project the page was made for always has. */
export const studyOf = (project: CaseStudyProject): CaseStudyFacts =>
  required(project.caseStudy, `the case study of "${project.title}"`);
