// The images that link previews show, the site's and each post's, one per language whose script
// it can set (shareImage.tsx),
// written into public/ after the build. A post with no translation, or whose title has a letter
// its language's font lacks, gets the default language's image at its own address. Each is kept in Gatsby's cache
// (.cache/caches/share-image/outputs/) under its texts and the site's mark, and drawn again only
// when one of them, or the code that draws it, has changed.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { postImagePath, SHARE_IMAGE } from '../../src/shared/constants';
import { publishedPosts } from '../content-engine/posts';
import { localePath, shareImageProblemOf, typesetProblemOf } from '../../src/shared/i18n';
import { loadCheckedContent } from '../content-engine/load';
import {
  contentDirOf,
  contentOptionsSchema,
  publicDirOf,
  writePublicFiles,
} from '../shared/gatsby';
import { cachedOutput, pluginOutputCache, sha256 } from '../shared/outputCache';
import { fontCovers, scriptFontOf } from './fonts';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

/** The site's own mark, which the image shows. */
const LOGO_FILE = 'static/favicon.svg';

// satori and sharp are loaded when an image is drawn, not with the plugin: a build whose images
// all come from the cache (and every worker) never loads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const drawing = (): typeof import('./shareImage') => require('./shareImage');

export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { store, reporter, cache },
  options,
) => {
  const publicDir = publicDirOf(store);
  const { languages } = loadCheckedContent(contentDirOf(options));
  if (!languages) {
    reporter.panicOnBuild('The content has errors: the share images were not drawn.');
    return;
  }
  const outputs = pluginOutputCache(store, 'share-image', cache?.directory);
  const logo = fs.readFileSync(path.join(store.getState().program.directory, LOGO_FILE));
  const [own] = languages;
  const files: Record<string, Buffer> = {};
  // The default language's image of each post, which stands in where another's cannot be drawn.
  const ownImages = new Map<string, Buffer>();
  for (const { lang, content: translated, posts } of languages) {
    const { name, role, siteUrl } = translated.site;
    if (!typesetProblemOf(lang)) {
      // its pages show the default language's otherwise (Seo.tsx)
      const text = { name, role, siteUrl };
      const { data } = await cachedOutput(
        outputs,
        `share-${lang}`,
        { text, logo: sha256(logo) },
        () => drawing().shareImagePng(text, logo),
      );
      files[localePath(SHARE_IMAGE.path, lang, own.lang)] = data;
    }
    if (shareImageProblemOf(lang)) continue; // its posts' pages show the default's (post.tsx)
    const font = scriptFontOf(lang);
    // Each published post's, with its title in this language.
    for (const post of publishedPosts(posts ?? [], false)) {
      const file = localePath(postImagePath(post.slug), lang, own.lang);
      const postText = { title: post.title, name, siteUrl };
      const shown = ownImages.get(post.slug);
      const unset =
        font &&
        !(
          fontCovers(font, 800, [post.title]) &&
          fontCovers(font, 400, [name, new URL(siteUrl).host])
        );
      if (shown && (post.untranslated || unset)) {
        files[file] = shown;
        continue;
      }
      const drawn = await cachedOutput(
        outputs,
        `post-${lang}-${post.slug}`,
        { text: postText, logo: sha256(logo) },
        () => drawing().postImagePng(postText, logo, lang),
      );
      files[file] = drawn.data;
      if (lang === own.lang) ownImages.set(post.slug, drawn.data);
    }
  }
  await writePublicFiles(publicDir, cache?.directory, files);
};
