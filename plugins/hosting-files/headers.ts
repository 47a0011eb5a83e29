// Writes public/_headers for Netlify-style hosts (Netlify, Cloudflare Pages): strict security
// headers on every path, a Content-Security-Policy that allows Gatsby's inline scripts by
// their hashes, and cache headers as Gatsby's caching guide says. Our own: no maintained
// plugin hashes the finished pages' scripts into a header (a meta CSP cannot set frame-ancestors).
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { CONTACT_CARD_PATH, EDITOR_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import { SEARCH_FIELD_ATTRIBUTE } from '../../src/shared/search';
import {
  cacheRules,
  headersText,
  joinRules,
  ownPolicyRules,
  pagePolicyRules,
  YEAR_SECONDS,
  type HeaderRules,
} from '../shared/headerRules';

/** Hosts the site itself embeds; nothing else is allowed. */
const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
// The types a browser runs, in any letter case (no type at all is JavaScript too).
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** The CSP hash source ('sha256-…') of every inline script that a browser would execute. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT_TAG)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes]) => EXECUTABLE_TYPE.test(SCRIPT_TYPE.exec(attributes)?.[1] ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** Script that no hash can allow: inline event handlers and javascript: URLs. */
export function unhashableScript(html: string): string[] {
  const found = [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((match) => match[1]);
  if (/(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) found.push('javascript: URL');
  return found;
}

/**
 * Where the contact form posts: this site (the host's form service), the origin of the owner's
 * endpoint, or nowhere (no form).
 */
export type FormTarget = "'self'" | `https://${string}` | null;

/** The form's target as the content names it: site.json's contact.via. */
export function formTargetOf(via: string | undefined): FormTarget {
  if (!via || via === 'mail') return null;
  if (via === 'netlify') return "'self'";
  return new URL(via).origin as FormTarget;
}

/** What a visit counter needs the policy to allow (plugins/shared/counters.ts). */
export interface CounterSources {
  script: readonly string[];
  connect: readonly string[];
}
const NO_COUNTER: CounterSources = { script: [], connect: [] };

/**
 * The Content-Security-Policy for pages whose inline scripts have these hashes, whose content
 * names images on these other https origins (an icon or poster given as a URL), whose contact
 * form posts to this target (posted by the browser, or sent in place by script), and whose
 * visits a counter counts.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  imageOrigins: readonly string[] = [],
  formTarget: FormTarget = null,
  counter: CounterSources = NO_COUNTER,
): string {
  const elsewhere = formTarget && formTarget !== "'self'" ? [formTarget] : [];
  return [
    // Firefox checks <link rel="prefetch"> (Gatsby's prefetch of the next page's data) against
    // default-src alone, so it allows this site; every other kind of load is named below.
    "default-src 'self'",
    ["script-src 'self'", ...[...new Set(scriptHashes)].sort(), ...counter.script].join(' '),
    // Emotion's styles, the toast library's and the style attributes could be hashed, but
    // their hashes would take this line past the 2,000 characters Cloudflare Pages accepts.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self'", ...new Set(imageOrigins)].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...new Set([...elsewhere, ...counter.connect])].join(' '),
    "manifest-src 'self'",
    "media-src 'none'",
    "worker-src 'none'",
    `frame-src ${VIDEO_PLAYER_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formTarget ?? "'none'"}`,
    "object-src 'none'",
  ].join('; ');
}

/**
 * The headers every path gets, and the page's policy when one is given. No
 * Cross-Origin-Opener-Policy: it protects windows holding something to leak (the public pages
 * have no sign-in or cookie, and the contact form's text is the visitor's own) and costs every visit from another site a fresh renderer
 * process (docs/performance.md). Add it back with a sign-in.
 */
export function securityHeaders(csp?: string): Record<string, string> {
  return {
    ...(csp && { 'Content-Security-Policy': csp }),
    'Strict-Transport-Security': `max-age=${YEAR_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    // Nothing of this site is meant to be loaded by another site's pages (link previews are
    // fetched by servers, which this does not concern).
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The policy of the search page: the search engine compiles its WebAssembly, which a policy
 *  with a script-src must allow by name (plugins/search-index). Nothing else changes. */
export const withWebAssembly = (csp: string): string =>
  csp.replace(/(^|; )script-src 'self'/, "$1script-src 'self' 'wasm-unsafe-eval'");

/** A page that holds the search field: the search page of a language. */
const SEARCH_FIELD = new RegExp(`<[a-z]+\\s[^>]*\\b${SEARCH_FIELD_ATTRIBUTE}(?:=|\\s|>)`);

/** The editor's files (plugins/content-editor): they carry a policy of their own. */
const inEditor = (file: string) => `/${file}`.startsWith(`${EDITOR_PATH}/`);

// A 404 page is also served at every missing address, which no page's rule names.
const NOT_FOUND_PAGE = /(^|\/)404(?:\.html|\/index\.html)$/;
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
const CHARSET_META = /<meta charset="utf-8"\s*\/?>/i;

/**
 * The page with the policy in a <meta> element, right after its charset (which must stay in
 * the first 1,024 bytes). Without frame-ancestors, which a <meta> cannot give: X-Frame-Options
 * on every path keeps the page out of frames.
 */
export function withPolicyMeta(html: string, csp: string): string {
  const policy = csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const page = html.replace(POLICY_META, '');
  return CHARSET_META.test(page)
    ? page.replace(CHARSET_META, (charset) => `${charset}${meta}`)
    : page.replace(/<head>/i, `<head>${meta}`);
}

/**
 * Reads every built page, and writes public/_headers. Throws when a page holds script that a
 * hash cannot allow, so a policy that would break the page is never published. The editor's
 * files are left to its own rules (plugins/content-editor).
 */
export function writeHeaders(
  publicDir: string,
  prefix = '',
  imageOrigins: readonly string[] = [],
  formTarget: FormTarget = null,
  counter: CounterSources = NO_COUNTER,
): { csp: string; rules: number } {
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !inEditor(file));
  const pages = files.filter((name) => name.endsWith('.html'));
  const hashes: string[] = [];
  const searchPages = new Set<string>();
  for (const file of pages) {
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    if (SEARCH_FIELD.test(html)) searchPages.add(file);
    const unsafe = unhashableScript(html);
    if (unsafe.length > 0) {
      throw new Error(
        `${file} holds script that the Content-Security-Policy cannot allow: ${unsafe.join(', ')}`,
      );
    }
    hashes.push(...inlineScriptHashes(html));
  }
  const csp = contentSecurityPolicy(hashes, imageOrigins, formTarget, counter);
  for (const file of pages.filter((name) => NOT_FOUND_PAGE.test(name))) {
    const at = path.join(publicDir, file);
    fs.writeFileSync(at, withPolicyMeta(fs.readFileSync(at, 'utf8'), csp));
  }
  const rules: HeaderRules = joinRules(
    { [`${prefix}/*`]: securityHeaders() },
    pagePolicyRules(
      pages.filter((page) => !searchPages.has(page)),
      csp,
      prefix,
    ),
    cacheRules(
      files.filter((file) => !searchPages.has(file)),
      prefix,
    ),
    ownPolicyRules([...searchPages], files, withWebAssembly(csp), prefix),
    {
      // The resume for tools and the contact card: their types said outright, whatever the host
      // would guess.
      ...Object.fromEntries(
        files
          .filter((file) => `/${file}`.endsWith(JSON_RESUME_PATH))
          .map((file) => [
            `${prefix}/${file}`,
            { 'Content-Type': 'application/json; charset=utf-8' },
          ]),
      ),
      [prefix + CONTACT_CARD_PATH]: { 'Content-Type': 'text/vcard; charset=utf-8' },
    },
  );
  fs.writeFileSync(path.join(publicDir, '_headers'), headersText(rules));
  return { csp, rules: Object.keys(rules).length };
}
