import { NAV_SOLID_AFTER_PX } from '../../shared/constants';
import {
  EARLY_ATTRIBUTE,
  EARLY_CLICK_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
} from '../../shared/dataAttributes';
import { THEME_SETTINGS } from '../theme';
import { headScript, type HeadScriptSettings } from './headScript';
import { themeRules } from './themeRules';

const SETTINGS: HeadScriptSettings = {
  theme: THEME_SETTINGS,
  solidAfterPx: NAV_SOLID_AFTER_PX,
  attribute: {
    scrolled: SCROLLED_ATTRIBUTE,
    live: LIVE_ATTRIBUTE,
    early: EARLY_ATTRIBUTE,
    earlyClick: EARLY_CLICK_ATTRIBUTE,
  },
};

/**
 * A function's source text as the build compiled it (compact: gatsby-node.ts), to run on its
 * own. So the function refers to nothing outside itself but its arguments, and keeps to syntax
 * the build leaves as written: no optional chaining or nullish coalescing, no class (the build
 * writes them with helpers it takes from elsewhere). Comments go above it: its text keeps them.
 */
function sourceOf(fn: (...args: never[]) => unknown): string {
  const text = fn.toString();
  // What a module takes from another, the build names after that module.
  if (text.includes('__WEBPACK_')) throw new Error(`${fn.name} refers to another module`);
  return text;
}

/**
 * The script in the head of every page (gatsby-ssr.tsx): ./headScript.ts called with its
 * settings and the theme's rules, so that it is type-checked and linted like the rest. Only
 * gatsby-ssr.tsx imports this: the page's bundle does not carry the text. The
 * Content-Security-Policy allows the script by its hash (plugins/hosting-files/headers.ts).
 */
export const EARLY_SCRIPT = `(${sourceOf(headScript)})(${JSON.stringify(SETTINGS)},${sourceOf(themeRules)})`;
