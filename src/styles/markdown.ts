import { css } from '@emotion/react';
import { color, fontSize, fontWeight, mq, radius, space } from '../shared/tokens';

// The look of text rendered from Markdown (a case study's, a post's): headings, paragraphs,
// lists, links, quotes, keys and code. Its elements come as HTML, so they are styled by tag.
export const markdownStyle = css`
  font-size: ${fontSize.md};
  line-height: 1.7;

  /* On paper a link to another site is followed by its address. */
  ${mq.print} {
    a[href^='http']::after {
      content: ' (' attr(href) ')';
      overflow-wrap: anywhere;
    }
  }

  h2 {
    margin-top: ${space[7]};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    line-height: 1.25;
  }

  h3 {
    margin-top: ${space[6]};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }

  p,
  ul,
  ol,
  blockquote,
  pre {
    margin-top: ${space[4]};
  }

  ul,
  ol {
    padding-inline-start: ${space[5]};
  }

  li + li {
    margin-top: ${space[2]};
  }

  a {
    color: ${color.accent};
    text-underline-offset: 0.2em;
  }

  blockquote {
    padding-inline-start: ${space[4]};
    border-inline-start: 3px solid ${color.accentBorder};
    color: ${color.muted};
  }

  .keys {
    white-space: nowrap;
  }

  /* The footnotes, gathered after the text under a rule, smaller than it. */
  hr {
    margin-top: ${space[6]};
    border: 0;
    border-top: 1px solid ${color.border};
  }

  .footnotes {
    font-size: ${fontSize.sm};
  }

  /* The page language's own quotation marks, where the owner typed straight ones. */
  q {
    quotes: auto;
  }

  kbd {
    padding: 0.05em 0.4em;
    border: 1px solid ${color.border};
    border-bottom-width: 2px;
    border-radius: ${radius.sm};
    background: ${color.surface};
    font-family: inherit;
    font-size: 0.85em;
  }

  code {
    padding: 0.1em 0.35em;
    border-radius: ${radius.sm};
    background: ${color.accentSoft};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${space[4]};
    border-radius: ${radius.md};
    background: ${color.accentSoft};
  }

  pre code {
    padding: 0;
    background: none;
  }
`;
