// Serves a built site the way a static host does: pretty URLs (/resume -> resume/index.html),
// the site's 404.html with status 404 for unknown paths, and an optional path prefix.
// Used by `npm run serve:static`, the end-to-end tests and the audit.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersFromSite } from './headers-file.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path, or null. */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile) ?? null;
}

/**
 * Starts the server. `headersFor(urlPath)` may add response headers (e.g. from _headers).
 * Resolves to { server, url, close }.
 */
export function startStaticServer({ root, port = 0, host = '127.0.0.1', prefix = '', headersFor }) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let urlPath = url.pathname;
    let file = null;
    if (!prefix || urlPath === prefix || urlPath.startsWith(`${prefix}/`)) {
      urlPath = urlPath.slice(prefix.length) || '/';
      file = resolveFile(absoluteRoot, urlPath);
    }
    const status = file ? 200 : 404;
    if (!file) file = path.join(absoluteRoot, '404.html');
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      ...(headersFor ? headersFor(urlPath) : {}),
    };
    if (!isFile(file)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    // Text is sent compressed, as every static host does.
    const compress =
      /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(headers['content-type']) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (compress) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = fs.createReadStream(file);
    if (compress) body.pipe(zlib.createGzip()).pipe(response);
    else body.pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        server,
        url: `http://${host}:${address.port}${prefix}`,
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
  const headersFor = headersFromSite(path.resolve(root), prefix);
  const { url } = await startStaticServer({ root, port, prefix, headersFor });
  console.log(`Serving ${root} at ${url}`);
}
