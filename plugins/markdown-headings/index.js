// A post's headings get ids, so that each can be linked to and its table of contents can point
// at them (gatsby-transformer-remark's `headings` field reads them back). Ids the page itself
// writes are taken first: a heading "Main" is "main-1", never the page's main part.
const GithubSlugger = require('github-slugger');
const toString = require('mdast-util-to-string');

/** The ids a post's page writes besides its text's (src/components, src/templates/post.tsx). */
const PAGE_IDS = ['main', 'site-menu', 'series-heading', 'related-heading', 'toc-heading'];

/** gatsby-transformer-remark's call: the headings of a post's `markdownAST` given their ids. */
function headingIds({ markdownAST, markdownNode }) {
  if (!/[\\/]posts[\\/][^\\/]+\.md$/.test(markdownNode?.fileAbsolutePath ?? '')) return;
  const slugger = new GithubSlugger();
  for (const id of PAGE_IDS) slugger.slug(id);
  const visit = (node) => {
    if (node.type === 'heading') {
      node.data = node.data ?? {};
      node.data.hProperties = { ...node.data.hProperties, id: slugger.slug(toString(node)) };
    }
    (node.children ?? []).forEach(visit);
  };
  visit(markdownAST);
}

module.exports = headingIds;
