// A video's poster: the owner's own image, else its thumbnail fetched into public/ when the
// network allows (posters.ts), else none (the page draws a placeholder). Resolved while the
// pages build, so that each page names the file it shows.
import type { GatsbyNode } from 'gatsby';
import { noOptionsSchema, publicDirOf } from '../shared/gatsby';
import { fetchedPoster } from './posters';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = noOptionsSchema;

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
