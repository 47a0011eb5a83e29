import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { EARLY_SCRIPT } from './src/lib/early/script';
import type { PageLanguage } from './src/shared/i18n';
import { noScriptRules, pageRules } from './src/styles/head';
import { rootVariables } from './src/styles/themes';
import { themeColor } from './src/shared/tokens';

export { wrapPageElement } from './src/components/layout/wrapPage';

/**
 * Emotion on its own writes each component's <style> into the body beside the element it styles,
 * which is invalid HTML there. Rendered with a cache of its own, the page's styles are collected
 * instead and written into the head, where the browser's emotion finds and adopts them.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  setHeadComponents(
    extractCriticalToChunks(html)
      .styles.filter(({ css }) => css !== '')
      .map(({ key, ids, css }, index) => (
        <style
          key={`emotion-${index}`}
          data-emotion={[key, ...ids].join(' ')}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
  );
  replaceBodyHTMLString(html);
};

// The page's language, from its page context. (Not from its Head: React unmounts a Head's <html>
// on navigation by clearing every attribute of the document's, the theme's included.)
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // `gatsby develop` renders one page shell for every address and gives no page data: its
  // pages are English until the browser has them.
  const { pageContext } = (
    typeof loadPageDataSync === 'function' ? loadPageDataSync(pathname).result : {}
  ) as { pageContext?: Partial<PageLanguage> };
  setHtmlAttributes({ lang: pageContext?.lang ?? 'en', dir: pageContext?.dir ?? 'ltr' });
  // The same on every page, so written here rather than by each page's Head: tags that
  // Gatsby's Head API manages are put back on hydration and navigation. The icon and manifest
  // links come from plugins/app-manifest.
  setHeadComponents([
    <style key="tokens">{rootVariables}</style>,
    <style key="page">{pageRules.styles}</style>,
    // The browser bar follows the system's theme; the script below sets both to a visitor's pick.
    <meta
      key="theme-color-light"
      name="theme-color"
      media="(prefers-color-scheme: light)"
      content={themeColor.light}
    />,
    <meta
      key="theme-color-dark"
      name="theme-color"
      media="(prefers-color-scheme: dark)"
      content={themeColor.dark}
    />,
    // Before the body: the first paint has the visitor's theme, and the page answers the
    // visitor before the framework runs (hashed into the CSP).
    <script key="early" dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />,
    <noscript key="no-script-nav">
      <style>{noScriptRules.styles}</style>
    </noscript>,
  ]);
};
