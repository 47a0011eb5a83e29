import type { Root } from 'mdast';

/** gatsby-transformer-remark's call: every code block of `markdownAST` highlighted in place. */
declare function highlightCode(args: { markdownAST: Root }): void;
export = highlightCode;
