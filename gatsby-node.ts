// The schema of the content: every page's data comes through these types, derived from the
// JSON Schemas in content/schemas/ (plugins/content-check/graphqlTypes.ts). The build-time work
// (content check, CV, page rewrites, publishing files) is in the local plugins under plugins/.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { graphqlTypeDefs } from './plugins/shared/content/graphqlTypes';
import { CONTENT_FILES } from './plugins/shared/content/check';
import { bundledIconPath } from './src/shared/icons';

/** Fields that resolvers compute at build time; the content does not hold them. */
const COMPUTED_FIELDS = {
  // The path data of a bundled icon, or null for an image given by path or URL.
  SocialLink: { iconPath: 'String' },
  TechItem: { iconPath: 'String' },
  // The video's poster, resolved by the publishing plugin.
  Video: { posterSrc: 'String' },
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  const schemaOf = (name: string) =>
    JSON.parse(
      fs.readFileSync(path.join(__dirname, 'content', 'schemas', `${name}.schema.json`), 'utf8'),
    );
  const schemas = Object.fromEntries(CONTENT_FILES.map((name) => [name, schemaOf(name)]));
  actions.createTypes(graphqlTypeDefs(schemas, COMPUTED_FIELDS));
};

const iconPathResolver = {
  type: 'String',
  resolve: (source: { icon: string }) => bundledIconPath(source.icon),
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    SocialLink: { iconPath: iconPathResolver },
    TechItem: { iconPath: iconPathResolver },
  });
};
