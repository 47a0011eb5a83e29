// Serves a built site the way a static host does: a page at each of its addresses, as Netlify
// serves it (/resume, /resume/, /resume/index.html and /resume/index all answer with
// resume/index.html, and 404.html answers at /404 too; Netlify's Pretty URLs may first send
// /resume to /resume/), text gzipped, the site's 404.html with status 404 for unknown paths (or
// the page a 404 rule of its _redirects file names, such as a language's own), the addresses its
// _redirects moves (a 301 rule without wildcards), an optional path prefix, and the headers of
// its _headers file as Netlify's own parser reads them: every rule whose path matches adds its
// headers (Cloudflare joins differing values, as here), and the posts of its forms as Netlify
// Forms answers them. Used by `npm run serve:static`, the end-to-end tests and the audit.
// Its _headers and _redirects are read in host-rules.mjs, its forms' posts answered in
// form-posts.mjs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { answerFormPosts, plain } from './form-posts.mjs';
import { hostRules } from './host-rules.mjs';
import { netlifyForms } from './netlify-forms.mjs';

/**
 * @import { IncomingMessage, Server, ServerResponse } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 * @import { Form } from './netlify-forms.mjs'
 */

/** @typedef {import('./form-posts.mjs').Submission} Submission */

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root
 * @property {number} [port]
 * @property {string} [host]
 * @property {string} [prefix]
 * @property {string} [formLog]
 * @property {number} [formBodyLimit]
 * @property {(submission: Submission) => void} [onSubmission]
 */

/**
 * @typedef {object} StaticServer
 * @property {Server} server
 * @property {string} url
 * @property {() => Promise<void>} close
 * @property {Submission[]} submissions
 * @property {Map<string, Form>} forms
 */

/**
 * Starts the server. Resolves to { server, url, close, submissions, forms }: the form posts it
 * accepted (each also appended to `formLog` as a JSON line, and given to `onSubmission`), and the
 * forms it found.
 * @param {StaticServerOptions} options
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  prefix = '',
  formLog,
  formBodyLimit = 1048576,
  onSubmission,
}) {
  const { headersOf, notFoundPages, moved } = await hostRules(root);
  /**
   * @param {ServerResponse} response
   * @param {string} urlPath
   */
  const setHeaders = (response, urlPath) => {
    for (const [name, value] of Object.entries(headersOf(prefix + urlPath))) {
      response.setHeader(name, value);
    }
  };
  // `inSite`: the request's path is under the prefix, and request.url has lost it.
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  const notFound = (request, response, inSite = true) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const asked = `${prefix}${pathname}/`;
    const rule = inSite && notFoundPages.find(({ from }) => asked.startsWith(from.slice(0, -1)));
    const page = path.join(root, rule ? rule.to.slice(prefix.length) : '404.html');
    if (!fs.existsSync(page)) return response.writeHead(404).end('Not found');
    setHeaders(response, pathname);
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    fs.createReadStream(page).pipe(response);
  };
  const files = sirv(root, { setHeaders, onNoMatch: notFound });
  const gzip = compression();
  const forms = netlifyForms(root);
  /** @type {Submission[]} */
  const submissions = [];
  const post = answerFormPosts({
    forms,
    formBodyLimit,
    submissions,
    formLog,
    onSubmission,
    files,
    notFound,
  });

  const server = http.createServer((request, response) => {
    gzip(request, response, () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
        return notFound(request, response, false);
      }
      const move = moved.get(url.pathname);
      if (move) {
        setHeaders(response, url.pathname.slice(prefix.length) || '/');
        // A moved address's rule has its status (301, 302 or 308).
        const status = /** @type {number} */ (move.status);
        return response.writeHead(status, { location: move.to }).end();
      }
      request.url = `${url.pathname.slice(prefix.length) || '/'}${url.search}`;
      if (request.method !== 'POST') return files(request, response);
      post(request, response, url.pathname).catch((error) => {
        console.error(error);
        if (response.headersSent) response.destroy();
        else plain(response, 500, 'Server error\n');
      });
    });
  });
  // An idle connection is the client's to close, never the server's: a client busy past the
  // server's keep-alive (a test parsing pages between two fetches) would send its next request
  // on a connection the server had just closed, and see it fail. Closing the server ends them.
  server.keepAliveTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // Listening on a TCP port: its address is an AddressInfo.
      const { port: listening } = /** @type {AddressInfo} */ (server.address());
      resolve({
        server,
        url: `http://${host}:${listening}${prefix}`,
        close: () =>
          /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done()))),
        submissions,
        forms,
      });
    });
  });
}

// As a command: node scripts/static-server.mjs [port] [root]; FORM_LOG names a file for the forms'
// messages, printed here without it.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 9000);
  const root = path.resolve(process.argv[3] ?? 'public');
  const formLog = process.env.FORM_LOG ? path.resolve(process.env.FORM_LOG) : undefined;
  const { url, forms } = await startStaticServer({
    root,
    port,
    prefix: process.env.PATH_PREFIX ?? '',
    formLog,
    onSubmission: formLog ? undefined : (submission) => console.log(JSON.stringify(submission)),
  });
  console.log(`Serving ${root} at ${url}`);
  const messages = formLog ? `appended to ${formLog}` : 'printed here';
  for (const name of forms.keys()) {
    console.log(
      `Form "${name}": posts are answered as Netlify Forms does; messages are ${messages}`,
    );
  }
}
