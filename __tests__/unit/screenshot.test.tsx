import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Screenshot } from '../../src/components/ui/Screenshot';

// The shape gatsbyImageData gives for a full-width 16:10 image.
const image: IGatsbyImageData = {
  layout: 'fullWidth',
  width: 1,
  height: 0.625,
  backgroundColor: 'rgb(24, 24, 56)',
  images: {
    fallback: { src: '/a-720.png', srcSet: '/a-360.png 360w,/a-720.png 720w', sizes: '100vw' },
    sources: [
      { type: 'image/avif', srcSet: '/a-360.avif 360w,/a-720.avif 720w', sizes: '100vw' },
      { type: 'image/webp', srcSet: '/a-360.webp 360w,/a-720.webp 720w', sizes: '100vw' },
    ],
  },
};

test('offers AVIF, then WebP, then the original, loads lazily and keeps its room', () => {
  const { container } = render(<Screenshot image={image} alt="The dashboard" />);
  const img = screen.getByRole('img', { name: 'The dashboard' });
  expect(img).toHaveAttribute('src', '/a-720.png');
  expect(img).toHaveAttribute('srcset', '/a-360.png 360w,/a-720.png 720w');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
  const sources = [...container.querySelectorAll('picture source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  expect(sources[0]).toHaveAttribute('srcset', '/a-360.avif 360w,/a-720.avif 720w');
  const frame = container.firstElementChild as HTMLElement;
  expect(frame.style.aspectRatio).toBe('1 / 0.625');
  // Its main colour, under the theme's veil (the dark theme's is checked in a real browser).
  expect(frame.style.getPropertyValue('--main-colour')).toBe('rgb(24, 24, 56)');
});

test("the page's main image is fetched at once, first", () => {
  render(<Screenshot image={image} alt="The dashboard" eager />);
  const img = screen.getByRole('img', { name: 'The dashboard' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});
