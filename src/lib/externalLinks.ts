// Links to other sites open in a new tab, as everywhere on the site; Markdown cannot say so.
// The rendered Markdown writes a link as `<a href="…">`, so one pattern finds those that leave
// the site (http or https) and leaves relative links and anchors alone.
const EXTERNAL = /<a href="(https?:\/\/[^"]+)">([\s\S]*?)<\/a>/g;

/**
 * The rendered Markdown's HTML with its links to other sites opening in a new tab, each telling
 * a screen reader so in `newTab` (the page's words for "opens in a new tab").
 */
export function withExternalLinks(html: string, newTab: string): string {
  return html.replace(
    EXTERNAL,
    `<a href="$1" target="_blank" rel="noopener noreferrer">$2<span class="visually-hidden"> ${newTab}</span></a>`,
  );
}
