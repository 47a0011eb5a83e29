import type { Root } from 'mdast';

/** gatsby-transformer-remark's call: a post's headings given ids in place. */
declare function headingIds(args: {
  markdownAST: Root;
  markdownNode?: { fileAbsolutePath?: string };
}): void;
export = headingIds;
