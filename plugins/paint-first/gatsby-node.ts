// Paint first, then the framework: every page loads Gatsby's scripts once it has painted
// (scriptsAfterPaint.ts), and V8 compiles the framework and app bundles off the main thread
// while they download. What each buys is measured in docs/performance.md.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { scriptsAfterPaint } from '../publishing/scriptsAfterPaint';

// Added after minification (which would drop the comment) and before source maps and content
// hashes are made, so both stay right.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const AFTER_MINIFICATION = 401; // webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE is 400

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
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

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store }) => {
  const publicDir = path.join(store.getState().program.directory, 'public');
  const entries = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = scriptsAfterPaint(html);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
};
