// gatsby-remark-katex asks for KaTeX 0.13 as its peer and has no way to mark a formula left to
// right: `$…$` and `$$…$$` are drawn here, by the current KaTeX, into MathML alone.
const katex = require('katex');
const remarkMath = require('remark-math');

/**
 * A formula as MathML, with no stylesheet, script or style attribute: the browser draws it.
 * KaTeX's wrapper span is there for its stylesheet, which the site does not load.
 */
function mathml(tex, displayMode) {
  const html = katex.renderToString(tex, { output: 'mathml', displayMode, throwOnError: true });
  // A formula reads left to right on a right-to-left page too.
  return html.replace(/^<span class="katex">(<math\b)([\s\S]*)<\/span>$/, '$1 dir="ltr"$2');
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * gatsby-transformer-remark's call: each formula of `markdownAST` as MathML. A block between
 * `$$` lines is displayed, and so is a paragraph that is one `$$…$$` formula alone; a formula
 * KaTeX cannot read fails the build, naming it, and stays as its TeX in development.
 */
function drawMaths({ markdownAST, markdownNode, reporter }) {
  const source = markdownNode?.rawMarkdownBody ?? '';
  const writtenAsDisplay = (node) => {
    const { start, end } = node.position ?? {};
    const written = start && end ? source.slice(start.offset, end.offset) : '';
    return written.startsWith('$$') && written.endsWith('$$');
  };
  const draw = (node, displayMode) => {
    try {
      Object.assign(node, { type: 'html', value: mathml(node.value, displayMode) });
    } catch (error) {
      const where = markdownNode?.fileAbsolutePath ?? 'a Markdown file';
      reporter.panicOnBuild(
        `The formula "${node.value}" in ${where} cannot be read: ${error.message}`,
      );
      Object.assign(node, { type: 'html', value: `<code>${escapeHtml(node.value)}</code>` });
    }
    delete node.data;
  };
  const visit = (node) => {
    if (node.type === 'math') return draw(node, true);
    if (node.type === 'inlineMath') return draw(node, false);
    const [only] = node.children ?? [];
    if (node.type === 'paragraph' && node.children.length === 1 && only.type === 'inlineMath') {
      if (writtenAsDisplay(only)) {
        // Displayed maths is a block of its own, not a paragraph's text.
        draw(only, true);
        Object.assign(node, { type: 'html', value: only.value });
        delete node.children;
        return;
      }
    }
    (node.children ?? []).forEach(visit);
  };
  visit(markdownAST);
}

module.exports = drawMaths;
// Read by gatsby-transformer-remark before it parses: the `$` syntax, for its remark 13.
module.exports.setParserPlugins = () => [remarkMath];
