import { css } from '@emotion/react';
import { color, font, fontSize, fontWeight, mq, radius, space } from '../shared/tokens';

// Code and maths in text rendered from Markdown, as the build draws them (plugins/markdown-code,
// plugins/markdown-maths): Prism's token classes and MathML. Only the pages whose text has them
// take these rules, so a page without either is unchanged.
//
// A block sits on `surface`, and its tokens take the three colours that meet WCAG AA on it in
// both themes (text, muted, accent); weight and slant tell the rest apart.

/** A body of rendered Markdown's code blocks, their highlighted tokens and its formulas. */
export const highlightedCode = css`
  pre {
    /* Code reads left to right on a right-to-left page too. */
    direction: ltr;
    text-align: left;
    overflow-x: auto;
    padding: ${space[4]};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
    font-family: ${font.mono};
    font-size: ${fontSize.sm};
    line-height: 1.6;
    tab-size: 2;
  }

  pre code {
    padding: 0;
    background: none;
    font-size: inherit;
    white-space: pre;
  }

  /* On paper nothing scrolls: a long line wraps rather than being cut. */
  ${mq.print} {
    pre code {
      white-space: pre-wrap;
    }
  }

  .token.comment,
  .token.prolog,
  .token.doctype,
  .token.cdata {
    color: ${color.muted};
    font-style: italic;
  }

  .token.punctuation,
  .token.operator {
    color: ${color.muted};
  }

  .token.keyword,
  .token.builtin,
  .token.boolean,
  .token.number,
  .token.constant,
  .token.symbol,
  .token.tag,
  .token.selector,
  .token.atrule,
  .token.property {
    color: ${color.accent};
  }

  .token.function,
  .token.class-name,
  .token.important,
  .token.bold {
    font-weight: ${fontWeight.bold};
  }

  .token.italic {
    font-style: italic;
  }

  /* A diff's lines: added on the success tint, removed struck through. */
  .token.inserted {
    background: ${color.successSoft};
    color: ${color.success};
  }

  .token.deleted {
    color: ${color.muted};
    text-decoration: line-through;
  }

  /* A formula reads left to right on a right-to-left page too. */
  math {
    direction: ltr;
  }

  /* A displayed formula wider than the column scrolls on its own; room above and below for
     its limits and scripts, and on paper it is shown whole. */
  math[display='block'] {
    /* As wide as the formula, centred ('block math' would do it, but HTML's checker does not
       know it yet). */
    display: block;
    width: fit-content;
    max-width: 100%;
    margin-inline: auto;
    margin-top: ${space[4]};
    padding-block: ${space[2]};
    overflow-x: auto;
    overflow-y: hidden;
    text-align: center;

    ${mq.print} {
      overflow: visible;
    }
  }
`;
