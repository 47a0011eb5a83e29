// Every page the build wrote is valid HTML by the W3C Nu HTML Checker (npm's vnu-jar, run with
// Java), the checker browsers' makers and the WHATWG use: one run for all pages of the site.
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

import { ROOT } from '../support/paths';
import { withSource } from './support/provenance';
import { CONTENT_DIR, publicDir } from './support/site';
import { ALL_PAGES, caseStudies, DEFAULT_LANG, LANGUAGES, routeIn } from './support/content';

interface NuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The folders whose files the build copies into the site as they are. */
const STATIC_DIRS = [path.join(ROOT, 'static'), path.join(CONTENT_DIR, '..', 'static')];

/** Every page the build wrote, relative to `root`. */
function builtPages(root: string): string[] {
  return (
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      // Gatsby's script slice is a fragment that the build splices into every page, not a page;
      // a file of static/ (a search engine's verification file) is the owner's, copied as it is.
      .filter((file) => !file.startsWith('_gatsby/'))
      .filter((file) => !STATIC_DIRS.some((dir) => fs.existsSync(path.join(dir, file))))
      .sort()
  );
}

/**
 * Runs the checker on every page; resolves with its messages, file by file. A message about no
 * page it was given (a file it could not read) fails the run.
 */
function check(root: string, files: string[]): Promise<Map<string, NuMessage[]>> {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  // A run of seconds: Java's first compiler alone halves the checker's CPU (the second one's
  // work never pays off so soon), and its larger frames want a larger stack than the default.
  const java = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-jar', jar];
  const args = [...java, '--format', 'json', '--stdout', '--exit-zero-always', ...files];
  return new Promise((resolve, reject) => {
    execFile('java', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`The Nu checker did not run: ${error.message}`));
      const byFile = new Map<string, NuMessage[]>(files.map((file) => [file, []]));
      for (const message of (JSON.parse(stdout) as { messages: NuMessage[] }).messages) {
        const file = path.relative(root, fileURLToPath(message.url));
        const messages = byFile.get(file);
        if (!messages || message.type === 'non-document-error') {
          return reject(new Error(`The Nu checker could not check ${file}: ${message.message}`));
        }
        messages.push(message);
      }
      resolve(byFile);
    });
  });
}

/** The file a route's page is built into: '/' is index.html, '/resume' resume/index.html. */
const fileOf = (route: string) => path.join(route.slice(1), 'index.html');

/** A case study page's Markdown file, as the owner names it, or null for another page. */
function caseStudyFileOf(page: string): string | null {
  const found = LANGUAGES.flatMap((lang) =>
    caseStudies.map(({ route, study }) => ({ lang, route: routeIn(route, lang), study })),
  ).find(({ route }) => fileOf(route) === page);
  if (!found) return null;
  const own = path.join(
    'translations',
    found.lang,
    'case-studies',
    path.basename(found.study.text),
  );
  return `content/${found.lang !== DEFAULT_LANG && fs.existsSync(path.join(CONTENT_DIR, own)) ? own : found.study.text}`;
}

/**
 * A message as a reader wants it: the line, the problem and the markup it is about, and the
 * content it comes from where that can be told: a text, or a case study's Markdown.
 */
const describeMessage = (page: string) => (message: NuMessage) => {
  const said = `line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`;
  const sourced = withSource(said, (message.extract ?? '').replace(/<[^>]*>/g, ' '));
  const markdown = caseStudyFileOf(page);
  return sourced === said && markdown ? `${said} (in the case study's text, ${markdown})` : sourced;
};

/** The pages the content asks for: every route and the 404 page, in every language. */
const EXPECTED = [
  ...ALL_PAGES.map(fileOf),
  ...LANGUAGES.map((lang) => (lang === DEFAULT_LANG ? '404.html' : path.join(lang, '404.html'))),
];

describe('valid HTML (W3C Nu checker)', () => {
  let pages: string[];
  let results: Map<string, NuMessage[]>;
  beforeAll(async () => {
    const root = publicDir();
    pages = builtPages(root);
    results = await check(root, pages);
  }, 120_000);

  /** The checker's errors on a page (fatal errors are errors too: their subType says fatal). */
  const errorsOn = (page: string) =>
    (results.get(page) ?? [])
      .filter((message) => message.type === 'error')
      .map(describeMessage(page));

  test('checks every route and the 404 page, in every language', () => {
    expect(pages).toEqual(expect.arrayContaining(EXPECTED));
  });

  test.each(EXPECTED)('%s has no error', (page) => {
    expect(errorsOn(page)).toEqual([]);
  });

  test('every other page the build wrote has no error', () => {
    const others = pages.filter((page) => !EXPECTED.includes(page));
    expect(others.flatMap((page) => errorsOn(page).map((error) => `${page}: ${error}`))).toEqual(
      [],
    );
  });
});
