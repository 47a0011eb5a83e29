// The MDN HTTP Observatory's published scoring, for the tests it runs on one response's headers
// and HTML: start at 100, add each test's modifier, and add the bonuses (positive modifiers)
// only when the score without them is at least 90. A+ is 100 and more.
// Simplified where they do not apply to this site: the redirection test (http to https on the
// same host) depends on the host, not on the site (the hosts it deploys to pass it with 0); a
// policy in <meta http-equiv> and 'strict-dynamic' are not read (the site sends its policy as a
// header, without it); and any cookie counts -20, where the table goes from -40 to +5 by the
// cookie's flags (the site sets none).

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's outcome and its modifier, e.g. "csp: unsafe-inline in style-src only (0)". */
  modifiers: string[];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

const BROAD = new Set([
  '*',
  'http:',
  'https:',
  'ftp:',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const INSECURE_SCHEME = /^(http|ftp):/i;
/** Directives that load passive content: insecure sources there cost less. */
const PASSIVE = new Set(['img-src', 'media-src']);
/** Directives that load nothing, so their sources are not checked for insecure schemes. */
const NOT_LOADING = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

type Directives = Map<string, Set<string>>;

function parseCsp(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) {
      directives.set(name.toLowerCase(), new Set(sources));
    }
  }
  return directives;
}

function cspTest(csp: Directives | undefined): [string, number] {
  if (!csp) return ['not implemented', -25];
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  const objects = fallback('object-src');
  // A hash or nonce makes browsers ignore 'unsafe-inline' beside it.
  for (const list of [scripts, styles]) {
    if ([...list].some((source) => HASH_OR_NONCE.test(source))) list.delete("'unsafe-inline'");
  }
  const broadOrInline = (source: string) => BROAD.has(source) || UNSAFE_INLINE.has(source);
  if ([...scripts].some(broadOrInline) || [...objects].some((source) => BROAD.has(source))) {
    return ['unsafe-inline or broad sources for scripts or objects', -20];
  }
  const insecure = (passive: boolean) =>
    [...csp].some(
      ([name, sources]) =>
        !NOT_LOADING.has(name) &&
        PASSIVE.has(name) === passive &&
        [...sources].some((source) => INSECURE_SCHEME.test(source)),
    );
  if (insecure(false)) return ['active content over http or ftp', -20];
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) return ['unsafe-eval', -10];
  if (insecure(true)) return ['images or media over http or ftp', -10];
  if ([...styles].some(broadOrInline)) return ['unsafe-inline in style-src only', 0];
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return ["default-src 'none'", 10];
  return ['no unsafe sources', 5];
}

function hstsTest(value: string | undefined): [string, number] {
  if (!value) return ['not implemented', -20];
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) return ['invalid', -20];
  return Number(maxAge[1]) >= 15768000 ? ['at least six months', 0] : ['under six months', -10];
}

function referrerTest(value: string | undefined): [string, number] {
  if (!value) return ['not implemented', 0];
  const last =
    value
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .pop() ?? '';
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      last,
    )
  ) {
    return ['private', 5];
  }
  return ['unsafe', -5];
}

function frameTest(value: string | undefined, csp: Directives | undefined): [string, number] {
  const ancestors = csp?.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source))) {
    return ['via CSP frame-ancestors', 5];
  }
  if (!value) return ['not implemented', -20];
  return /^(deny|sameorigin)$/i.test(value.trim()) ? ['DENY or SAMEORIGIN', 0] : ['invalid', -20];
}

function corpTest(value: string | undefined): [string, number] {
  if (!value) return ['not implemented', 0];
  const policy = value.trim().toLowerCase();
  if (policy === 'same-origin' || policy === 'same-site') return [policy, 10];
  return policy === 'cross-origin' ? ['cross-origin', 0] : ['invalid', -5];
}

function sriTest(html: string, origin: string): [string, number] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((match) => match[1]);
  const external = sources.filter((src) => new URL(src, origin).origin !== origin);
  if (external.length === 0) return ['scripts from this origin only', 0];
  return external.every((src) => src.startsWith('https://'))
    ? ['external scripts over https, no SRI', -5]
    : ['external scripts over http', -50];
}

/**
 * Grades one response: `headers` with lower-case names, as fetch and Playwright give them,
 * and the page's HTML, served from `origin`.
 */
export function observatoryGrade(
  headers: Record<string, string>,
  html: string,
  origin: string,
): ObservatoryResult {
  const policy = headers['content-security-policy'];
  const csp = policy ? parseCsp(policy) : undefined;
  const tests: [string, [string, number]][] = [
    ['csp', cspTest(csp)],
    ['cookies', headers['set-cookie'] ? ['set', -20] : ['none', 0]],
    ['cors', headers['access-control-allow-origin'] ? ['allowed', 0] : ['not implemented', 0]],
    ['corp', corpTest(headers['cross-origin-resource-policy'])],
    ['referrer-policy', referrerTest(headers['referrer-policy'])],
    ['hsts', hstsTest(headers['strict-transport-security'])],
    ['sri', sriTest(html, origin)],
    [
      'x-content-type-options',
      headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
        ? ['nosniff', 0]
        : ['not implemented', -5],
    ],
    ['x-frame-options', frameTest(headers['x-frame-options'], csp)],
  ];
  const penalties = tests.reduce((sum, [, [, modifier]]) => sum + Math.min(modifier, 0), 100);
  const bonuses = tests.reduce((sum, [, [, modifier]]) => sum + Math.max(modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return {
    score,
    grade,
    modifiers: tests.map(([name, [outcome, modifier]]) => `${name}: ${outcome} (${modifier})`),
  };
}
