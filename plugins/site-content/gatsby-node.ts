// The owner's content into the build. At bootstrap every file in content/ is checked against its
// schema in content/schemas/: a build with content errors stops with a plain report; the
// development server prints it, keeps running and checks again once saved changes settle. The
// GraphQL types that the pages query are derived from the same schemas.
import type { GatsbyNode, Node } from 'gatsby';
import { bundledIconPath } from '../../src/shared/icons';
import type { JsonSchema } from '../shared/content/graphqlTypes';
import { graphqlTypeDefs } from '../shared/content/graphqlTypes';
import { loadSchemas } from '../shared/content/load';
import { checkContent } from '../shared/content/report';
import { COMPUTED_FIELDS } from '../shared/content/types';
import { contentDirOf, contentOptionsSchema } from '../shared/gatsby';

const SETTLE_MS = 150;
const inDevelop = () => process.env.gatsby_executing_command === 'develop';

let hadErrors = false;
let watching = false;
let pending: ReturnType<typeof setTimeout> | undefined;

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }, options) => {
  hadErrors = checkContent(contentDirOf(options), reporter, { develop: inDevelop() });
};

// From here on, a content file's node is created when the owner saves the file.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  watching = inDevelop();
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File' && node.sourceInstanceName === 'content';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ reporter }, options) => {
  if (!watching) return;
  clearTimeout(pending);
  pending = setTimeout(() => {
    hadErrors = checkContent(contentDirOf(options), reporter, { develop: true, hadErrors });
  }, SETTLE_MS);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (
  { actions },
  options,
) => {
  const schemas = loadSchemas(contentDirOf(options));
  actions.createTypes(graphqlTypeDefs(schemas as Record<string, JsonSchema>, COMPUTED_FIELDS));
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
