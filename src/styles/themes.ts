import {
  font,
  lightColor,
  lightShadow,
  themeColor,
  variableName,
  type Palette,
} from '../shared/tokens';
import { THEME_ATTRIBUTE } from '../shared/dataAttributes';

// The two themes as CSS, for the head of every page (gatsby-ssr.tsx): the server writes it, so
// the browser's JavaScript never carries the dark values.

/**
 * The dark palette: slate surfaces, a lighter indigo accent with dark text on it, and badges as
 * light text on deep tints, so green, blue and grey still read as the statuses they are.
 */
export const darkColor: Palette = {
  background: themeColor.dark,
  surface: '#131c2e',
  text: '#e2e8f0',
  muted: '#94a3b8',
  border: '#263043',
  accent: '#a5b4fc',
  accentHover: '#c7d2fe',
  accentSoft: '#222a52',
  accentBorder: '#4f57a6',
  onAccent: '#0b1120',
  focus: '#a5b4fc',
  navSolid: 'rgba(11, 17, 32, 0.8)',
  success: '#86efac',
  successSoft: '#0f2e1f',
  info: '#93c5fd',
  infoSoft: '#172a4d',
  infoDot: '#60a5fa',
  neutral: '#cbd5e1',
  neutralSoft: '#263043',
  // Brand colours are chosen for white pages, some near black (Next.js): a light chip keeps
  // every one of them as visible as in the light theme.
  iconChip: '#f1f5f9',
  iconChipDark: '#1e293b',
  heroGlow: 'rgba(129, 140, 248, 0.16)',
  frame: '#020617',
  posterStart: '#1e1b4b',
  posterMid: '#312e81',
  posterEnd: '#3730a3',
  posterGlow: 'rgba(129, 140, 248, 0.45)',
  playButton: 'rgba(2, 6, 23, 0.8)',
  playButtonHover: '#4f46e5',
  onPoster: '#ffffff',
  coverVeil: 'rgba(19, 28, 46, 0.86)',
  coverVeilEnd: 'rgba(19, 28, 46, 0.7)',
  // A light screenshot's main colour would be a bright block on the dark page until it loads.
  placeholderVeil: 'rgba(19, 28, 46, 0.82)',
};

// Shadows barely show on dark surfaces: deeper ones, and a faint light hairline under the nav.
export const darkShadow: Record<keyof typeof lightShadow, string> = {
  card: '0 1px 2px rgba(0, 0, 0, 0.3), 0 2px 8px rgba(0, 0, 0, 0.2)',
  lift: '0 4px 8px rgba(0, 0, 0, 0.35), 0 12px 28px rgba(0, 0, 0, 0.45)',
  nav: '0 1px 0 rgba(226, 232, 240, 0.08)',
  tooltip: '0 6px 18px rgba(0, 0, 0, 0.5)',
  play: '0 8px 24px rgba(0, 0, 0, 0.5)',
};

function declarations(groups: Record<string, Record<string, string>>): string {
  return Object.entries(groups)
    .flatMap(([group, values]) =>
      Object.entries(values).map(([name, value]) => `${variableName(group, name)}:${value}`),
    )
    .join(';');
}

const light = `${declarations({ color: lightColor, shadow: lightShadow, font })};color-scheme:light`;
const dark = `${declarations({ color: darkColor, shadow: darkShadow })};color-scheme:dark`;

/**
 * The tokens as CSS custom properties on :root, written into every page's head by
 * gatsby-ssr.tsx. Light by default; dark when the system prefers it and the visitor has not
 * chosen light (the head script's `data-theme`), or when the visitor chose dark. Dark is for
 * screens only, so printing is always on the light palette.
 */
export const rootVariables = [
  `:root{${light}}`,
  `@media screen and (prefers-color-scheme:dark){:root:not([${THEME_ATTRIBUTE}=light]){${dark}}}`,
  `@media screen{:root[${THEME_ATTRIBUTE}=dark]{${dark}}}`,
].join('');
