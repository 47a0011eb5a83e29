/** @jest-environment node */
import { nativeLazyImages } from '../../../plugins/publishing/nativeLazyImages';

const lazy =
  '<picture><source type="image/avif" data-srcset="/a.avif 360w" sizes="100vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" loading="lazy" data-src="/a.png" ' +
  'data-srcset="/a.png 360w" alt="A"/></picture>';

test("a lazy image's addresses become its own attributes; loading stays lazy", () => {
  expect(nativeLazyImages(lazy)).toBe(
    '<picture><source type="image/avif" srcset="/a.avif 360w" sizes="100vw"/>' +
      '<img data-gatsby-image-ssr="" data-main-image="" loading="lazy" src="/a.png" ' +
      'srcset="/a.png 360w" alt="A"/></picture>',
  );
});

test('leaves everything else as it is, and a page already rewritten too', () => {
  const other = '<div data-src="/x">text data-src="/y"</div><img src="/b.png" alt="">';
  expect(nativeLazyImages(other)).toBe(other);
  expect(nativeLazyImages(nativeLazyImages(lazy))).toBe(nativeLazyImages(lazy));
});
