/** @jest-environment node */
// The HTTP Observatory scoring the end-to-end grade relies on: the site's own headers, and what
// each weakening of them costs by the published table.
import { contentSecurityPolicy, securityHeaders } from '../../src/build/headers';
import { observatoryGrade } from '../support/observatory';

const ORIGIN = 'https://example.com';
const PAGE = '<!doctype html><script src="/app.js"></script>';
const HASH = "'sha256-AAAA'";

/** The site's headers, with lower-case names, some of them changed or removed. */
function siteHeaders(changes: Record<string, string | null> = {}): Record<string, string> {
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

test.each([
  ['without a CSP', { 'content-security-policy': null }, 75, 'B'],
  ['without HSTS', { 'strict-transport-security': null }, 80, 'B+'],
  ['with HSTS under six months', { 'strict-transport-security': 'max-age=86400' }, 110, 'A+'],
  ['without nosniff', { 'x-content-type-options': null }, 115, 'A+'],
  ['with a leaky referrer policy', { 'referrer-policy': 'unsafe-url' }, 110, 'A+'],
  ['without CORP', { 'cross-origin-resource-policy': null }, 110, 'A+'],
  ['with a cookie', { 'set-cookie': 'id=1' }, 80, 'B+'],
  [
    "with 'unsafe-inline' scripts",
    { 'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline'" },
    80,
    'B+',
  ],
  [
    "with 'unsafe-eval' scripts",
    { 'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-eval'" },
    105,
    'A+',
  ],
  [
    'with scripts over http',
    { 'content-security-policy': "default-src 'none'; script-src http://cdn.example.org" },
    80,
    'B+',
  ],
  [
    'with images over http',
    { 'content-security-policy': "default-src 'none'; img-src http://img.example.org" },
    105,
    'A+',
  ],
  [
    'with https: as a script source',
    { 'content-security-policy': "default-src 'none'; script-src https:" },
    80,
    'B+',
  ],
])('%s it scores %i', (_, changes, score, expected) => {
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
