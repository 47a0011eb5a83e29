// The data-* attributes that more than one file reads or writes: the head script, the
// components that take over from it, the CSS that follows them and the head gatsby-ssr.tsx
// writes. Named once, so that a rename cannot leave a selector behind.

/** On <html>: the theme in effect, `light` or `dark`, once a script has applied one. */
export const THEME_ATTRIBUTE = 'data-theme';
/** On <html> while the window is scrolled more than NAV_SOLID_AFTER_PX: the bar turns solid. */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';
/** Set on an element the page's own script has taken over (hooks/useTakeOver.ts). */
export const LIVE_ATTRIBUTE = 'data-live';
/** Marks a control whose clicks the head script answers until the page's script takes over. */
export const EARLY_ATTRIBUTE = 'data-early';
/** Set by the head script on such a control when it was clicked before the page's script ran. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** The navigation bar and its theme switch, which the CSS for pages without JavaScript finds. */
export const SITE_NAV_ATTRIBUTE = 'data-site-nav';
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * What the head script does with a click on an early control: `theme` switches the theme at
 * once; `click` keeps the click for the control's component.
 */
export type EarlyAction = 'theme' | 'click';

/** The props of an early control. */
export function earlyControl(action: EarlyAction): { [EARLY_ATTRIBUTE]: EarlyAction } {
  return { [EARLY_ATTRIBUTE]: action };
}

/** The props that set a boolean attribute (present and empty in the HTML). */
export function marker(name: typeof SITE_NAV_ATTRIBUTE | typeof THEME_TOGGLE_ATTRIBUTE) {
  return { [name]: '' };
}
