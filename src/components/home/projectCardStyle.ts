// The project card's look: the card, its picture, its links and its footer.
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { UPCOMING_OPACITY } from '../../shared/constants';
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
import { ExternalLink } from '../ui/ExternalLink';

// A card that is one target lifts on hover and shows the focus ring around itself; a card with
// two links (a case study) leaves hover and focus to each link.
export const Card = styled.article<{ upcoming: boolean; twoLinks: boolean }>`
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

export const Title = styled.h3`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

// The picture runs to the card's edges, above the title: a screenshot, or a cover drawn for a
// project without one. Every card's is cut to one shape, so that a row of cards lines up. A
// cover says nothing on paper, where it is left out.
export const Shot = styled.div<{ cover: boolean }>`
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

export const CardLink = styled(ExternalLink)`
  ${stretched}
`;

export const CardButton = styled.button`
  ${stretched}
  cursor: default;
`;

export const Description = styled.p`
  flex: 1;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

// With a case study, the card holds two links side by side: the project (its title) and the
// case study, never one over the other.
export const TitleLink = styled(ExternalLink)`
  color: inherit;
  text-decoration: none;

  &:hover {
    color: ${color.accent};
    text-decoration: underline;
  }
`;

export const CaseStudyLink = styled(Link)`
  color: ${color.accent};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const Arrow = styled.span`
  color: ${color.accent};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
`;
