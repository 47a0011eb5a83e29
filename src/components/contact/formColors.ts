// The contact form's own colours for what went wrong, scoped to the form rather than added to
// the site's tokens: a page without the form carries none of them. They follow the theme as
// the tokens do (src/styles/themes.ts): dark when the system prefers it and the visitor has not
// chosen light, or when the visitor chose dark; screens only.
import { THEME_ATTRIBUTE } from '../../shared/dataAttributes';

/** Each theme's: an error's text and edge, and the tint behind a message that was not sent. */
const FORM_COLORS = {
  light: { danger: '#b91c1c', dangerSoft: '#fef2f2' },
  dark: { danger: '#fca5a5', dangerSoft: '#3b1219' },
} as const;

const declare = ({ danger, dangerSoft }: (typeof FORM_COLORS)['light' | 'dark']) =>
  `--form-danger: ${danger}; --form-danger-soft: ${dangerSoft};`;

/**
 * The custom properties, for the element the form's styles start from. The root is named
 * `html`: a nested selector that starts with a colon is read as the element's own pseudo-class
 * (".form:root …"), which matched nothing and left the dark theme with the light red.
 */
export const formColorVariables = `
  ${declare(FORM_COLORS.light)}

  @media screen and (prefers-color-scheme: dark) {
    html:not([${THEME_ATTRIBUTE}='light']) & {
      ${declare(FORM_COLORS.dark)}
    }
  }

  @media screen {
    html[${THEME_ATTRIBUTE}='dark'] & {
      ${declare(FORM_COLORS.dark)}
    }
  }
`;

export const danger = 'var(--form-danger)';
export const dangerSoft = 'var(--form-danger-soft)';
