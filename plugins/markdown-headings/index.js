// The headings of a post or case study get ids, so that each can be linked to and a post's table
// of contents can point at them (gatsby-transformer-remark's `headings` field reads them back).
// Ids the page itself writes are taken first: a heading "Main" is "main-1", never the page's main.
const GithubSlugger = require('github-slugger');
const toString = require('mdast-util-to-string');

/** The ids the pages that show Markdown write besides its text's: src/, and Gatsby's own. */
const PAGE_IDS = [
  'main',
  'site-menu',
  'gallery',
  'series-heading',
  'related-heading',
  'toc-heading',
  'scripts-after-paint',
  'gatsby-announcer',
  'gatsby-focus-wrapper',
  'gatsby-script-loader',
  'gatsby-chunk-mapping',
];

/** gatsby-transformer-remark's call: the headings of a text's `markdownAST` given their ids. */
function headingIds({ markdownAST }) {
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
