/** @jest-environment node */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { inlineScriptHashes, writeHeaders } from '../../../plugins/hosting-files/headers';
import { builtSite } from '../../support/builtSite';
import { IMMUTABLE, REVALIDATE, cacheRules } from '../../../plugins/shared/headerRules';
import { editorHeaderRules, editorPolicy } from '../../../plugins/content-editor/editorFiles';
import {
  addressesOf,
  netlifyMatches as matches,
  parseHeaders,
  servedAt,
} from '../../support/hostHeaders';

const sha = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, and skips external scripts and data blocks', () => {
    const html = [
      '<script>window.pagePath="/";</script>',
      '<script id="x" type="text/javascript">  a()\n</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="Text/JavaScript">b()</script><script type=MODULE>c()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.pagePath="/";'),
      sha('  a()\n'),
      sha('b()'),
      sha('c()'),
    ]);
  });
});

describe('writeHeaders', () => {
  const pages = {
    'index.html': '<html><script>window.pagePath="/";</script><script>shared()</script></html>',
    'resume/index.html':
      '<html><script>window.pagePath="/resume";</script><script>shared()</script></html>',
    '404.html': '<html><script>window.pagePath="/404.html";</script></html>',
  };

  it('allows every inline script of every page by its hash, and nothing unsafe', () => {
    const dir = builtSite(pages);
    const { csp } = writeHeaders(dir);
    for (const body of [
      'window.pagePath="/";',
      'window.pagePath="/resume";',
      'window.pagePath="/404.html";',
      'shared()',
    ]) {
      expect(csp).toContain(sha(body));
    }
    // 'self' and nothing more: Firefox checks Gatsby's prefetch links against default-src.
    expect(csp).toMatch(/^default-src 'self';/);
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      "object-src 'none'",
      "media-src 'none'",
      "worker-src 'none'",
      'frame-src https://www.youtube-nocookie.com',
    ]) {
      expect(csp).toContain(directive);
    }
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    const rules = parseHeaders(text);
    // Each page has the policy at its address, with and without the trailing slash, and no
    // rule for every path has one: the editor at /admin has a policy of its own.
    const policiesOf = (urlPath: string) =>
      rules
        .filter((rule) => matches(rule.path, urlPath))
        .flatMap((rule) => rule.headers.filter(([name]) => name === 'Content-Security-Policy'))
        .map(([, value]) => value);
    for (const urlPath of ['/', '/resume', '/resume/', '/404.html']) {
      expect({ urlPath, policies: [...new Set(policiesOf(urlPath))] }).toEqual({
        urlPath,
        policies: [csp],
      });
    }
    expect(policiesOf('/admin')).toEqual([]);
    const all = rules.find((rule) => rule.path === '/*');
    expect(Object.fromEntries(all?.headers ?? [])).not.toHaveProperty('Content-Security-Policy');
    expect(Object.fromEntries(all?.headers ?? [])).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/max-age=(\d{8,}).*includeSubDomains/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
    // Left out on purpose: securityHeaders says why.
    expect(Object.fromEntries(all?.headers ?? [])).not.toHaveProperty('Cross-Origin-Opener-Policy');
  });

  it('gives every address of every page one policy, and the editor its own, as Netlify and Cloudflare read the rules', () => {
    const files = [
      'index.html',
      '404.html',
      '404/index.html',
      'resume/index.html',
      'projects/one/index.html',
      'projects/two/index.html',
      'es/index.html',
      'es/404.html',
      'es/404/index.html',
      'es/resume/index.html',
      'es/projects/one/index.html',
      'contact/index.html',
      'contact/sent/index.html',
      'es/contact/index.html',
      'es/contact/sent/index.html',
      'ar/index.html',
      'ar/404.html',
      'ar/resume/index.html',
      'ar/contact/index.html',
      'ar/contact/sent/index.html',
      // A project named as a page is: its language's pages keep rules of their own.
      'videos/index.html',
      'projects/videos/index.html',
      'es/videos/index.html',
      'ar/videos/index.html',
    ];
    for (const prefix of ['', '/portfolio']) {
      const dir = builtSite(Object.fromEntries(files.map((file) => [file, '<html></html>'])), [
        'resume.pdf',
        'es/resume.pdf',
        'es/og-image.png',
      ]);
      const { csp } = writeHeaders(dir, prefix);
      const backend = { name: 'github', repo: 'owner/site' };
      fs.appendFileSync(path.join(dir, '_headers'), `\n${editorHeaderRules(backend, prefix)}`);
      const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
      const addresses = files.flatMap((file) => addressesOf(file, prefix));
      const policy = (at: string) => servedAt(rules, at, 'Content-Security-Policy');
      for (const at of addresses) {
        expect({ at, ...policy(at) }).toEqual({ at, netlify: [csp], cloudflare: [csp] });
      }
      const editor = editorPolicy(backend);
      for (const at of ['/admin', '/admin/', '/admin/index.html'].map((one) => prefix + one)) {
        expect({ at, ...policy(at) }).toEqual({ at, netlify: [editor], cloudflare: [editor] });
      }
      // Files that are no pages get no page policy.
      for (const at of ['/resume.pdf', '/es/resume.pdf', '/es/og-image.png'].map(
        (one) => prefix + one,
      )) {
        expect({ at, ...policy(at) }).toEqual({ at, netlify: [], cloudflare: [] });
      }
    }
  });

  it('writes the same page of every further language as one rule, so the rules do not grow with the languages', () => {
    const site = (languages: string[]) =>
      builtSite(
        Object.fromEntries(
          ['', ...languages.map((lang) => `${lang}/`)].flatMap((at) =>
            ['index.html', '404.html', 'resume/index.html', 'contact/sent/index.html'].map(
              (file) => [`${at}${file}`, '<html></html>'],
            ),
          ),
        ),
      );
    const two = writeHeaders(site(['es', 'fr']));
    const four = writeHeaders(site(['es', 'fr', 'de', 'ar']));
    // Only each language's home page is its own.
    expect(four.rules - two.rules).toBe(2 * 3);
  });

  it('puts the policy in the 404 pages themselves, served at addresses no rule names', () => {
    const dir = builtSite({
      'index.html': '<html><head><meta charSet="utf-8"/><script>a()</script></head></html>',
      '404.html': '<html><head><meta charSet="utf-8"/><script>b()</script></head></html>',
      'es/404/index.html': '<html><head><meta charSet="utf-8"/></head></html>',
    });
    const { csp } = writeHeaders(dir);
    const metaOf = (file: string) =>
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(
        fs.readFileSync(path.join(dir, file), 'utf8'),
      )?.[1];
    const expected = csp.replace(/; frame-ancestors 'none'/, '');
    expect(metaOf('404.html')).toBe(expected);
    expect(metaOf('es/404/index.html')).toBe(expected);
    expect(metaOf('index.html')).toBeUndefined();
    // Written again, the page still has one policy.
    writeHeaders(dir);
    expect(fs.readFileSync(path.join(dir, '404.html'), 'utf8').match(/http-equiv/g)).toHaveLength(
      1,
    );
  });

  it('refuses a page whose script no hash can allow', () => {
    const dir = builtSite({ 'index.html': '<button onclick="go()">Go</button>' });
    expect(() => writeHeaders(dir)).toThrow(/index\.html.*onclick/);
    expect(fs.existsSync(path.join(dir, '_headers'))).toBe(false);
  });

  it('gives every built file at most one Cache-Control, and the right one', () => {
    const dir = builtSite(pages, [
      'app-86de6749badea63eb977.js',
      'styles.1546d4f9cd0c67ff3c9b.css',
      'page-data/index/page-data.json',
      'page-data/app-data.json',
      'static/abc123/photo.webp',
      'favicon.svg',
    ]);
    writeHeaders(dir);
    const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const cacheOf = (urlPath: string) =>
      rules
        .filter((rule) => matches(rule.path, urlPath))
        .flatMap((rule) => rule.headers.filter(([name]) => name === 'Cache-Control'))
        .map(([, value]) => value);
    const expected: Record<string, string[]> = {
      '/': [REVALIDATE],
      '/resume': [REVALIDATE],
      '/resume/': [REVALIDATE],
      '/404.html': [REVALIDATE],
      '/app-86de6749badea63eb977.js': [IMMUTABLE],
      '/styles.1546d4f9cd0c67ff3c9b.css': [IMMUTABLE],
      '/page-data/index/page-data.json': [REVALIDATE],
      '/page-data/app-data.json': [REVALIDATE],
      '/static/abc123/photo.webp': [IMMUTABLE],
      '/favicon.svg': [],
    };
    for (const [urlPath, values] of Object.entries(expected)) {
      expect({ urlPath, values: cacheOf(urlPath) }).toEqual({ urlPath, values });
    }
  });

  it('writes every path under the path prefix of a prefixed build', () => {
    const rules = cacheRules(['index.html', 'resume/index.html'], '/portfolio');
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(['/portfolio/', '/portfolio/resume', '/portfolio/static/*']),
    );
  });
});
