import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { color, radius, shadow, space } from '../../shared/tokens';
import { Screenshot } from '../ui/Screenshot';

const Figure = styled.figure`
  margin: ${space[7]} 0 0;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

// A portrait screenshot would fill the screen at full width: it is shown whole, at most as tall
// as most of the window. In the gallery, whose rows give each picture its own shape, whole.
const Shot = styled(Screenshot)<{ whole?: boolean }>`
  max-height: ${({ whole }) => (whole ? 'none' : '80vh')};

  img {
    object-fit: contain;
  }
`;

export interface CaseStudyShotProps {
  image: IGatsbyImageData;
  alt: string;
  /** The page's largest image, in view at once: fetched first, not lazily. */
  eager?: boolean;
  /** Shown whole at the size its place gives it (a gallery's row), never capped. */
  whole?: boolean;
}

/** A screenshot of the project, framed as a card: the one at the top, or one of the gallery's. */
export function CaseStudyShot({ image, alt, eager, whole }: CaseStudyShotProps) {
  return (
    <Figure>
      <Shot image={image} alt={alt} eager={eager} whole={whole} />
    </Figure>
  );
}
