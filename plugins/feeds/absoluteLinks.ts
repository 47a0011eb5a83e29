// A post's HTML as a feed reader needs it: every link and picture at an absolute address, the
// site's own paths with the site's prefix, as the page's script would give them.
const ADDRESS = /(\s(?:href|src)=")([^"]*)(")/g;
const SRCSET = /(\ssrcset=")([^"]*)(")/g;

/** `html` with its addresses absolute, against the post's address `base`. */
export function absoluteLinks(html: string, base: string, prefix: string): string {
  const absolute = (url: string) => {
    const trimmed = url.trim();
    if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
      return trimmed.startsWith('//') ? new URL(trimmed, base).href : trimmed;
    }
    const prefixed =
      trimmed.startsWith('/') && prefix && !trimmed.startsWith(`${prefix}/`)
        ? `${prefix}${trimmed}`
        : trimmed;
    return new URL(prefixed, base).href;
  };
  return html
    .replace(
      ADDRESS,
      (_whole, start: string, url: string, end: string) => `${start}${absolute(url)}${end}`,
    )
    .replace(
      SRCSET,
      (_whole, start: string, list: string, end: string) =>
        `${start}${list
          .split(',')
          .map((candidate) => {
            const [url, ...size] = candidate.trim().split(/\s+/);
            return [absolute(url), ...size].join(' ');
          })
          .join(', ')}${end}`,
    );
}
