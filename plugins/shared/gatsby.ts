// What the local plugins share of Gatsby: where the built site goes, and their options (the
// content folder, or none), declared with each plugin so that Gatsby checks them.
import fs from 'fs';
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

/**
 * Writes a plugin's files into public/ (paths on the site, '/es/resume.pdf') and removes those it
 * wrote at the build before and writes no more (a deleted language's CV): Gatsby removes the
 * pages it no longer makes, and leaves every other file where it is. Their list is kept in the
 * plugin's folder of Gatsby's cache, when it has one.
 */
export async function writePublicFiles(
  publicDir: string,
  cacheDir: string | undefined,
  files: Record<string, string | Buffer>,
): Promise<void> {
  for (const [at, data] of Object.entries(files)) {
    const file = path.join(publicDir, at);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, data);
  }
  if (!cacheDir) return;
  const list = path.join(cacheDir, 'public-files.json');
  let before: string[] = [];
  try {
    before = JSON.parse(await fs.promises.readFile(list, 'utf8')) as string[];
  } catch {
    // The first build with this cache: nothing of its own to remove.
  }
  const gone = before.filter((at) => !(at in files));
  await Promise.all(gone.map((at) => fs.promises.rm(path.join(publicDir, at), { force: true })));
  await fs.promises.mkdir(cacheDir, { recursive: true });
  await fs.promises.writeFile(list, JSON.stringify(Object.keys(files).sort()));
}
