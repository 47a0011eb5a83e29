import { css, Global } from '@emotion/react';
import { highlightedCode } from '../../styles/prose';

/**
 * The look of code blocks and formulas drawn at build time, for the texts marked with the class
 * `scope` (twice, to outweigh the text's own rules for code). A part (src/shared/parts.ts): a
 * site whose texts have neither carries none of it, and without it a text still shows, plainer.
 */
export function DrawnTextStyle({ scope }: { scope: string }) {
  return (
    <Global
      styles={css`
        .${scope}.${scope} {
          ${highlightedCode}
        }
      `}
    />
  );
}
