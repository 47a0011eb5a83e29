import { MAX_UPCOMING_PROJECTS } from '../shared/constants';

/** A project's status, as content/schemas/projects.schema.json lists them. */
export type ProjectStatus = Queries.ProjectStatus;

/**
 * The projects a visitor sees, in content order: every project that is not upcoming, plus the
 * first `maxUpcoming` upcoming ones. The other upcoming projects are filtered out.
 */
export function visibleProjects<P extends { status: ProjectStatus }>(
  projects: readonly P[],
  maxUpcoming: number = MAX_UPCOMING_PROJECTS,
): P[] {
  let upcomingShown = 0;
  return projects.filter((project) => {
    if (project.status !== 'upcoming') return true;
    upcomingShown += 1;
    return upcomingShown <= maxUpcoming;
  });
}
