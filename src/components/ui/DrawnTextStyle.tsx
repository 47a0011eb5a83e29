import styled from '@emotion/styled';
import { highlightedCode } from '../../styles/prose';

// An empty mark whose rules style the text after it: styled as the rest of the site is, where
// emotion's Global would put its code into every page's script.
const Mark = styled.span`
  display: none;

  && + * {
    ${highlightedCode}
  }
`;

/**
 * The look of code blocks and formulas drawn at build time, for the text that follows it (its
 * class twice outweighs the text's own rules for code). A part (src/shared/parts.ts): a site
 * whose texts have neither carries none of it, and without it a text still shows, plainer.
 */
export function DrawnTextStyle() {
  return <Mark />;
}
