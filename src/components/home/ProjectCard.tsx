import styled from '@emotion/styled';
import { graphql, Link } from 'gatsby';
import { useCallback } from 'react';
import { caseStudyPath, UPCOMING_OPACITY } from '../../shared/constants';
import { useTakeOver } from '../../hooks/useTakeOver';
import {
  color,
  fontSize,
  fontWeight,
  motion,
  mq,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { useNotify } from '../layout/Notifications';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Screenshot } from '../ui/Screenshot';
import { ProjectCover } from './ProjectCover';
import { StatusBadge } from './StatusBadge';
import { useLocalPath, useMessages, useTextLang } from '../../lib/language';
import { earlyControl } from '../../shared/dataAttributes';

// A card that is one target lifts on hover and shows the focus ring around itself; a card with
// two links (a case study) leaves hover and focus to each link.
const Card = styled.article<{ upcoming: boolean; twoLinks: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  opacity: ${({ upcoming }) => (upcoming ? UPCOMING_OPACITY : 1)};
  transition:
    transform ${motion.fast} ${motion.ease},
    box-shadow ${motion.fast} ${motion.ease},
    border-color ${motion.fast} ${motion.ease};

  &:hover {
    ${({ upcoming, twoLinks }) =>
      upcoming || twoLinks
        ? ''
        : `transform: translateY(-3px); box-shadow: ${shadow.lift}; border-color: ${color.accentBorder};`}
  }

  ${mq.print} {
    box-shadow: none;
  }

  ${({ twoLinks }) =>
    twoLinks
      ? ''
      : `&:has(:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 3px;
  }`}
`;

const Title = styled.h3`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

// The picture runs to the card's edges, above the title: a screenshot, or a cover drawn for a
// project without one. Every card's is cut to one shape, so that a row of cards lines up. A
// cover says nothing on paper, where it is left out.
const Shot = styled.div<{ cover: boolean }>`
  margin: calc(-1 * ${space[5]}) calc(-1 * ${space[5]}) 0;
  overflow: hidden;
  border-bottom: 1px solid ${color.border};
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  background: ${color.border};

  ${mq.print} {
    ${({ cover }) => (cover ? 'display: none;' : '')}
  }
`;

// The link or button covers the whole card (its ::after), so the card is one target while the
// heading keeps its meaning for assistive technology.
const stretched = `
  color: inherit;
  text-decoration: none;
  font: inherit;
  text-align: start;
  background: none;
  border: 0;
  padding: 0;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.lg};
  }

  &:focus-visible {
    outline: none;
  }
`;

const CardLink = styled(ExternalLink)`
  ${stretched}
`;

const CardButton = styled.button`
  ${stretched}
  cursor: default;
`;

const Description = styled.p`
  flex: 1;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

// With a case study, the card holds two links side by side: the project (its title) and the
// case study, never one over the other.
const TitleLink = styled(ExternalLink)`
  color: inherit;
  text-decoration: none;

  &:hover {
    color: ${color.accent};
    text-decoration: underline;
  }
`;

const CaseStudyLink = styled(Link)`
  color: ${color.accent};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Arrow = styled.span`
  color: ${color.accent};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
`;

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
  const caseStudy = upcoming ? null : project.caseStudy?.text?.name;

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
          <ProjectCover title={project.title} />
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
          <CaseStudyLink to={localPath(caseStudyPath(caseStudy))}>
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

export const query = graphql`
  fragment ProjectCard on Project {
    title
    description
    link
    status
    untranslated
    image {
      alt
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
    caseStudy {
      text {
        name
      }
    }
  }
`;
