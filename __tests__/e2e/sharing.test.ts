// What a link preview (Facebook, LinkedIn, X, Slack) reads: the server HTML of each page, without
// running its scripts. Every tag it needs is there, every URL in them is absolute, and the image
// they name is served at 1200×630, in the type the tags say: the site's PNG, or a case study's
// screenshot.
import { imageSize } from 'image-size';
import { origin, PREFIX, urlOf } from './support/site';

import { allPosts, ALL_PAGES, isNoindex, LANGUAGES, routeIn, site } from './support/content';
import { postPath } from '../../src/shared/constants';

const REQUIRED = [
  'og:title',
  'og:description',
  'og:url',
  'og:type',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
];
const ABSOLUTE = ['og:url', 'og:image', 'twitter:image'];

/** The page's <meta> tags by property or name, and its canonical URL, read from the raw HTML. */
async function sharingTags(path: string) {
  const response = await fetch(urlOf(path));
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, content);
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  return { meta, canonical };
}

describe.each(ALL_PAGES)('%s shared as a link', (path) => {
  test('has every preview tag, with absolute URLs on the site address', async () => {
    const { meta, canonical } = await sharingTags(path);
    expect(REQUIRED.filter((key) => !meta.get(key))).toEqual([]);
    // The site's origin: a path in siteUrl is the path prefix's to give.
    const siteAddress = `${new URL(site.siteUrl).origin}${PREFIX}/`;
    // A post first published elsewhere is that address, for previews as for search engines.
    const elsewhere = allPosts.find((post) =>
      LANGUAGES.some((lang) => routeIn(postPath(post.slug), lang) === path),
    )?.canonical;
    for (const key of ABSOLUTE) {
      const own = key === 'og:url' && elsewhere ? elsewhere : siteAddress;
      expect(meta.get(key)?.startsWith(own)).toBe(true);
    }
    // A page kept from search engines names no canonical address: its own is the preview's.
    expect(meta.get('og:url')).toBe(
      isNoindex(path) ? `${new URL(site.siteUrl).origin}${PREFIX}${path}` : canonical,
    );
    expect(meta.get('twitter:card')).toBe('summary_large_image');
  });

  test('names an image that is served at 1200×630, in the type it declares', async () => {
    const { meta } = await sharingTags(path);
    const image = new URL(meta.get('og:image') ?? '');
    const response = await fetch(new URL(image.pathname, origin()));
    expect(response.status).toBe(200);
    const type = meta.get('og:image:type');
    expect(['image/png', 'image/jpeg']).toContain(type);
    expect(response.headers.get('content-type')).toBe(type);
    const { width, height } = imageSize(Buffer.from(await response.arrayBuffer()));
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect([meta.get('og:image:width'), meta.get('og:image:height')]).toEqual(['1200', '630']);
  });
});
