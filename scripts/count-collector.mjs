// Stands in for a visit counter's collector (Plausible's /api/event, Umami's /api/send,
// GoatCounter's /count), for the end-to-end tests and the audit, which run offline: answers as
// the provider does, with the CORS its service sends, and appends each count it receives to a
// log, one JSON line each. Usage: node scripts/count-collector.mjs <log>. Prints one JSON line,
// {"url": ...}, once listening; exits when its parent closes stdin.
import fs from 'node:fs';
import http from 'node:http';

/** @import { AddressInfo } from 'node:net' */

const log = process.argv[2];
// A transparent 1×1 GIF: GoatCounter's answer.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const CORS = { 'Access-Control-Allow-Origin': '*' };

const server = http.createServer((request, response) => {
  /** @type {Buffer[]} */
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://collector');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      response.end();
      return;
    }
    const entry = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      type: request.headers['content-type'] ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
      cookie: request.headers.cookie ?? '',
    };
    fs.appendFileSync(log, `${JSON.stringify(entry)}\n`);
    if (url.pathname.endsWith('/count')) {
      response.writeHead(200, { ...CORS, 'Content-Type': 'image/gif' });
      response.end(GIF);
    } else if (url.pathname.endsWith('/api/send')) {
      response.writeHead(200, { ...CORS, 'Content-Type': 'application/json' });
      response.end('{}');
    } else {
      response.writeHead(202, { ...CORS, 'Content-Type': 'text/plain' });
      response.end('ok');
    }
  });
});

// Idle connections are the browsers' to close (scripts/static-server.mjs says why): a count
// posted as the server closed its connection would be lost, and a post is not sent again.
server.keepAliveTimeout = 0;
server.listen(0, '127.0.0.1', () => {
  // Listening on a TCP port: its address is an AddressInfo.
  const { port } = /** @type {AddressInfo} */ (server.address());
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));
