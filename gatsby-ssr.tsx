import type { GatsbySSR } from 'gatsby';
import { color, rootVariables, shadow } from './src/styles/tokens';

export { wrapPageElement } from './src/components/layout/wrapPage';

// Without JavaScript nothing follows the scroll position, so the bar stays solid on every page
// and content never scrolls under a transparent bar.
const NO_SCRIPT_NAV = `header[data-site-nav]{background-color:${color.navSolid}!important;box-shadow:${shadow.nav}!important;-webkit-backdrop-filter:saturate(180%) blur(12px);backdrop-filter:saturate(180%) blur(12px)}`;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'en' });
  // The same on every page, so written here rather than by each page's Head: tags that
  // Gatsby's Head API manages are put back on hydration and navigation. The icon and manifest
  // links come from gatsby-plugin-manifest.
  setHeadComponents([
    <style key="tokens">{rootVariables}</style>,
    <noscript key="no-script-nav">
      <style>{NO_SCRIPT_NAV}</style>
    </noscript>,
  ]);
};
