/** @jest-environment node */
// Every form of every page's address (/x, /x/, /x/index.html and /x/index; /404.html and /404)
// has exactly the pages' policy, with the _headers that writeHeaders writes read by Netlify's own
// parser and matched as Netlify matches it (it serves the last matching rule's value) and as
// Cloudflare Pages does (it joins every matching rule's value). Cloudflare redirects three of the
// forms to /x/ with a 308; they are held to one policy all the same, which is what the rules give.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeHeaders } from '../../../plugins/hosting-files/headers';
import { addressesOf, cloudflareMatches } from '../../support/hostHeaders';
import { ROOT } from '../../support/paths';

// @netlify/headers-parser is an ES module, which jest's CommonJS runtime cannot load: it runs in a
// child process, which prints each rule's path, its pattern and its headers.
const PARSE = `
import { parseAllHeaders } from '@netlify/headers-parser';
const { headers, errors } = await parseAllHeaders({ headersFiles: [process.argv[1]] });
if (errors.length > 0) throw errors[0];
const rules = headers.map(({ for: at, forRegExp, values }) =>
  ({ at, source: forRegExp.source, flags: forRegExp.flags, values }));
process.stdout.write(JSON.stringify(rules));
`;

interface ParsedRule {
  at: string;
  source: string;
  flags: string;
  values: Record<string, string>;
}

/** The rules of a _headers file as Netlify's parser reads them, in the file's order. */
function netlifyRules(file: string): ParsedRule[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', PARSE, file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as ParsedRule[];
}

const POLICY = 'Content-Security-Policy';

/** The policies each host gives an address: every matching rule's, in the file's order. */
function policiesAt(rules: readonly ParsedRule[], at: string) {
  const values = (matches: (rule: ParsedRule) => boolean) =>
    rules
      .filter((rule) => matches(rule) && POLICY in rule.values)
      .map((rule) => rule.values[POLICY]);
  return {
    netlify: values((rule) => new RegExp(rule.source, rule.flags).test(at)),
    cloudflare: values((rule) => cloudflareMatches(rule.at, at)),
  };
}

// Two further languages, a folder of pages that is no page itself (projects/), a page inside
// another (contact/sent), 404 pages as files and folders, a Gatsby slice, and a page whose
// folder holds a page named "index…" (notes/indexing), whose /notes/index* would take it in.
const PAGES = [
  'index.html',
  '404.html',
  '404/index.html',
  'resume/index.html',
  'videos/index.html',
  'contact/index.html',
  'contact/sent/index.html',
  'projects/one/index.html',
  'projects/two/index.html',
  'notes/index.html',
  'notes/indexing/index.html',
  '_gatsby/slices/_gatsby-scripts-1.html',
  ...['es', 'ar'].flatMap((lang) =>
    [
      'index.html',
      '404.html',
      '404/index.html',
      'resume/index.html',
      'contact/sent/index.html',
      'projects/one/index.html',
    ].map((file) => `${lang}/${file}`),
  ),
];

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A built site of PAGES and a PDF beside the resume, with its _headers written. */
function builtSite(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'header-forms-'));
  sites.push(dir);
  for (const file of [...PAGES, 'resume.pdf']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '<html><script>page()</script></html>');
  }
  const { csp } = writeHeaders(dir, prefix);
  return { csp, rules: netlifyRules(path.join(dir, '_headers')) };
}

describe.each(['', '/portfolio'])(
  'the policy at every form of an address (prefix "%s")',
  (prefix) => {
    let csp: string;
    let rules: ParsedRule[];
    beforeAll(() => ({ csp, rules } = builtSite(prefix)));

    test("each form of each page has exactly the pages' policy, as Netlify and Cloudflare read it", () => {
      const forms = PAGES.flatMap((file) => addressesOf(file, prefix));
      expect(forms).toEqual(expect.arrayContaining([`${prefix}/resume/index`, `${prefix}/404`]));
      for (const at of forms) {
        const { netlify, cloudflare } = policiesAt(rules, at);
        // Netlify serves one value whatever the number of rules; each must be the pages' policy.
        expect({ at, netlify: [...new Set(netlify)], cloudflare }).toEqual({
          at,
          netlify: [csp],
          cloudflare: [csp],
        });
      }
      const pdf = `${prefix}/resume.pdf`;
      expect({ pdf, ...policiesAt(rules, pdf) }).toEqual({ pdf, netlify: [], cloudflare: [] });
    });

    test("a page's file is one rule at both of its names, unless a page beside it starts with index", () => {
      const paths = rules.map((rule) => rule.at);
      expect(paths).toEqual(
        expect.arrayContaining([
          `${prefix}/resume/index*`,
          `${prefix}/:lang/resume/index*`,
          `${prefix}/notes/index.html`,
          `${prefix}/notes/index`,
        ]),
      );
      expect(paths).not.toContain(`${prefix}/resume/index.html`);
      expect(paths).not.toContain(`${prefix}/notes/index*`);
    });
  },
);
