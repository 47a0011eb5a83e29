// A case study's Markdown names the site's own files from its root (/images/badge.svg, /resume),
// as the content check asks, and knows nothing of a path prefix (a GitHub Pages project site is
// served under /<repository>): each such address in the rendered HTML is put under the prefix.
const FROM_ROOT = /(<(?:img|a|source|video)\b[^>]*?\s(?:src|href|poster)=")\/(?!\/)/g;

/** The rendered Markdown's HTML with every address from the site's root under `prefix`. */
export function withSitePaths(html: string, prefix: string): string {
  return prefix ? html.replace(FROM_ROOT, `$1${prefix}/`) : html;
}
