/** @jest-environment node */
// The search page's policy: the pages' own with WebAssembly allowed, at that page's addresses
// alone, in one rule per language wherever the hosts can read it so.
import fs from 'fs';
import path from 'path';
import { writeHeaders } from '../../../plugins/hosting-files/headers';
import { REVALIDATE } from '../../../plugins/shared/headerRules';
import { builtSite } from '../../support/builtSite';
import { netlifyMatches as matches, parseHeaders, servedAt } from '../../support/hostHeaders';

const page = (route: string, field = false) =>
  `<html><script>window.pagePath="${route}";</script><main>${field ? '<div data-search-field=""><input type="search"></div>' : ''}</main></html>`;

const pages = {
  'index.html': page('/'),
  'resume/index.html': page('/resume'),
  'search/index.html': page('/search', true),
  'es/index.html': page('/es'),
  'es/resume/index.html': page('/es/resume'),
  'es/buscar/index.html': page('/es/buscar', true),
  '404.html': page('/404.html'),
  'es/404.html': page('/es/404.html'),
};

const policyAt = (rules: ReturnType<typeof parseHeaders>, at: string) => {
  const { netlify, cloudflare } = servedAt(rules, at, 'Content-Security-Policy');
  expect(netlify).toEqual(cloudflare);
  expect(cloudflare).toHaveLength(1);
  return cloudflare[0];
};

describe('the search page policy', () => {
  it("is the pages' policy with 'wasm-unsafe-eval' in script-src, at every address of each language's search page and nowhere else", () => {
    const dir = builtSite(pages);
    const { csp } = writeHeaders(dir);
    const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const search = csp.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
    expect(search).not.toBe(csp);
    expect(csp).not.toContain('wasm');
    for (const at of ['/search', '/search/', '/search/index.html', '/es/buscar', '/es/buscar/']) {
      expect({ at, policy: policyAt(rules, at) }).toEqual({ at, policy: search });
      expect(servedAt(rules, at, 'Cache-Control').cloudflare).toEqual([REVALIDATE]);
    }
    for (const at of ['/', '/resume', '/resume/', '/es', '/es/resume', '/404.html']) {
      expect({ at, policy: policyAt(rules, at) }).toEqual({ at, policy: csp });
    }
    // One rule for each search page's addresses, its cache with it.
    expect(rules.filter((rule) => matches(rule.path, '/search/')).map((rule) => rule.path)).toEqual(
      ['/*', '/search*'],
    );
  });

  it("keeps a search page's addresses apart from a page whose name starts as its own does", () => {
    const dir = builtSite({ ...pages, 'searching/index.html': page('/searching') });
    const { csp } = writeHeaders(dir);
    const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    expect(policyAt(rules, '/searching')).toBe(csp);
    expect(policyAt(rules, '/search')).toContain("'wasm-unsafe-eval'");
    expect(policyAt(rules, '/search/index.html')).toContain("'wasm-unsafe-eval'");
  });

  it('adds only its own rules: every other rule is where it was, its policy the same but for the scripts of the pages added', () => {
    const without = Object.fromEntries(
      Object.entries(pages).filter(([file]) => !/search|buscar/.test(file)),
    );
    const read = (dir: string) => parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const before = builtSite(without);
    writeHeaders(before);
    const after = builtSite(pages);
    writeHeaders(after);
    const hashless = (rules: ReturnType<typeof parseHeaders>) =>
      rules.map((rule) => ({
        path: rule.path,
        headers: rule.headers.map(([name, value]) => [name, value.replace(/ 'sha256-[^']+'/g, '')]),
      }));
    const [old, now] = [hashless(read(before)), hashless(read(after))];
    const added = now.filter((rule) => !old.some((each) => each.path === rule.path));
    expect(added.map((rule) => rule.path)).toEqual(['/search*', '/:lang/buscar*']);
    expect(now.filter((rule) => !added.includes(rule))).toEqual(old);
  });
});
