import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useMessages } from '../../lib/language';
import { fontSize, fontWeight, space } from '../../shared/tokens';
import { CaseStudyShot } from './CaseStudyShot';

const GalleryTitle = styled.h2`
  margin-top: ${space[8]};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

// A justified gallery: each picture's share of its row follows its shape (a wide one takes more,
// a phone's less), so the pictures of a row are as tall as each other and fill it, whatever
// their shapes; a row too narrow for the next picture moves it to the next row. A row is at most
// so tall: a picture alone on its row (the last one's, or a panorama's) stops growing there.
const ROW_HEIGHT_REM = 16;
const MOST_ROW_HEIGHT_REM = 32;

const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[5]};
  margin-top: ${space[5]};
  padding: 0;
  list-style: none;

  figure {
    margin: 0;
  }
`;

const Item = styled.li<{ widthPerHeight: number }>`
  flex: ${({ widthPerHeight: shape }) => `${shape} 1 ${shape * ROW_HEIGHT_REM}rem`};
  min-width: 0;
  max-width: ${({ widthPerHeight: shape }) => shape * MOST_ROW_HEIGHT_REM}rem;
`;

export interface GalleryShot {
  image: IGatsbyImageData;
  alt: string;
}

/** The case study's further screenshots, in justified rows; none, no section. */
export function CaseStudyGallery({ shots }: { shots: readonly GalleryShot[] }) {
  const { caseStudy: words } = useMessages();
  if (shots.length === 0) return null;
  return (
    <section aria-labelledby="gallery">
      <GalleryTitle id="gallery">{words.gallery}</GalleryTitle>
      <Grid>
        {/* In the content's order, never reordered: two shots may share a picture or a text. */}
        {shots.map((shot, index) => (
          <Item key={index} widthPerHeight={shot.image.width / shot.image.height}>
            <CaseStudyShot image={shot.image} alt={shot.alt} whole />
          </Item>
        ))}
      </Grid>
    </section>
  );
}
