// How the pages load their scripts: the framework and app bundles marked for V8 to compile
// while they download, shared code kept in each template below a size, and every built page
// rewritten to add its scripts once it has painted (scriptsAfterPaint.ts). Listed before the
// plugins that read the finished pages: _headers hashes the inline script this adds.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { noOptionsSchema, publicDirOf } from '../shared/gatsby';
import { scriptsAfterPaint } from './scriptsAfterPaint';

// V8 compiles the framework and app bundles off the main thread while they download. Added
// after minification (which would drop the comment) and before source maps and content hashes
// are made, so both stay right. What each step buys is measured in docs/performance.md.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const AFTER_MINIFICATION = 401; // webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE is 400

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = noOptionsSchema;

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

/** Every built page, made to paint first. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store }) => {
  const publicDir = publicDirOf(store);
  const entries = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = scriptsAfterPaint(html);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
};
