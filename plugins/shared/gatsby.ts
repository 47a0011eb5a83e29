// What the local plugins share of Gatsby: where the built site goes, and their options (the
// content folder, or none), declared with each plugin so that Gatsby checks them.
import path from 'path';
import type { PluginOptions, PluginOptionsSchemaArgs, Store } from 'gatsby';

export const publicDirOf = (store: Store): string =>
  path.join(store.getState().program.directory, 'public');

/** The options of a plugin that reads the content: `path`, the content folder. */
export const contentOptionsSchema = ({ Joi }: PluginOptionsSchemaArgs) =>
  Joi.object({
    path: Joi.string().required().description('The content folder, with its schemas/ folder'),
  });

/** The options of a plugin that takes none: any option given is a mistake, and Gatsby says so. */
export const noOptionsSchema = ({ Joi }: PluginOptionsSchemaArgs) => Joi.object({});

/** The content folder of a plugin whose options passed `contentOptionsSchema`. */
export const contentDirOf = (options: PluginOptions): string => options.path as string;
