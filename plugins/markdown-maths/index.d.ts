import type { Root } from 'mdast';

/** gatsby-transformer-remark's call: every formula of `markdownAST` drawn as MathML in place. */
declare function drawMaths(args: {
  markdownAST: Root;
  /** The Markdown file's node: its body, which tells `$$x$$` from `$x$`, and its path. */
  markdownNode?: { rawMarkdownBody?: string; fileAbsolutePath?: string };
  reporter: { panicOnBuild(message: string): void };
}): void;
declare namespace drawMaths {
  /** The remark plugins gatsby-transformer-remark parses with: remark-math's syntax. */
  function setParserPlugins(): unknown[];
}
export = drawMaths;
