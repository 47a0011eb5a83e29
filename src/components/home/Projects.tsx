import styled from '@emotion/styled';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import { visibleProjects } from '../../lib/projects';
import { mq } from '../../shared/tokens';
import { CardGrid } from '../ui/CardGrid';
import { Section } from '../ui/Section';
import { ProjectCard } from './ProjectCard';
import { useMessages } from '../../lib/language';

// Three columns where three cards have room for their words: narrower, a long title or
// description in one card stretches its row's neighbours.
const Grid = styled(CardGrid)`
  @media (min-width: 70em) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${mq.print} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface ProjectsProps {
  projects: readonly Queries.ProjectCardFragment[];
}

/** The projects section: every finished or active project and the next one to come. */
export function Projects({ projects }: ProjectsProps) {
  const { home } = useMessages();
  return (
    <Section id={PROJECTS_SECTION_ID} title={home.projectsTitle} lede={home.projectsLede}>
      <Grid>
        {visibleProjects(projects).map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
