// A case study's code block keeps its lines whole and scrolls sideways where it is wider than
// the page (src/styles/markdown.ts). A region that scrolls must be reachable by keyboard to be
// scrolled by it (WCAG 2.1.1; axe's scrollable-region-focusable): the block takes focus.

/** The rendered Markdown's HTML with every code block focusable. */
export function withScrollableCode(html: string): string {
  return html.replace(/<pre(?=[\s>])(?![^>]*\stabindex=)/g, '<pre tabindex="0"');
}
