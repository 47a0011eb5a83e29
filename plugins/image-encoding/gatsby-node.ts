// gatsby-plugin-sharp's image jobs run in the process that loads this file, before any API is
// called: the lower AVIF effort is set as it loads (avifEffort.ts says why).
import type { GatsbyNode } from 'gatsby';
import { noOptionsSchema } from '../shared/gatsby';
import { lowerAvifEffort } from './avifEffort';

lowerAvifEffort();

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = noOptionsSchema;
