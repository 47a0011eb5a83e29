import { MOBILE_BREAKPOINT_PX } from '../constants';

// One palette, type scale and spacing scale for the whole site. Every text colour below meets
// WCAG AA contrast on `surface` and `background`.
export const color = {
  background: '#f8fafc',
  surface: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  accent: '#4338ca',
  accentHover: '#3730a3',
  accentSoft: '#eef2ff',
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
} as const;

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

export const shadow = {
  card: '0 1px 2px rgba(15, 23, 42, 0.04), 0 2px 8px rgba(15, 23, 42, 0.04)',
  lift: '0 4px 8px rgba(15, 23, 42, 0.06), 0 12px 28px rgba(15, 23, 42, 0.08)',
  nav: '0 1px 0 rgba(15, 23, 42, 0.08)',
} as const;

export const layout = {
  maxWidth: '72rem',
  navHeight: '4rem',
} as const;

export const motion = {
  fast: '150ms',
  base: '250ms',
  ease: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** The palette and fonts as CSS custom properties (`--color-accent-soft`), for global.css. */
export const rootVariables = `:root{${Object.entries({ color, font })
  .flatMap(([group, values]) =>
    Object.entries(values).map(
      ([name, value]) =>
        `--${group}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    ),
  )
  .join(';')}}`;

/** Media queries; `md` starts where mobile ends. */
export const mq = {
  md: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
  lg: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  print: '@media print',
} as const;
