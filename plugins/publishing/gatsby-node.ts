// The finished site, in one sequence after the build: every page rewritten to paint before the
// framework loads (scriptsAfterPaint.ts); then the files a host publishes besides the pages
// (the share image, robots.txt); last _headers, whose Content-Security-Policy hashes every
// inline script of the finished pages. Video posters are resolved here too, while pages build.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { localePath, typesetProblemOf } from '../../src/shared/i18n';
import { SHARE_IMAGE } from '../../src/shared/constants';
import { loadCheckedContent } from '../shared/content/load';
import { contentDirOf, contentOptionsSchema, publicDirOf } from '../shared/gatsby';
import { writeHeaders } from './headers';
import { fetchedPoster } from './posters';
import { scriptsAfterPaint } from './scriptsAfterPaint';
import { writeShareImage } from './shareImage';

// V8 compiles the framework and app bundles off the main thread while they download. Added
// after minification (which would drop the comment) and before source maps and content hashes
// are made, so both stay right. What each step buys is measured in docs/performance.md.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const AFTER_MINIFICATION = 401; // webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE is 400

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    // Gatsby moves code that two page templates share into a chunk of its own from 20 kB of
    // source. Every script the page asks for is one more response, each with the site's headers
    // (about 2 kB of them, the security policy), so below 60 kB each template keeps its copy.
    optimization: { splitChunks: { cacheGroups: { shared: { minSize: 60_000 } } } },
    plugins: [
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        entryOnly: false,
        test: /^(framework|app)-[0-9a-f]+\.js$/,
        stage: AFTER_MINIFICATION,
      }),
    ],
  });
};

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

/** Every built page, made to paint first. */
function rewritePages(publicDir: string) {
  const entries = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = scriptsAfterPaint(html);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
}

// basePath is the path prefix with --prefix-paths, and '' without.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { store, reporter, basePath: prefix },
  options,
) => {
  const publicDir = publicDirOf(store);
  const { content, languages } = loadCheckedContent(contentDirOf(options));
  if (!content || !languages) {
    reporter.panicOnBuild('The content has errors: the site files were not written.');
    return;
  }
  const { site } = content;

  rewritePages(publicDir);
  const [own, ...others] = languages;
  for (const { lang, content: translated } of languages) {
    if (typesetProblemOf(lang)) continue; // its pages show the default language's (Seo.tsx)
    const file = path.join(publicDir, localePath(SHARE_IMAGE.path, lang, own.lang));
    await writeShareImage(file, translated.site);
  }
  // A missing page under a language's prefix gets that language's 404 page (Netlify's format;
  // GitHub Pages serves the default language's /404.html for every missing path). It is the
  // copy that the router matches to the whole prefix (plugins/site-content), so that the page
  // it renders is the one the server sent.
  if (others.length > 0) {
    fs.writeFileSync(
      path.join(publicDir, '_redirects'),
      others
        .map(({ lang }) => `${prefix}/${lang}/* ${prefix}/${lang}/404/index.html 404\n`)
        .join(''),
    );
  }
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
