// The files a host publishes besides the pages: video posters, the share image and app icons,
// robots.txt and the web manifest, and last _headers, whose Content-Security-Policy hashes
// every inline script of the finished pages (so this plugin comes after every page rewrite).
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { UncoveredScriptError, writeHeaders } from './headers';
import { fetchedPoster } from './posters';
import { writeAppIcons, writeShareImage } from './shareImage';
import { writeSiteFiles } from './siteFiles';

interface BuildState {
  program: { directory: string; prefixPaths?: boolean };
  config: { pathPrefix?: string };
}

const publicDirOf = (state: BuildState) => path.join(state.program.directory, 'public');

/** The path prefix of this build ('' unless built with --prefix-paths). */
function pathPrefixOf(state: BuildState): string {
  return state.program.prefixPaths ? (state.config.pathPrefix ?? '').replace(/\/$/, '') : '';
}

// A video's poster: the owner's own image, else its thumbnail fetched into public/ when the
// network allows, else none (the page draws a placeholder).
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store }) => {
  const publicDir = publicDirOf(store.getState() as BuildState);
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

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, store, reporter }) => {
  const state = store.getState() as BuildState;
  const publicDir = publicDirOf(state);
  const prefix = pathPrefixOf(state);

  const result = await graphql<{
    siteJson: {
      name: string;
      role: string;
      description: string;
      siteUrl: string;
      social: { icon: string }[];
    };
    techJson: { tech: { icon: string }[] } | null;
    videosJson: { videos: { poster: string | null }[] } | null;
  }>(`
    query SiteFiles {
      siteJson {
        name
        role
        description
        siteUrl
        social {
          icon
        }
      }
      techJson {
        tech {
          icon
        }
      }
      videosJson {
        videos {
          poster
        }
      }
    }
  `);
  const site = result.data?.siteJson;
  if (!site) {
    reporter.panicOnBuild('content/site.json could not be read while writing the site files.');
    return;
  }

  await writeShareImage(publicDir, site);
  await writeAppIcons(publicDir);
  writeSiteFiles(publicDir, site, prefix);

  // Images the content names by URL, on other hosts: the policy must let the pages show them.
  const images = [
    ...site.social.map((link) => link.icon),
    ...(result.data?.techJson?.tech ?? []).map((item) => item.icon),
    ...(result.data?.videosJson?.videos ?? []).map((video) => video.poster ?? ''),
  ];
  const imageOrigins = images
    .filter((src) => src.startsWith('https://'))
    .map((src) => new URL(src).origin);

  try {
    const { rules } = writeHeaders(publicDir, prefix, imageOrigins);
    reporter.info(`Wrote public/_headers: ${rules} rules, every inline script hashed`);
  } catch (error) {
    if (error instanceof UncoveredScriptError) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
};
