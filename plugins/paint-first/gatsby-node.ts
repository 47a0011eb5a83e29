// Paint first, then the framework: the built pages load Gatsby's scripts after their first
// contentful paint, with emotion's styles in one element at the end of the head, and the
// framework and app bundles carry V8's compile hint. The measurements behind each step are in
// docs/performance.md.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { emotionStylesInHead } from './emotionStyles';
import { rewritePages } from './rewritePages';
import { scriptsAfterPaint } from './scriptsAfterPaint';

// The framework's and the app's functions are compiled all at once, off the main thread, while
// the scripts stream in (Chrome 136 and later). The comment goes in after minification (which
// would drop it) and before source maps and content hashes are made, so both stay right.
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
  const { program } = store.getState() as { program: { directory: string } };
  rewritePages(path.join(program.directory, 'public'), [emotionStylesInHead, scriptsAfterPaint]);
};
