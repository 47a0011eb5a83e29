import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useCallback } from 'react';
import { COMING_SOON_TEXT, COMING_SOON_TITLE, UPCOMING_OPACITY } from '../../shared/constants';
import { useTakeOver } from '../../hooks/useTakeOver';
import { color, fontSize, fontWeight, motion, radius, shadow, space } from '../../shared/tokens';
import { useNotify } from '../layout/Notifications';
import { ExternalLink } from '../ui/ExternalLink';
import { StatusBadge } from './StatusBadge';

const Card = styled.article<{ upcoming: boolean }>`
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
    ${({ upcoming }) =>
      upcoming
        ? ''
        : `transform: translateY(-3px); box-shadow: ${shadow.lift}; border-color: ${color.accentBorder};`}
  }

  &:has(:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 3px;
  }
`;

const Title = styled.h3`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

// The link or button covers the whole card (its ::after), so the card is one target while the
// heading keeps its meaning for assistive technology.
const stretched = `
  color: inherit;
  text-decoration: none;
  font: inherit;
  text-align: left;
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
  const upcoming = project.status === 'upcoming';
  const comingSoon = useCallback(
    () => notify({ title: COMING_SOON_TITLE, text: COMING_SOON_TEXT }),
    [notify],
  );
  // A click before the page's script ran is kept by the head script and answered here.
  const button = useTakeOver<HTMLButtonElement>(comingSoon);

  return (
    // aria-disabled on the card marks all of it, not only the button, as disabled UI.
    <Card upcoming={upcoming} aria-disabled={upcoming ? 'true' : undefined}>
      <Title>
        {upcoming ? (
          // aria-disabled, unlike disabled, keeps it focusable: Enter and Space click it.
          <CardButton
            ref={button}
            type="button"
            aria-disabled="true"
            onClick={comingSoon}
            data-early="click"
          >
            {project.title}
          </CardButton>
        ) : (
          <CardLink href={project.link}>{project.title}</CardLink>
        )}
      </Title>
      <Description>{project.description}</Description>
      <Footer>
        <StatusBadge status={project.status} />
        {!upcoming && <Arrow aria-hidden="true">View project ↗</Arrow>}
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
  }
`;
