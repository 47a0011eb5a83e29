// gatsby-plugin-image writes a lazy image's addresses as data-src and data-srcset, for its
// script to copy once the framework runs: invalid HTML (an img needs src), and no screenshot
// loads before hydration. Every browser the site supports loads lazily by itself (loading="lazy"),
// so the built pages get the real attributes; the plugin's script then finds them in place.
const LAZY_TAG = /<(?:img|source)\b[^>]*\sdata-(?:src|srcset)="[^>]*>/g;

/** The page with every data-src and data-srcset of an image made src and srcset. */
export function nativeLazyImages(html: string): string {
  return html.replace(LAZY_TAG, (tag) => tag.replace(/\sdata-(src|srcset)="/g, ' $1="'));
}
