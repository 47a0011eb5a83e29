import type { Root } from 'mdast';

/** gatsby-transformer-remark's call: a text's headings given ids in place. */
declare function headingIds(args: { markdownAST: Root }): void;
export = headingIds;
