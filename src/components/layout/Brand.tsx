import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { initialsOf } from '../../lib/initials';
import { navSize } from '../../lib/navLayout';
import { color, forcedBoundary, fontSize, fontWeight, radius, space } from '../../shared/tokens';

// The monogram always shows; the name beside it only where it fits whole. The two wrap like
// words, and the link is one monogram high with the rest clipped: a name with no room goes to a
// second line no one sees, and still names the link. No width is guessed for the owner's name.
const Mark = styled(Link)`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: wrap;
  align-items: center;
  align-content: flex-start;
  column-gap: ${space[3]};
  min-width: ${navSize.monogram}rem;
  height: ${navSize.monogram}rem;
  overflow: hidden;
  color: ${color.text};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  border-radius: ${radius.sm};
`;

const Monogram = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${navSize.monogram}rem;
  height: ${navSize.monogram}rem;
  border-radius: ${radius.sm};
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.sm};
  letter-spacing: 0.02em;
  white-space: nowrap;

  ${forcedBoundary}
`;

const Name = styled.span`
  font-size: ${fontSize.md};
  line-height: ${navSize.monogram}rem;
  white-space: nowrap;
`;

export interface BrandProps {
  ownerName: string;
  /** The home page, in the page's language. */
  to: string;
}

/** The owner's monogram, and name where there is room: a link home. */
export function Brand({ ownerName, to }: BrandProps) {
  return (
    <Mark to={to}>
      <Monogram aria-hidden="true">{initialsOf(ownerName)}</Monogram>
      <Name>{ownerName}</Name>
    </Mark>
  );
}
