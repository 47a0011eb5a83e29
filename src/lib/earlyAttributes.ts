// The attributes the head script (./earlyScript.ts) and the components share. Apart from the
// script, so that the components' bundle does not carry the script's text: only gatsby-ssr.tsx
// needs it.

/** Set on an element the page's own script has taken over (hooks/useTakeOver.ts). */
export const LIVE_ATTRIBUTE = 'data-live';
/** Marks a control whose clicks the head script answers until the page's script takes over:
 *  `theme` switches the theme at once; any other value keeps the click for the page's script. */
export const EARLY_ATTRIBUTE = 'data-early';
/** Set by the head script on such a control when it was clicked before the page's script ran. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
