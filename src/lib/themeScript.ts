import { themeColor } from '../styles/tokens';
import { DARK_QUERY, THEME_STORAGE_KEY } from './theme';

/**
 * The same as `applyTheme(storedTheme() ?? systemTheme())` (./theme.ts), as a script for the
 * head of every page (gatsby-ssr.tsx): it runs before the body is parsed, so the first paint
 * has the theme. Kept tiny; the Content-Security-Policy allows it by its hash
 * (plugins/publishing/headers.ts).
 */
export const THEME_SCRIPT = [
  '(function(d){var t;',
  `try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
  `if(t!=="light"&&t!=="dark")t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";`,
  'd.documentElement.setAttribute("data-theme",t);',
  `var c=t==="dark"?${JSON.stringify(themeColor.dark)}:${JSON.stringify(themeColor.light)};`,
  'd.querySelectorAll(\'meta[name="theme-color"]\').forEach(function(m){m.setAttribute("content",c)})',
  '})(document)',
].join('');
