/** @jest-environment node */
// The HTTP Observatory scoring the end-to-end grade relies on: the site's own headers, and what
// each weakening of them costs by the published table.
import { contentSecurityPolicy, securityHeaders } from '../../plugins/publishing/headers';
import { observatoryGrade } from '../support/observatory';

const ORIGIN = 'https://example.com';
const PAGE = '<!doctype html><script src="/app.js"></script>';
const HASH = "'sha256-AAAA'";

type Changes = Record<string, string | null>;

/** The site's headers, with lower-case names, some of them changed or removed. */
function siteHeaders(changes: Changes = {}): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(
    securityHeaders(contentSecurityPolicy([HASH])).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  return headers;
}

const grade = (headers: Record<string, string>, html = PAGE) =>
  observatoryGrade(headers, html, ORIGIN);

test("the site's headers score 120, A+", () => {
  expect(grade(siteHeaders())).toMatchObject({ score: 120, grade: 'A+' });
});

test('no header at all scores 30, D', () => {
  // No CSP (-25), no HSTS (-20), no X-Content-Type-Options (-5), no frame protection (-20).
  expect(grade({})).toMatchObject({ score: 30, grade: 'D' });
});

const policy = (rest: string): Changes => ({
  'content-security-policy': `default-src 'none'; ${rest}`,
});

test.each<{ name: string; changes: Changes; score: number; grade: string }>([
  { name: 'without a CSP', changes: { 'content-security-policy': null }, score: 75, grade: 'B' },
  { name: 'without HSTS', changes: { 'strict-transport-security': null }, score: 80, grade: 'B+' },
  {
    name: 'with HSTS under six months',
    changes: { 'strict-transport-security': 'max-age=86400' },
    score: 110,
    grade: 'A+',
  },
  { name: 'without nosniff', changes: { 'x-content-type-options': null }, score: 115, grade: 'A+' },
  {
    name: 'with a leaky referrer policy',
    changes: { 'referrer-policy': 'unsafe-url' },
    score: 110,
    grade: 'A+',
  },
  {
    name: 'without CORP',
    changes: { 'cross-origin-resource-policy': null },
    score: 110,
    grade: 'A+',
  },
  // Any cookie is -20 here (the site sets none); the table's figure depends on its flags.
  { name: 'with a cookie', changes: { 'set-cookie': 'id=1' }, score: 80, grade: 'B+' },
  {
    name: "with 'unsafe-inline' scripts",
    changes: policy("script-src 'self' 'unsafe-inline'"),
    score: 80,
    grade: 'B+',
  },
  {
    name: "with 'unsafe-eval' scripts",
    changes: policy("script-src 'self' 'unsafe-eval'"),
    score: 105,
    grade: 'A+',
  },
  {
    name: 'with https: as a script source',
    changes: policy('script-src https:'),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with scripts over http',
    changes: policy('script-src http://cdn.example.org'),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with frames over http',
    changes: policy('frame-src http://player.example.org'),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with styles from any http: host',
    changes: policy("style-src 'self' http:"),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with images over http',
    changes: policy('img-src http://img.example.org'),
    score: 105,
    grade: 'A+',
  },
])('$name it scores $score, $grade', ({ changes, score, grade: expected }) => {
  expect(grade(siteHeaders(changes))).toMatchObject({ score, grade: expected });
});

test("'unsafe-inline' beside a hash is ignored, as browsers ignore it", () => {
  const policy = `default-src 'none'; script-src 'self' 'unsafe-inline' ${HASH}; frame-ancestors 'none'`;
  expect(grade(siteHeaders({ 'content-security-policy': policy })).score).toBe(130);
});

test('a script from another host costs 5 over https and 50 over http', () => {
  const headers = siteHeaders();
  expect(grade(headers, '<script src="https://cdn.example.org/x.js"></script>').score).toBe(115);
  expect(grade(headers, '<script src="http://cdn.example.org/x.js"></script>').score).toBe(50);
});
