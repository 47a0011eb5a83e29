// Serves a built site the way a static host does: a page at each of its addresses, as Netlify
// serves it (/resume, /resume/, /resume/index.html and /resume/index all answer with
// resume/index.html, and 404.html answers at /404 too; Netlify's Pretty URLs may first send
// /resume to /resume/), text gzipped, the site's 404.html with status 404 for unknown paths (or
// the page a 404 rule of its _redirects file names, such as a language's own), the addresses its
// _redirects moves (a 301 rule without wildcards), an optional path prefix, and the headers of
// its _headers file as Netlify's own parser reads them: every rule whose path matches adds its
// headers (Cloudflare joins differing values, as here), and the posts of its forms as Netlify
// Forms answers them. Used by `npm run serve:static`, the end-to-end tests and the audit.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import compression from 'compression';
import sirv from 'sirv';
import { FORM_TYPES, netlifyForms, readBody } from './netlify-forms.mjs';

/**
 * @import { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 * @import { Header } from '@netlify/headers-parser'
 * @import { Form } from './netlify-forms.mjs'
 */

/**
 * A rule of a _redirects file, as Netlify's parser reads it (no status: none written).
 * @typedef {{ from: string, to: string, status?: number }} Redirect
 */

/**
 * A form post the server accepted: the form's name, the address it was posted to, its fields
 * (a field sent more than once, all its values) and when.
 * @typedef {object} Submission
 * @property {string} form
 * @property {string} path
 * @property {Record<string, string | string[]>} fields
 * @property {string} receivedAt
 */

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
  /**
   * @param {ServerResponse} response
   * @param {string} urlPath
   */
  const setHeaders = (response, urlPath) => {
    /** @type {Record<string, string>} */
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
  /**
   * @param {ServerResponse} response
   * @param {number} status
   * @param {string} text
   * @param {OutgoingHttpHeaders} [headers]
   */
  const plain = (response, status, text, headers = {}) =>
    response
      .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
      .end(text);
  // As Netlify Forms: a known form's post is recorded (unless its honeypot is filled, which is
  // dropped unsaid) and answered with the page at its address; request.url is the site's path.
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} askedPath
   */
  const post = async (request, response, askedPath) => {
    const type = request.headers['content-type'] ?? '';
    if (!FORM_TYPES.includes(type.split(';')[0].trim().toLowerCase())) {
      return plain(response, 415, 'Unsupported form encoding\n');
    }
    const body = await readBody(request, formBodyLimit);
    if (body === null) return plain(response, 413, 'Form too large\n', { connection: 'close' });
    let data;
    try {
      data = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return plain(response, 400, 'Malformed form\n');
    }
    // A file or no value names no form: every form found has a name (netlifyForms).
    const named = data.get('form-name');
    const name = typeof named === 'string' ? named : '';
    const form = forms.get(name);
    if (!form) return notFound(request, response);
    if (!(form.honeypot && data.get(form.honeypot))) {
      /** @type {Submission['fields']} */
      const fields = {};
      for (const field of form.fields) {
        if (field === 'form-name' || field === form.honeypot || !data.has(field)) continue;
        const values = data
          .getAll(field)
          .map((value) => (typeof value === 'string' ? value : value.name));
        fields[field] = values.length === 1 ? values[0] : values;
      }
      const submission = {
        form: name,
        path: askedPath,
        fields,
        receivedAt: new Date().toISOString(),
      };
      submissions.push(submission);
      if (formLog) {
        await fs.promises.mkdir(path.dirname(formLog), { recursive: true });
        await fs.promises.appendFile(formLog, `${JSON.stringify(submission)}\n`);
      }
      onSubmission?.(submission);
    }
    request.method = 'GET';
    files(request, response);
  };

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
