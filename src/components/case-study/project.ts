import { required } from '../../lib/required';
import type { PageLanguage } from '../../shared/i18n';

/** What gatsby-node.ts gives the page: its project's slug, the same in every language. */
export interface CaseStudyContext extends PageLanguage {
  slug: string;
}

export type CaseStudyProject = NonNullable<Queries.CaseStudyPageQuery['project']>;

/** The case study itself: the owner's part, the years, the stack, the story and the shots. */
export type CaseStudyFacts = NonNullable<CaseStudyProject['caseStudy']>;

/** A tech item as a case study's stack shows it. */
export type StackItem = {
  readonly slug: string;
  readonly name: string;
} & Queries.TechIconItemFragment;

/** The tech items a case study's stack names by their ids, in its order. */
export const stackOf = (study: Pick<CaseStudyFacts, 'stack'>, tech: readonly StackItem[]) =>
  study.stack.flatMap((id) => tech.filter((item) => item.slug === id));

/** The page's project, which gatsby-node.ts made the page for. */
export const projectOf = (data: Queries.CaseStudyPageQuery, slug: string): CaseStudyProject =>
  required(data.project, `the project "${slug}" in content/projects.json`);

/** The project's case study, which a project the page was made for always has. */
export const studyOf = (project: CaseStudyProject): CaseStudyFacts =>
  required(project.caseStudy, `the case study of "${project.title}"`);
