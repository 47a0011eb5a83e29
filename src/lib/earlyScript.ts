import { NAV_SOLID_AFTER_PX } from '../shared/constants';
import { themeColor } from '../shared/tokens';
import { EARLY_ATTRIBUTE, EARLY_CLICK_ATTRIBUTE, LIVE_ATTRIBUTE } from './earlyAttributes';
import { DARK_QUERY, THEME_STORAGE_KEY } from './theme';

/**
 * The script in the head of every page (gatsby-ssr.tsx), run before the body is parsed, so
 * that the page answers a visitor from its first paint, before the framework has loaded:
 * - the theme: `data-theme` on <html> and the browser bar's colour, as
 *   `applyTheme(storedTheme() ?? systemTheme())` (./theme.ts) would;
 * - `data-scrolled` on <html> while the window is scrolled more than NAV_SOLID_AFTER_PX, which the
 *   bar's CSS follows, for the page's whole life;
 * - clicks on `[data-early]` controls until the page's script takes them over: the theme switch
 *   switches and keeps the pick as `rememberTheme` would; any other control is marked with
 *   `data-early-click`, carried out once its component runs (a link is followed if the page's
 *   script fails to load). A click with a modifier key is left to the browser;
 * - the bar's menu (a popover): a link chosen in it closes it, the Projects jump included, and
 *   it closes when the window grows wide enough to hide its button (NavMenu.tsx).
 * Kept small, in ES5 syntax; the Content-Security-Policy allows it by its hash
 * (plugins/publishing/headers.ts).
 */
export const EARLY_SCRIPT = [
  '(function(d,w){var r=d.documentElement,k=' + JSON.stringify(THEME_STORAGE_KEY) + ';',
  `function system(){return w.matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light"}`,
  'function apply(t){r.setAttribute("data-theme",t);',
  `var c=t==="dark"?${JSON.stringify(themeColor.dark)}:${JSON.stringify(themeColor.light)};`,
  'd.querySelectorAll(\'meta[name="theme-color"]\').forEach(function(m){m.setAttribute("content",c)})}',
  'var t;try{t=localStorage.getItem(k)}catch(e){}',
  'apply(t==="light"||t==="dark"?t:system());',
  // The page starts at the top; a position the browser restores comes with a scroll event.
  `var s=false;function scrolled(){var n=w.scrollY>${NAV_SOLID_AFTER_PX};if(n===s)return;s=n;`,
  'if(n)r.setAttribute("data-scrolled","");else r.removeAttribute("data-scrolled")}',
  'w.addEventListener("scroll",scrolled,{passive:true});',
  'w.addEventListener("click",function(e){',
  `var c=e.target instanceof Element&&e.target.closest("[${EARLY_ATTRIBUTE}]");`,
  // A click with a modifier key keeps the browser's meaning (a link in a new tab).
  `if(!c||c.hasAttribute(${JSON.stringify(LIVE_ATTRIBUTE)})||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;`,
  'e.preventDefault();e.stopImmediatePropagation();',
  `if(c.getAttribute(${JSON.stringify(EARLY_ATTRIBUTE)})!=="theme"){c.setAttribute(${JSON.stringify(EARLY_CLICK_ATTRIBUTE)},"");return}`,
  'var n=r.getAttribute("data-theme")==="dark"?"light":"dark";',
  'try{if(n===system())localStorage.removeItem(k);else localStorage.setItem(k,n)}catch(e){}',
  'apply(n)},true);',
  // Popovers are checked for first: a browser without them has no menu to close.
  'function hide(m){if(m&&m.hidePopover&&m.matches(":popover-open"))m.hidePopover()}',
  'w.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("[popover] a");',
  'if(a)hide(a.closest("[popover]"))},true);',
  'w.addEventListener("resize",function(){d.querySelectorAll("[popover]").forEach(function(m){',
  "var b=d.querySelector('[popovertarget=\"'+m.id+'\"]');if(b&&!b.getClientRects().length)hide(m)})});",
  // The page's script failed to load: a kept click on a link goes where the link goes.
  'w.addEventListener("error",function(e){var t=e.target;if(!(t instanceof HTMLScriptElement))return;',
  `var a=d.querySelector("a[${EARLY_CLICK_ATTRIBUTE}]");if(a)w.location.assign(a.href)},true)`,
  '})(document,window)',
].join('');
