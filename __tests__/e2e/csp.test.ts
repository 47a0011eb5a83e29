// The Content-Security-Policy that the build writes to _headers (the test server sends it, as
// the host will): one policy at every address a page answers to, as the hosts read the file and
// as the test server answers, and in the 404 page itself. That it blocks nothing the site does
// is csp-in-use.test.ts's.
import fs from 'fs';
import path from 'path';
import { addressesOf, parseHeaders, servedAt } from '../support/hostHeaders';
import { openPage } from './support/browser';
import { origin, PREFIX, publicDir, urlOf } from './support/site';
import { UNKNOWN_PATH } from './support/config';
import { SEARCH_ROUTES } from './support/search';
import { withWebAssembly } from '../../plugins/hosting-files/headers';

/** Every HTML file of the built site, the editor's aside: the pages and the 404 files. */
function builtPages(): string[] {
  return fs
    .readdirSync(publicDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir(), path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('admin/'));
}

/** Whether a built file is a language's search page. */
const isSearchFile = (file: string) =>
  SEARCH_ROUTES.some((route) => file === `${route.slice(1)}/index.html`);
const hasSearchPage = () => builtPages().some(isSearchFile);

describe('Content-Security-Policy', () => {
  test('is sent with every page', async () => {
    const visit = await openPage('/');
    const policy = (await visit.response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'self';/);
    // The site's own scripts by hash, then a visit counter's script where the owner names one.
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+( https:\/\/[^\s;]+)*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test('is one policy at every address a page or the editor answers to, as Netlify and Cloudflare read _headers, in at most 100 rules', async () => {
    const text = fs.readFileSync(path.join(publicDir(), '_headers'), 'utf8');
    const rules = parseHeaders(text);
    expect(rules.length).toBeLessThanOrEqual(100);
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(4);
    const policies = new Set<string>();
    const searchPolicies = new Set<string>();
    for (const page of pages) {
      for (const at of addressesOf(page, PREFIX)) {
        const { netlify, cloudflare } = servedAt(rules, at, 'Content-Security-Policy');
        expect({ at, netlify: netlify.length, cloudflare: cloudflare.length }).toEqual({
          at,
          netlify: 1,
          cloudflare: 1,
        });
        (isSearchFile(page) ? searchPolicies : policies).add(cloudflare[0]).add(netlify[0]);
      }
    }
    // The pages' one policy, the search pages' with WebAssembly and nothing else, and the
    // editor's own at its addresses.
    expect(policies.size).toBe(1);
    expect([...searchPolicies]).toEqual(hasSearchPage() ? [withWebAssembly([...policies][0])] : []);
    for (const at of ['/admin', '/admin/', '/admin/index.html'].map((one) => PREFIX + one)) {
      const { netlify, cloudflare } = servedAt(rules, at, 'Content-Security-Policy');
      expect(cloudflare).toHaveLength(1);
      expect(netlify).toEqual(cloudflare);
      expect(cloudflare[0]).toMatch(/'unsafe-eval'/);
      expect(policies.has(cloudflare[0])).toBe(false);
    }
    // As the test server sends it, at a page's file name too.
    const fileName = await fetch(urlOf('/index.html'));
    expect(fileName.headers.get('content-security-policy')).toBe([...policies][0]);
  });

  test("is the pages' policy, once, at every form of every page's address on the test server, or a redirect to one that has it", async () => {
    const rules = parseHeaders(fs.readFileSync(path.join(publicDir(), '_headers'), 'utf8'));
    // The pages' policy: the one value of every rule but the editor's.
    const [policy, ...others] = new Set(
      rules
        .filter((rule) => !rule.path.startsWith(`${PREFIX}/admin`))
        .flatMap((rule) => rule.headers.filter(([name]) => name === 'Content-Security-Policy'))
        .map(([, value]) => value),
    );
    // The search pages' policy is the pages' with WebAssembly.
    expect(others).toEqual(hasSearchPage() ? [withWebAssembly(policy)] : []);
    // /x, /x/, /x/index.html and /x/index; /404.html and /404.
    for (const page of builtPages()) {
      for (const at of addressesOf(page, PREFIX)) {
        const expected = isSearchFile(page) ? withWebAssembly(policy) : policy;
        let answer = await fetch(`${origin()}${at}`, { redirect: 'manual' });
        const location =
          answer.status >= 300 && answer.status < 400 && answer.headers.get('location');
        if (location) answer = await fetch(new URL(location, origin()), { redirect: 'manual' });
        // Two rules' policies would be joined into one header: equal to the one policy, it is one.
        expect({
          at,
          status: answer.status,
          policy: answer.headers.get('content-security-policy'),
        }).toEqual({ at, status: 200, policy: expected });
      }
    }
  });

  test('is in the 404 page itself at a missing address, which no rule names', async () => {
    const home = await openPage('/');
    const policy = (await home.response?.allHeaders())?.['content-security-policy'] ?? '';
    const visit = await openPage(UNKNOWN_PATH);
    expect(visit.response?.status()).toBe(404);
    const meta = visit.page.locator('meta[http-equiv="Content-Security-Policy"]');
    // A <meta> cannot give frame-ancestors: X-Frame-Options keeps the page out of frames.
    expect(await meta.getAttribute('content')).toBe(policy.replace("; frame-ancestors 'none'", ''));
    expect((await visit.response?.allHeaders())?.['x-frame-options']).toBe('DENY');
    expect(await visit.cspViolations()).toEqual([]);
  });
});
