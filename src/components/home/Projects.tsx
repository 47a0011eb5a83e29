import styled from '@emotion/styled';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import { visibleProjects } from '../../lib/projects';
import { mq } from '../../shared/tokens';
import { CardGrid } from '../ui/CardGrid';
import { Section } from '../ui/Section';
import { ProjectCard } from './ProjectCard';

const Grid = styled(CardGrid)`
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface ProjectsProps {
  projects: readonly Queries.ProjectCardFragment[];
}

/** The projects section: every finished or active project and the next one to come. */
export function Projects({ projects }: ProjectsProps) {
  return (
    <Section
      id={PROJECTS_SECTION_ID}
      title="Projects"
      lede="Products I have shipped, what I am building now, and what comes next."
    >
      <Grid>
        {visibleProjects(projects).map((project) => (
          <li key={project.title}>
            <ProjectCard project={project} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
