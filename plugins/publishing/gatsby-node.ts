// The files a host publishes besides the pages: video posters, the share image, robots.txt, and
// last _headers, whose Content-Security-Policy hashes every inline script of the finished pages
// (so this plugin comes after every page rewrite).
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Store } from 'gatsby';
import { validateContent } from '../shared/content/check';
import { writeHeaders } from './headers';
import { fetchedPoster } from './posters';
import { writeShareImage } from './shareImage';

const publicDirOf = (store: Store) => path.join(store.getState().program.directory, 'public');

// A video's poster: the owner's own image, else its thumbnail fetched into public/ when the
// network allows, else none (the page draws a placeholder).
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store }) => {
  const publicDir = publicDirOf(store);
  createResolvers({
    Video: {
      posterSrc: {
        type: 'String',
        resolve: (source: { poster?: string | null; embedId: string }) =>
          source.poster ?? fetchedPoster(source.embedId, publicDir),
      },
    },
  });
};

// basePath is the path prefix with --prefix-paths, and '' without.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { store, reporter, basePath: prefix },
  options,
) => {
  const publicDir = publicDirOf(store);

  const { content } = validateContent((options as unknown as { path: string }).path);
  if (!content) {
    reporter.panicOnBuild('The content has errors: the site files were not written.');
    return;
  }
  const { site } = content;

  await writeShareImage(publicDir, site);
  const sitemap = new URL(`${prefix}/sitemap-index.xml`, site.siteUrl).href;
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`,
  );

  // Images the content names by URL, on other hosts: the policy must let the pages show them.
  const imageOrigins = [
    ...site.social.map((link) => link.icon),
    ...content.tech.tech.map((item) => item.icon),
    ...content.videos.videos.map((video) => video.poster ?? ''),
  ]
    .filter((src) => src.startsWith('https://'))
    .map((src) => new URL(src).origin);

  try {
    const { rules } = writeHeaders(publicDir, prefix, imageOrigins);
    reporter.info(`Wrote public/_headers: ${rules} rules, every inline script hashed`);
  } catch (error) {
    // A page with script no hash can allow: no policy that would break it is published.
    reporter.panicOnBuild((error as Error).message);
  }
};
