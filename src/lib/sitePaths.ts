// A case study's Markdown names the site's own files from its root (/images/badge.svg), as the
// content check asks, and a path prefix (a GitHub Pages project site is served under
// /<repository>) reaches only its links, which gatsby-transformer-remark prefixes: every other
// such address in the rendered HTML is put under the prefix here.
const FROM_ROOT = /(<(?:img|a|source|video)\b[^>]*?\s(?:src|href|poster)=")(\/(?!\/)[^"]*)/g;

/** The rendered Markdown's HTML with every address from the site's root under `prefix`. */
export function withSitePaths(html: string, prefix: string): string {
  if (!prefix) return html;
  return html.replace(FROM_ROOT, (whole, start: string, address: string) =>
    address === prefix || address.startsWith(`${prefix}/`) ? whole : `${start}${prefix}${address}`,
  );
}
