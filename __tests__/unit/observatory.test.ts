/** @jest-environment node */
// The MDN HTTP Observatory's grading, fed offline (__tests__/support/observatory-grade.mjs): the
// site's own headers, and what each weakening of them costs by the Observatory's own table.
import { counterOf, counterSources, type AnalyticsSetting } from '../../plugins/shared/counters';
import { contentSecurityPolicy, securityHeaders } from '../../plugins/hosting-files/headers';
import { observatoryGrades, type ObservatoryResult } from '../support/observatory';

const URL_OF_PAGE = 'http://127.0.0.1:9000/';
const PAGE = '<!doctype html><script src="/app.js"></script>';
const HASH = "'sha256-AAAA'";

type Changes = Record<string, string | null>;

/** The site's headers, with lower-case names, some of them changed or removed. */
function siteHeaders(changes: Changes = {}, counted?: AnalyticsSetting): Record<string, string> {
  const counter = counted && counterSources(counterOf(counted, 'https://www.example.com'));
  const csp = contentSecurityPolicy([HASH], [], null, counter);
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    ...Object.fromEntries(
      Object.entries(securityHeaders(csp)).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  return headers;
}

const policy = (rest: string): Changes => ({
  'content-security-policy': `default-src 'none'; ${rest}`,
});

interface Case {
  name: string;
  headers: Record<string, string>;
  html?: string;
  score: number;
  grade: string;
}

const CASES: Case[] = [
  { name: "the site's headers", headers: siteHeaders(), score: 120, grade: 'A+' },
  // Each visit counter's service, and one hosted by the owner.
  ...(
    [
      { provider: 'plausible' },
      { provider: 'umami', site: '5f0c5e0a-7d1e-4c2b-9a55-3c1d2b7e9f10' },
      { provider: 'goatcounter', site: 'example' },
      { provider: 'cloudflare', site: '0123456789abcdef0123456789abcdef' },
      { provider: 'plausible', address: 'https://stats.example.com' },
    ] as const
  ).map((counted) => ({
    name: `the site's headers, counted by ${counted.provider}${'address' in counted ? " at the owner's server" : ''}`,
    headers: siteHeaders({}, counted),
    score: 120,
    grade: 'A+',
  })),
  // No CSP (-25), no HSTS (-20), no X-Content-Type-Options (-5), no frame protection (-20).
  { name: 'no header at all', headers: { 'content-type': 'text/html' }, score: 30, grade: 'D' },
  {
    name: 'without a CSP',
    headers: siteHeaders({ 'content-security-policy': null }),
    score: 75,
    grade: 'B',
  },
  {
    name: 'without HSTS',
    headers: siteHeaders({ 'strict-transport-security': null }),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with HSTS under six months',
    headers: siteHeaders({ 'strict-transport-security': 'max-age=86400' }),
    score: 110,
    grade: 'A+',
  },
  {
    name: 'with a leaky referrer policy',
    headers: siteHeaders({ 'referrer-policy': 'unsafe-url' }),
    score: 110,
    grade: 'A+',
  },
  {
    name: 'with a session cookie readable by scripts',
    headers: siteHeaders({ 'set-cookie': 'sessionid=1; Secure; SameSite=Lax' }),
    score: 70,
    grade: 'B',
  },
  {
    name: "with 'unsafe-inline' scripts",
    headers: siteHeaders(policy("script-src 'self' 'unsafe-inline'")),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with https: as a script source',
    headers: siteHeaders(policy('script-src https:')),
    score: 80,
    grade: 'B+',
  },
  {
    name: 'with images over http',
    headers: siteHeaders(policy('img-src http://img.example.org')),
    score: 105,
    grade: 'A+',
  },
  {
    name: 'with a script from another host over http',
    headers: siteHeaders(),
    html: '<script src="http://cdn.example.org/x.js"></script>',
    score: 50,
    grade: 'C',
  },
];

let results: ObservatoryResult[];

beforeAll(() => {
  results = observatoryGrades(
    CASES.map(({ headers, html = PAGE }) => ({ headers, html, url: URL_OF_PAGE })),
  );
});

test.each(CASES.map((item, index) => ({ ...item, index })))(
  '$name: $score, $grade',
  ({ index, score, grade }) => {
    expect(results[index]).toMatchObject({ score, grade });
  },
);

test('every Observatory test is run, and named in the result', () => {
  expect(results[0].tests.map((line) => line.split(':')[0]).sort()).toEqual([
    'content-security-policy',
    'cookies',
    'cross-origin-resource-policy',
    'cross-origin-resource-sharing',
    'redirection',
    'referrer-policy',
    'strict-transport-security',
    'subresource-integrity',
    'x-content-type-options',
    'x-frame-options',
  ]);
});
