import { MOBILE_BREAKPOINT_PX } from './constants';

/** Each theme's page background, also the colour of the browser's bar (theme-color). */
export const themeColor = { light: '#f8fafc', dark: '#0b1120' } as const;

/**
 * The light palette as values. The site reads colours through `color` below; the values are
 * for what cannot follow the theme: the CV, the web manifest, theme-color.
 * Every text colour meets WCAG AA on `surface` and `background`, and each badge text on its tint.
 */
export const lightColor = {
  background: themeColor.light,
  surface: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  accent: '#4338ca',
  accentHover: '#3730a3',
  accentSoft: '#eef2ff',
  accentBorder: '#c7d2fe',
  onAccent: '#ffffff',
  focus: '#4338ca',
  navSolid: 'rgba(255, 255, 255, 0.82)',
  success: '#166534',
  successSoft: '#dcfce7',
  info: '#1e40af',
  infoSoft: '#dbeafe',
  infoDot: '#2563eb',
  neutral: '#334155',
  neutralSoft: '#e2e8f0',
  /** Behind brand-coloured tech icons: the card itself in the light theme. */
  iconChip: 'transparent',
  /** Behind a pale brand colour's icon, in both themes (lib/iconChip.ts). */
  iconChipDark: '#1e293b',
  heroGlow: 'rgba(99, 102, 241, 0.14)',
  /** Behind a video: the frame and the designed poster when there is no image. */
  frame: '#0f172a',
  posterStart: '#1e1b4b',
  posterMid: '#312e81',
  posterEnd: '#4338ca',
  posterGlow: 'rgba(129, 140, 248, 0.55)',
  playButton: 'rgba(15, 23, 42, 0.78)',
  playButtonHover: '#4338ca',
  /** Text and icons on a poster or the play button: white in both themes. */
  onPoster: '#ffffff',
  /** Over a project cover's hue (ProjectCover.tsx): the surface, so the hue is a soft tint. */
  coverVeil: 'rgba(255, 255, 255, 0.88)',
  coverVeilEnd: 'rgba(255, 255, 255, 0.72)',
  /** Over a screenshot's main colour while it loads: nothing in light, the surface in dark. */
  placeholderVeil: 'rgba(255, 255, 255, 0)',
} as const;

export type Palette = Record<keyof typeof lightColor, string>;

export const lightShadow = {
  card: '0 1px 2px rgba(15, 23, 42, 0.04), 0 2px 8px rgba(15, 23, 42, 0.04)',
  lift: '0 4px 8px rgba(15, 23, 42, 0.06), 0 12px 28px rgba(15, 23, 42, 0.08)',
  nav: '0 1px 0 rgba(15, 23, 42, 0.08)',
  tooltip: '0 6px 18px rgba(15, 23, 42, 0.18)',
  play: '0 8px 24px rgba(15, 23, 42, 0.35)',
} as const;

/** `accentSoft` → `--color-accent-soft`. */
export function variableName(group: string, name: string): string {
  return `--${group}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Each token as `var(--group-name)`: emotion styles follow the theme with no code of their own. */
function variables<K extends string>(group: string, values: Record<K, string>): Record<K, string> {
  return Object.fromEntries(
    Object.keys(values).map((name) => [name, `var(${variableName(group, name)})`]),
  ) as Record<K, string>;
}

/** The site's colours, as CSS custom properties that the theme sets (styles/themes.ts). */
export const color = variables('color', lightColor);

export const font = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/**
 * Two weights: each weight a page uses is one more font face the browser has to find before
 * its first layout (docs/performance.md).
 */
export const fontWeight = { regular: 400, bold: 700 } as const;

/** Type scale (rem), a major third from 1rem. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5625rem',
  '2xl': '1.953rem',
  '3xl': 'clamp(2.25rem, 1.5rem + 3.2vw, 3.815rem)',
} as const;

/** Spacing scale (rem), on a 4 px grid. */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
} as const;

export const radius = { sm: '0.375rem', md: '0.75rem', lg: '1rem', full: '999px' } as const;

export const shadow = variables('shadow', lightShadow);

export const layout = {
  maxWidth: '72rem',
  navHeight: '4rem',
} as const;

export const motion = {
  fast: '150ms',
  base: '250ms',
  ease: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Media queries; `md` starts where mobile ends. */
export const mq = {
  md: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
  lg: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  print: '@media print',
  forcedColors: '@media (forced-colors: active)',
} as const;

/**
 * Under forced colours (Windows' high-contrast themes) backgrounds and shadows are dropped: a
 * control, badge or bubble drawn by its background keeps its edge as a border in the theme's
 * text colour.
 */
export const forcedBoundary = `${mq.forcedColors} {
  border: 1px solid CanvasText;
}`;
