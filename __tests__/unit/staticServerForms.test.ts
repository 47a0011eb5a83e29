/** @jest-environment node */
// The static server's forms (scripts/static-server.mjs): a post is answered as Netlify Forms
// answers it, on a tiny site. The server runs in a child process, as the end-to-end tests run it:
// it is an ES module, which jest's CommonJS runtime cannot load.
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { ROOT } from '../support/paths';

const SERVER = pathToFileURL(path.join(ROOT, 'scripts', 'static-server.mjs')).href;
const SERVE = path.join(ROOT, '__tests__', 'e2e', 'support', 'serve.mjs');
// startStaticServer with the options of STATIC_SERVER_OPTIONS; prints {"url"}, then, once its
// stdin closes, the submissions it returned.
const START = `
import { startStaticServer } from ${JSON.stringify(SERVER)};
const { url, close, submissions } = await startStaticServer(
  JSON.parse(process.env.STATIC_SERVER_OPTIONS),
);
process.stdout.write(JSON.stringify({ url }) + '\\n');
process.stdin.resume();
process.stdin.on('end', () =>
  close().then(() => process.stdout.write(JSON.stringify(submissions) + '\\n', () => process.exit(0))),
);
`;

const FORM =
  '<form name="contact" method="post" action="/contact/sent" data-netlify="true" ' +
  'data-netlify-honeypot="bot-field"><input type="hidden" name="form-name" value="contact">' +
  '<p hidden><label>Leave empty <input name="bot-field"></label></p><input name="name">' +
  '<input name="email" type="email"><textarea name="message"></textarea></form>';
// The same form in another language, with a bare `netlify` and one more field.
const FORM_ES =
  '<form name="contact" method="post" netlify netlify-honeypot="bot-field">' +
  '<input type="hidden" name="form-name" value="contact"><input name="bot-field">' +
  '<select name="topic"><option>Trabajo</option></select></form>';
const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><p>Home page</p>',
  '404.html': '<!doctype html><title>Missing</title><p>Nothing here</p>',
  'contact/index.html': `<!doctype html><title>Contact</title>${FORM}`,
  'contact/sent/index.html': '<!doctype html><title>Sent</title><p>Thanks, message sent</p>',
  'es/contact/index.html': `<!doctype html><title>Contacto</title>${FORM_ES}`,
  // The editor's pages are no site's: Netlify reads no form there.
  'admin/index.html': '<form name="editor" data-netlify="true"><input name="x"></form>',
  // Gatsby's page data has folders named as pages.
  'page-data/404.html/page-data.json': '{}',
  _headers: '/*\n  X-Test: yes\n',
};

interface Submission {
  form: string;
  path: string;
  fields: Record<string, string | string[]>;
  receivedAt: string;
}
interface Running {
  child: ChildProcess;
  url: string;
  /** Closes the server; resolves to the submissions it returned, when it says them. */
  stop: () => Promise<Submission[] | undefined>;
}

let dir: string;
let site: string;
const running: Running[] = [];

/** Runs `node args` (a server printing {"url"} first); resolves once it listens. */
function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = () => output.split('\n').filter(Boolean);
  const stop = () =>
    new Promise<Submission[] | undefined>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => {
        const last = lines()[1];
        resolve(last ? (JSON.parse(last) as Submission[]) : undefined);
      });
      child.stdin?.end();
    });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`The server exited (${code})`)));
    const listening = () => {
      if (!output.includes('\n')) return;
      child.stdout?.off('data', listening);
      const server = { child, url: (JSON.parse(lines()[0]) as { url: string }).url, stop };
      running.push(server);
      resolve(server);
    };
    child.stdout?.on('data', listening);
  });
}

/** The server of scripts/static-server.mjs with these options, beside the test site. */
const start = (options: Record<string, unknown>) =>
  run(['--input-type=module', '-e', START], {
    STATIC_SERVER_OPTIONS: JSON.stringify({ root: site, port: 0, ...options }),
  });

/** The JSON lines of a form log; none when it was never written. */
const logOf = (file: string): Submission[] =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Submission)
    : [];

const urlencoded = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const GOOD = {
  'form-name': 'contact',
  'bot-field': '',
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Hello there',
  undeclared: 'dropped',
};

let main: Running;
let log: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-forms-'));
  site = path.join(dir, 'site');
  for (const [file, text] of Object.entries(PAGES)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  }
  log = path.join(dir, 'logs', 'forms.jsonl');
  main = await start({ formLog: log });
});

afterAll(async () => {
  await Promise.all(running.map(({ stop }) => stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a good post is answered with the page at its address, and recorded', async () => {
  const response = await fetch(`${main.url}/contact/sent`, urlencoded(GOOD));
  expect(response.status).toBe(200);
  expect(response.headers.get('x-test')).toBe('yes');
  expect(await response.text()).toContain('Thanks, message sent');
  const lines = logOf(log);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toEqual({
    form: 'contact',
    path: '/contact/sent',
    fields: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
    receivedAt: expect.any(String),
  });
  expect(Number.isNaN(Date.parse(lines[0].receivedAt))).toBe(false);
});

test("a multipart post is read too, and another language's form adds its fields", async () => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ 'form-name': 'contact', name: 'Bo', topic: 'T' }))
    body.append(name, value);
  const before = logOf(log).length;
  const response = await fetch(`${main.url}/contact/sent`, { method: 'POST', body });
  expect(response.status).toBe(200);
  expect(logOf(log).slice(before)).toEqual([
    expect.objectContaining({ fields: { name: 'Bo', topic: 'T' } }),
  ]);
});

test('a filled honeypot is answered as a success, and dropped', async () => {
  const before = logOf(log).length;
  const response = await fetch(
    `${main.url}/contact/sent`,
    urlencoded({ ...GOOD, 'bot-field': 'I am a bot' }),
  );
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Thanks, message sent');
  expect(logOf(log)).toHaveLength(before);
});

test.each([
  ['an unknown form', { ...GOOD, 'form-name': 'newsletter' }],
  ['no form name', { name: 'Ada', message: 'Hello' }],
  ['a form of the editor', { 'form-name': 'editor', x: '1' }],
])('a post of %s is answered with the 404 page', async (_, fields) => {
  const before = logOf(log).length;
  const response = await fetch(`${main.url}/contact/sent`, urlencoded(fields));
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Nothing here');
  expect(logOf(log)).toHaveLength(before);
});

test('a post to an address without a page is recorded, and answered with the 404 page', async () => {
  const before = logOf(log).length;
  const response = await fetch(`${main.url}/contact/nowhere`, urlencoded(GOOD));
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Nothing here');
  expect(logOf(log).slice(before)).toEqual([expect.objectContaining({ path: '/contact/nowhere' })]);
});

test('a body of another type is refused with 415', async () => {
  const response = await fetch(`${main.url}/contact/sent`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'form-name=contact',
  });
  expect(response.status).toBe(415);
});

test('a GET is answered as before', async () => {
  const response = await fetch(`${main.url}/contact/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-test')).toBe('yes');
  expect(await response.text()).toContain('name="bot-field"');
});

test('a body over the limit is refused with 413, and not recorded', async () => {
  const small = await start({ formLog: path.join(dir, 'small.jsonl'), formBodyLimit: 2000 });
  const fits = await fetch(`${small.url}/contact/sent`, urlencoded(GOOD));
  expect(fits.status).toBe(200);
  const response = await fetch(
    `${small.url}/contact/sent`,
    urlencoded({ ...GOOD, message: 'x'.repeat(5000) }),
  );
  expect(response.status).toBe(413);
  expect(logOf(path.join(dir, 'small.jsonl'))).toHaveLength(1);
  expect(await small.stop()).toEqual([expect.objectContaining({ fields: expect.any(Object) })]);
});

test('under a path prefix, serve.mjs records a post to its log', async () => {
  const prefixLog = path.join(dir, 'prefix', 'forms.jsonl');
  const prefixed = await run([SERVE, site, '/portfolio', prefixLog]);
  const response = await fetch(`${prefixed.url}/contact/sent`, urlencoded(GOOD));
  expect(prefixed.url).toMatch(/\/portfolio$/);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Thanks, message sent');
  expect(logOf(prefixLog)).toEqual([
    expect.objectContaining({ form: 'contact', path: '/portfolio/contact/sent' }),
  ]);
});

test('the server returns the submissions it recorded', async () => {
  const recorded = logOf(log);
  expect(recorded.length).toBeGreaterThan(0);
  expect(await main.stop()).toEqual(recorded);
});
