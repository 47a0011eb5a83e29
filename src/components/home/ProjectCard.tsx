import { graphql } from 'gatsby';
import { useCallback } from 'react';
import { caseStudyPath } from '../../shared/constants';
import { useTakeOver } from '../../hooks/useTakeOver';
import { useNotify } from '../layout/Notifications';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Screenshot } from '../ui/Screenshot';
import { ProjectCover } from './ProjectCover';
import {
  Arrow,
  Card,
  CardButton,
  CardLink,
  CaseStudyLink,
  Description,
  Footer,
  Shot,
  Title,
  TitleLink,
} from './projectCardStyle';
import { StatusBadge } from './StatusBadge';
import { useLocalPath, useMessages, useTextLang } from '../../lib/language';
import { earlyControl } from '../../shared/dataAttributes';

export interface ProjectCardProps {
  project: Queries.ProjectCardFragment;
}

/**
 * One project. Completed and active projects link out in a new tab; an upcoming one has no
 * link: it is faded, marked disabled, and clicking it (or Enter, or Space) says it is coming
 * soon, also when clicked before the page's script has run.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  const notify = useNotify();
  const { home } = useMessages();
  const localPath = useLocalPath();
  const textLang = useTextLang();
  const upcoming = project.status === 'upcoming';
  const comingSoon = useCallback(
    () => notify({ title: home.comingSoonTitle, text: home.comingSoonText }),
    [notify, home],
  );
  // A click before the page's script ran is kept by the head script and answered here.
  const button = useTakeOver<HTMLButtonElement>(comingSoon);
  const image = project.image?.src?.childImageSharp?.gatsbyImageData;
  const caseStudy = upcoming || !project.caseStudy ? null : caseStudyPath(project.slug);

  return (
    // aria-disabled on the card marks all of it, not only the button, as disabled UI.
    <Card
      upcoming={upcoming}
      twoLinks={Boolean(caseStudy)}
      aria-disabled={upcoming ? 'true' : undefined}
    >
      <Shot cover={!image}>
        {image && project.image ? (
          <Screenshot image={image} alt={project.image.alt} />
        ) : (
          <ProjectCover title={project.defaultTitle} />
        )}
      </Shot>
      <Title {...textLang(project, 'title')}>
        {upcoming ? (
          // aria-disabled, unlike disabled, keeps it focusable: Enter and Space click it.
          <CardButton
            ref={button}
            type="button"
            aria-disabled="true"
            onClick={comingSoon}
            {...earlyControl('click')}
          >
            {project.title}
          </CardButton>
        ) : caseStudy ? (
          <TitleLink href={project.link}>{project.title}</TitleLink>
        ) : (
          <CardLink href={project.link}>{project.title}</CardLink>
        )}
      </Title>
      <Description {...textLang(project, 'description')}>{project.description}</Description>
      {!upcoming && <PrintedUrl href={project.link} />}
      <Footer>
        <StatusBadge status={project.status} />
        {caseStudy ? (
          <CaseStudyLink to={localPath(caseStudy)}>
            {home.caseStudy}
            <span className="visually-hidden">: {project.title}</span>{' '}
            <span className="flip-rtl">→</span>
          </CaseStudyLink>
        ) : (
          !upcoming && (
            <Arrow aria-hidden="true">
              {home.viewProject} <span className="flip-rtl">↗</span>
            </Arrow>
          )
        )}
      </Footer>
    </Card>
  );
}

// ProjectSummary is what a project says of itself, wherever it is shown: the case study's page
// opens with the same.
export const query = graphql`
  fragment ProjectSummary on Project {
    slug
    title
    defaultTitle
    description
    link
    status
    untranslated
    image {
      alt
    }
    caseStudy {
      text {
        name
      }
    }
  }

  fragment ProjectCard on Project {
    ...ProjectSummary
    image {
      src {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [360, 540, 720, 1080]
            aspectRatio: 1.6
            sizes: "(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
            transformOptions: { cropFocus: NORTH }
          )
        }
      }
    }
  }
`;
