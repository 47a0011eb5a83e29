// A _headers file read as the hosts that read it: every rule whose path matches an address
// applies. Netlify then serves, for each header, the last matching rule's value (its own parser
// makes each path a case-insensitive pattern with an optional trailing slash, a trailing /* also
// taking the folder itself); Cloudflare Pages joins the values of every matching rule, a path
// matching as written, * taking any characters. (Netlify's parser is an ES module that the
// CommonJS tests cannot load.)

export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

/** The rules of a _headers file, in its order. */
export function parseHeaders(text: string): HeaderRule[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [first, ...rest] = block.split('\n');
      return {
        path: first.trim(),
        headers: rest.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string];
        }),
      };
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholders = (pattern: string) => pattern.replace(/:\w+/g, '[^/]+');

/** Whether Netlify applies a rule for `pattern` to `path`. */
export function netlifyMatches(pattern: string, path: string): boolean {
  const base = pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern.replace(/(.)\/$/, '$1');
  const tail = pattern.endsWith('/*') ? '\\/?(.*)\\/?' : '\\/?';
  return new RegExp(`^${placeholders(escape(base)).replace(/\\\*/g, '.*')}${tail}$`, 'iu').test(
    path,
  );
}

/** Whether Cloudflare Pages applies a rule for `pattern` to `path`. */
export function cloudflareMatches(pattern: string, path: string): boolean {
  return new RegExp(`^${placeholders(escape(pattern)).replace(/\\\*/g, '.*')}$`, 'u').test(path);
}

/** The values of a header that each host serves at `path`: Netlify's one, Cloudflare's list. */
export function servedAt(rules: readonly HeaderRule[], path: string, header: string) {
  const values = (match: (pattern: string, at: string) => boolean) =>
    rules
      .filter((rule) => match(rule.path, path))
      .flatMap((rule) =>
        rule.headers.filter(([name]) => name === header).map(([, value]) => value),
      );
  return { netlify: values(netlifyMatches).slice(-1), cloudflare: values(cloudflareMatches) };
}

/**
 * The addresses a built page answers to on either host: /es/resume, /es/resume/,
 * /es/resume/index.html and /es/resume/index for es/resume/index.html (Netlify serves the page
 * at all four, Cloudflare Pages at /es/resume/, to which it redirects the others with a 308);
 * 404.html at /404.html and /404.
 */
export function addressesOf(file: string, prefix = ''): string[] {
  const page = `${prefix}/${file}`;
  if (!/(^|\/)index\.html$/.test(file)) return [page, page.slice(0, -'.html'.length)];
  const pretty = page.replace(/\/?index\.html$/, '') || '/';
  return [
    ...new Set([pretty, `${pretty}/`.replace('//', '/'), page, page.slice(0, -'.html'.length)]),
  ];
}
