import styled from '@emotion/styled';
import {
  color,
  forcedBoundary,
  fontSize,
  fontWeight,
  motion,
  mq,
  radius,
  shadow,
  space,
} from '../../shared/tokens';

/** The look of a primary action, for links that act as buttons (download, visit channel). */
export const buttonStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 2.75rem;
  padding: ${space[2]} ${space[5]};
  border-radius: ${radius.full};
  /* A label too long for one line (a long project's name) breaks into even lines. */
  text-align: center;
  text-wrap: balance;
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  box-shadow: ${shadow.card};
  transition:
    background-color ${motion.fast} ${motion.ease},
    transform ${motion.fast} ${motion.ease};

  &:hover {
    background: ${color.accentHover};
    transform: translateY(-1px);
  }

  svg {
    flex-shrink: 0;
  }

  ${mq.print} {
    display: none;
  }

  ${forcedBoundary}
`;

export const ButtonLink = styled.a`
  ${buttonStyle}
`;

/** Links inside running text or a list of details: quiet until hovered. */
export const inlineLinkStyle = `
  a {
    color: ${color.text};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${color.accent};
  }
`;
