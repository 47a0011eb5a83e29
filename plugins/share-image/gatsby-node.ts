// The image that link previews show, one per language whose script it can set (shareImage.tsx),
// written into public/ after the build.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { SHARE_IMAGE } from '../../src/shared/constants';
import { localePath, typesetProblemOf } from '../../src/shared/i18n';
import { loadCheckedContent } from '../shared/content/load';
import { contentDirOf, contentOptionsSchema, publicDirOf } from '../shared/gatsby';
import { writeShareImage } from './shareImage';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }, options) => {
  const publicDir = publicDirOf(store);
  const { languages } = loadCheckedContent(contentDirOf(options));
  if (!languages) {
    reporter.panicOnBuild('The content has errors: the share images were not drawn.');
    return;
  }
  const [own] = languages;
  for (const { lang, content: translated } of languages) {
    if (typesetProblemOf(lang)) continue; // its pages show the default language's (Seo.tsx)
    const file = path.join(publicDir, localePath(SHARE_IMAGE.path, lang, own.lang));
    await writeShareImage(file, translated.site);
  }
};
