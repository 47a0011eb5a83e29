import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { CSSProperties } from 'react';
import { color } from '../../shared/tokens';

// gatsby-plugin-image's data (gatsbyImageData: AVIF and WebP sources, sizes, the main colour),
// drawn as plain HTML. Its GatsbyImage component hydrates each image with react-dom/server,
// about 100 kB of script on every page that shows one; a <picture> loading lazily needs none.
const Frame = styled.div`
  overflow: hidden;
  /* The main colour, veiled by the theme's surface in the dark theme (tokens). */
  background-color: var(--main-colour);
  background-image: linear-gradient(${color.placeholderVeil}, ${color.placeholderVeil});

  picture {
    display: block;
    height: 100%;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ScreenshotProps {
  image: IGatsbyImageData;
  alt: string;
  /** The page's largest image, in view at once: fetched first, not lazily. */
  eager?: boolean;
  className?: string;
}

/** A screenshot at its own proportions, its room kept and tinted with its main colour. */
export function Screenshot({ image, alt, eager = false, className }: ScreenshotProps) {
  const { width, height, backgroundColor, images } = image;
  return (
    <Frame
      className={className}
      style={
        { aspectRatio: `${width} / ${height}`, '--main-colour': backgroundColor } as CSSProperties
      }
    >
      <picture>
        {(images.sources ?? []).map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={source.sizes}
          />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      </picture>
    </Frame>
  );
}
