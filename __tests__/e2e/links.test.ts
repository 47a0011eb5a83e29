// Every address a page refers to is under the site's own address, and answers: its links, head
// links, images and scripts, the manifest and its icons. On the site built under a path prefix
// (as GitHub Pages serves a project site), that is what proves the prefix is applied everywhere.
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { fetchOnce, origin, pathOf, PREFIX } from './support/site';

import { allPosts, ALL_PAGES, isNoindex, LANGUAGES, routeIn } from './support/content';
import { postPath } from '../../src/shared/constants';

/** Every same-host URL the page refers to: links, head links, images and scripts. */
function localReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = [
      ...[...document.querySelectorAll('a[href], link[href]')].map(
        (element) => (element as HTMLAnchorElement | HTMLLinkElement).href,
      ),
      ...[...document.querySelectorAll('img[src], script[src]')].map(
        (element) => (element as HTMLImageElement | HTMLScriptElement).src,
      ),
    ];
    return [
      ...new Set(
        urls
          .filter((url) => new URL(url).origin === location.origin)
          .map((url) => url.split('#')[0]),
      ),
    ];
  });
}

const underSite = new RegExp(`^${PREFIX}(/|$)`);

/** Each address's status, asked once: the pages share their scripts, icons and images. */
const statusOf = async (url: string) => (await fetchOnce(url)).status;

test.each(ALL_PAGES)('%s refers only to addresses of the site, and each answers', async (route) => {
  const visit = await openPage(route);
  const { page } = visit;
  const references = await localReferences(page);
  expect(references.length).toBeGreaterThan(5);
  for (const url of references) expect(new URL(url).pathname).toMatch(underSite);
  const answers = await Promise.all(references.map(async (url) => `${await statusOf(url)} ${url}`));
  expect(answers).toEqual(references.map((url) => `200 ${url}`));
  // The page's own address: its canonical link, or, kept from search engines, its preview's; a
  // post first published elsewhere names that address instead.
  const own = isNoindex(route)
    ? await page.locator('meta[property="og:url"]').getAttribute('content')
    : await page.locator('link[rel="canonical"]').getAttribute('href');
  const elsewhere = allPosts.find((post) =>
    LANGUAGES.some((lang) => routeIn(postPath(post.slug), lang) === route),
  )?.canonical;
  if (elsewhere) expect(own).toBe(elsewhere);
  else expect(new URL(own ?? '').pathname).toBe(pathOf(route));
});

test('the manifest and its icons are under the site address', async () => {
  const { page } = await openPage('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(underSite);
  const manifest = (await (await page.request.get(new URL(href!, origin()).href)).json()) as {
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest.start_url).toBe(pathOf('/'));
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    expect(icon.src).toMatch(underSite);
    expect(await statusOf(new URL(icon.src, origin()).href)).toBe(200);
  }
});
