import { css } from '@emotion/react';
import { PROJECTS_SCROLL_OFFSET_PX } from '../shared/constants';
import { SITE_NAV_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../shared/dataAttributes';
import { color, shadow } from '../shared/tokens';

// Rules that gatsby-ssr.tsx writes into the head of every page as they are, outside emotion's
// classes: whole selectors, with no `&`.

/**
 * A jump to a section, and a control that keyboard focus brings into view, stop this far below
 * the window's top: clear of the fixed bar, the offset the "View Projects" jump stops at.
 */
export const pageRules = css`
  html {
    scroll-padding-top: ${PROJECTS_SCROLL_OFFSET_PX}px;
  }
`;

/**
 * For a page without JavaScript (in a <noscript>), where nothing follows the scroll position:
 * the bar stays solid on every page and content never scrolls under a transparent bar; the
 * theme switch, which could do nothing, is hidden (the system's theme applies by CSS alone).
 */
export const noScriptRules = css`
  header[${SITE_NAV_ATTRIBUTE}] {
    background-color: ${color.navSolid} !important;
    box-shadow: ${shadow.nav} !important;
    -webkit-backdrop-filter: saturate(180%) blur(12px);
    backdrop-filter: saturate(180%) blur(12px);
  }

  [${THEME_TOGGLE_ATTRIBUTE}] {
    display: none !important;
  }
`;
