// Serves a built site the way a static host does: pretty URLs (/resume -> resume/index.html),
// text gzipped, the site's 404.html with status 404 for unknown paths, an optional path prefix,
// and the headers its _headers file gives. Used by `npm run serve:static`, the end-to-end tests
// and the audit.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { headersFromSite } from './headers-file.mjs';

/**
 * Starts the server. `headersFor(urlPath)` may add response headers (e.g. from _headers).
 * Resolves to { server, url, close }.
 */
export function startStaticServer({ root, port = 0, host = '127.0.0.1', prefix = '', headersFor }) {
  const setHeaders = (response, urlPath) => {
    for (const [name, value] of Object.entries(headersFor?.(urlPath) ?? {})) {
      response.setHeader(name, value);
    }
  };
  const notFound = (request, response) => {
    const page = path.join(root, '404.html');
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
        return notFound(request, response);
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
  const root = process.argv[3] ?? 'public';
  const prefix = process.env.PATH_PREFIX ?? '';
  const headersFor = await headersFromSite(path.resolve(root), prefix);
  const { url } = await startStaticServer({ root, port, prefix, headersFor });
  console.log(`Serving ${root} at ${url}`);
}
