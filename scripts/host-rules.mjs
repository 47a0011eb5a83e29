// A built site's _headers and _redirects files, read as Netlify reads them: the headers each
// address is served with, the pages that answer a missing address, and the addresses that moved.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** @import { Header } from '@netlify/headers-parser' */

/**
 * A rule of a _redirects file, as Netlify's parser reads it (no status: none written).
 * @typedef {{ from: string, to: string, status?: number }} Redirect
 */

/**
 * The rules of the site's _headers file; none when it has no such file.
 * @param {string} root
 * @returns {Promise<Header[]>}
 */
async function headerRules(root) {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return [];
  // configHeaders and minimal as the parser defaults them, which its types ask for.
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw errors[0];
  // Not minimal: every rule has its forRegExp.
  return /** @type {Header[]} */ (headers);
}

/**
 * The rules of the site's _redirects file, in its order.
 * @param {string} root
 * @returns {Promise<Redirect[]>}
 */
async function redirectRules(root) {
  const file = path.join(root, '_redirects');
  if (!fs.existsSync(file)) return [];
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw errors[0];
  // The parser types its rules unknown; each has a from and a to.
  return /** @type {Redirect[]} */ (redirects);
}

/**
 * What the site's files tell its host: `headersOf` an address (the prefix and the site's path),
 * its 404 rules ('/es/* /es/404.html 404') and the addresses it moved, by the address.
 * @param {string} root
 */
export async function hostRules(root) {
  const rules = await headerRules(root);
  const redirects = await redirectRules(root);
  // '/es/* /es/404.html 404': a missing page's own 404 page.
  const notFoundPages = redirects.filter(
    ({ status, from }) => status === 404 && from.endsWith('/*'),
  );
  // '/projects/old /projects/new 301': an address that moved, as written (no wildcard).
  const moved = new Map(
    redirects
      .filter(
        ({ status, from }) =>
          status !== undefined && [301, 302, 308].includes(status) && !from.includes('*'),
      )
      .map((rule) => [rule.from, rule]),
  );
  /** @param {string} address */
  const headersOf = (address) => {
    /** @type {Record<string, string>} */
    const headers = {};
    for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(address))) {
      for (const [name, value] of Object.entries(rule.values)) {
        const key = name.toLowerCase();
        // Cloudflare joins a name's values; the same value twice (a page's policy at /about and
        // /about/) is one.
        headers[key] = headers[key] && headers[key] !== value ? `${headers[key]}, ${value}` : value;
      }
    }
    return headers;
  };
  return { headersOf, notFoundPages, moved };
}
