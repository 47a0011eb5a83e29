import styled from '@emotion/styled';
import { useMessages } from '../../lib/language';
import { color, fontWeight, mq, radius, space } from '../../shared/tokens';

const Link = styled.a`
  position: fixed;
  top: ${space[3]};
  inset-inline-start: ${space[3]};
  z-index: 100;
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.sm};
  background: ${color.accent};
  color: ${color.onAccent};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }

  ${mq.print} {
    display: none;
  }
`;

/** The first stop for keyboard users: straight to the page's main content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return <Link href={`#${target}`}>{useMessages().skipLink}</Link>;
}
