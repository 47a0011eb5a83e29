// Serves a built site the way a static host does: pretty URLs (/resume -> resume/index.html),
// text gzipped, the site's 404.html with status 404 for unknown paths (or the page a 404 rule of
// its _redirects file names, such as a language's own), the addresses its _redirects moves
// (a 301 rule without wildcards), an optional path prefix, and the headers
// of its _headers file as Netlify's own parser reads them: every rule whose path matches adds
// its headers (Cloudflare joins differing values, as here). Used by `npm run serve:static`,
// the end-to-end tests and the audit.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import compression from 'compression';
import sirv from 'sirv';

/** The rules of the site's _headers file; none when it has no such file. */
async function headerRules(root) {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return [];
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file] });
  if (errors.length > 0) throw errors[0];
  return headers;
}

/** The rules of the site's _redirects file, in its order. */
async function redirectRules(root) {
  const file = path.join(root, '_redirects');
  if (!fs.existsSync(file)) return [];
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
  });
  if (errors.length > 0) throw errors[0];
  return redirects;
}

/** Starts the server. Resolves to { server, url, close }. */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', prefix = '' }) {
  const rules = await headerRules(root);
  const redirects = await redirectRules(root);
  // '/es/* /es/404.html 404': a missing page's own 404 page.
  const notFoundPages = redirects.filter(
    ({ status, from }) => status === 404 && from.endsWith('/*'),
  );
  // '/projects/old /projects/new 301': an address that moved, as written (no wildcard).
  const moved = new Map(
    redirects
      .filter(({ status, from }) => [301, 302, 308].includes(status) && !from.includes('*'))
      .map((rule) => [rule.from, rule]),
  );
  const setHeaders = (response, urlPath) => {
    const headers = {};
    for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(prefix + urlPath))) {
      for (const [name, value] of Object.entries(rule.values)) {
        const key = name.toLowerCase();
        // Cloudflare joins a name's values; the same value twice (a page's policy at /about and
        // /about/) is one.
        headers[key] = headers[key] && headers[key] !== value ? `${headers[key]}, ${value}` : value;
      }
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  };
  // `inSite`: the request's path is under the prefix, and request.url has lost it.
  const notFound = (request, response, inSite = true) => {
    const asked = `${prefix}${new URL(request.url, 'http://localhost').pathname}/`;
    const rule = inSite && notFoundPages.find(({ from }) => asked.startsWith(from.slice(0, -1)));
    const page = path.join(root, rule ? rule.to.slice(prefix.length) : '404.html');
    if (!fs.existsSync(page)) return response.writeHead(404).end('Not found');
    setHeaders(response, new URL(request.url, 'http://localhost').pathname);
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    fs.createReadStream(page).pipe(response);
  };
  const files = sirv(root, { setHeaders, onNoMatch: notFound });
  const gzip = compression();

  const server = http.createServer((request, response) => {
    gzip(request, response, () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
        return notFound(request, response, false);
      }
      const move = moved.get(url.pathname);
      if (move) {
        setHeaders(response, url.pathname.slice(prefix.length) || '/');
        return response.writeHead(move.status, { location: move.to }).end();
      }
      request.url = `${url.pathname.slice(prefix.length) || '/'}${url.search}`;
      files(request, response);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        server,
        url: `http://${host}:${server.address().port}${prefix}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// As a command: node scripts/static-server.mjs [port] [root]
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 9000);
  const root = path.resolve(process.argv[3] ?? 'public');
  const { url } = await startStaticServer({ root, port, prefix: process.env.PATH_PREFIX ?? '' });
  console.log(`Serving ${root} at ${url}`);
}
