import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useMessages } from '../../lib/language';
import { fontSize, fontWeight, mq, space } from '../../shared/tokens';
import { CaseStudyShot } from './CaseStudyShot';

const GalleryTitle = styled.h2`
  margin-top: ${space[8]};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${space[5]};
  padding: 0;
  list-style: none;

  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }

  figure {
    margin-top: ${space[5]};
  }
`;

export interface GalleryShot {
  image: IGatsbyImageData;
  alt: string;
}

/** The case study's further screenshots, two to a row where there is room; none, no section. */
export function CaseStudyGallery({ shots }: { shots: readonly GalleryShot[] }) {
  const { caseStudy: words } = useMessages();
  if (shots.length === 0) return null;
  return (
    <section aria-labelledby="gallery">
      <GalleryTitle id="gallery">{words.gallery}</GalleryTitle>
      <Grid>
        {/* In the content's order, never reordered: two shots may share a picture or a text. */}
        {shots.map((shot, index) => (
          <li key={index}>
            <CaseStudyShot image={shot.image} alt={shot.alt} />
          </li>
        ))}
      </Grid>
    </section>
  );
}
