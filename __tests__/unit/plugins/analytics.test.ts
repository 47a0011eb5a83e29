// Visit counts (plugins/analytics): where each provider's counts go and what the policy allows
// for it, the plugin listed only when the content names a counter, and in the page: nothing
// loaded or sent when the visitor asks not to be tracked, each page once, each event once, in
// the form each provider's collector takes.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { COUNTING_ATTRIBUTE, counterOf, counterSources } from '../../../plugins/shared/counters';
import { analyticsPlugins } from '../../../plugins/analytics/setting';
import { contentSecurityPolicy } from '../../../plugins/hosting-files/headers';
import { TEST_CONTENT_DIR } from '../../support/paths';

const SITE_URL = 'https://www.example.com';
const UMAMI_ID = '5f0c5e0a-7d1e-4c2b-9a55-3c1d2b7e9f10';
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('each provider', () => {
  test.each([
    [
      "Plausible's service",
      'https://plausible.io/api/event',
      'www.example.com',
      { provider: 'plausible' },
    ],
    [
      'Plausible, self-hosted',
      'https://stats.example.org/api/event',
      'example.com',
      { provider: 'plausible', site: 'example.com', address: 'https://stats.example.org/' },
    ],
    [
      "Umami's cloud",
      'https://cloud.umami.is/api/send',
      UMAMI_ID,
      { provider: 'umami', site: UMAMI_ID },
    ],
    [
      'Umami, self-hosted under a path',
      'https://example.org/umami/api/send',
      UMAMI_ID,
      { provider: 'umami', site: UMAMI_ID, address: 'https://example.org/umami' },
    ],
    [
      "GoatCounter's service",
      'https://example.goatcounter.com/count',
      'example',
      { provider: 'goatcounter', site: 'example' },
    ],
    [
      'GoatCounter, self-hosted',
      'https://count.example.org/count',
      '',
      { provider: 'goatcounter', address: 'https://count.example.org' },
    ],
    [
      'Cloudflare',
      'https://cloudflareinsights.com/cdn-cgi/rum',
      TOKEN,
      { provider: 'cloudflare', site: TOKEN },
    ],
  ] as const)('%s counts at %s', (_name, endpoint, site, setting) => {
    expect(counterOf(setting, SITE_URL)).toMatchObject({ endpoint, site });
  });

  test('the policy gains the collector in connect-src, and Cloudflare its script, nothing else', () => {
    const without = contentSecurityPolicy(["'sha256-A'"]);
    const directives = (csp: string) => csp.split('; ');
    const added = (setting: Parameters<typeof counterOf>[0]) =>
      directives(
        contentSecurityPolicy(
          ["'sha256-A'"],
          [],
          null,
          counterSources(counterOf(setting, SITE_URL)),
        ),
      ).filter((directive) => !directives(without).includes(directive));
    expect(added({ provider: 'plausible' })).toEqual(["connect-src 'self' https://plausible.io"]);
    expect(added({ provider: 'goatcounter', site: 'example' })).toEqual([
      "connect-src 'self' https://example.goatcounter.com",
    ]);
    expect(
      added({ provider: 'umami', site: UMAMI_ID, address: 'https://example.org/umami' }),
    ).toEqual(["connect-src 'self' https://example.org"]);
    expect(added({ provider: 'cloudflare' })).toEqual([
      "script-src 'self' 'sha256-A' https://static.cloudflareinsights.com",
      "connect-src 'self' https://cloudflareinsights.com",
    ]);
    // Without a counter, the policy is the one the site always had.
    expect(contentSecurityPolicy(["'sha256-A'"], [], null, counterSources(undefined))).toBe(
      without,
    );
  });
});

describe('the plugin in gatsby-config.ts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const withSite = (change: (site: Record<string, unknown>) => void) => {
    const site = JSON.parse(fs.readFileSync(path.join(TEST_CONTENT_DIR, 'site.json'), 'utf8'));
    change(site);
    fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
    return analyticsPlugins(dir);
  };

  test('is left out without a counter, so the site ships the scripts it always had', () => {
    expect(withSite(() => undefined)).toEqual([]);
  });

  test("is left out for Cloudflare's automatic setup, which adds its own script", () => {
    expect(withSite((site) => (site.analytics = { provider: 'cloudflare' }))).toEqual([]);
  });

  test('is left out when site.json cannot be read: the content check says why', () => {
    fs.writeFileSync(path.join(dir, 'site.json'), '{ "analytics": ');
    expect(analyticsPlugins(dir)).toEqual([]);
  });

  test('is listed with the counter, and the Hire Me address as the page links it', () => {
    const [plugin] = withSite((site) => {
      site.analytics = { provider: 'plausible' };
      site.hireUrl = 'https://hire.example.org/me';
    });
    expect(plugin).toEqual({
      resolve: 'analytics',
      options: expect.objectContaining({
        provider: 'plausible',
        hireUrl: 'https://hire.example.org/me?ref=portfolio',
      }),
    });
  });
});

describe("on the owner's own machine (npm run develop, serve)", () => {
  const open = (endpoint: string) => {
    jest.isolateModules(() => {
      type Browser = typeof import('../../../plugins/analytics/gatsby-browser');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const browser = require('../../../plugins/analytics/gatsby-browser') as Browser;
      const options = { provider: 'plausible', endpoint, site: 'www.example.com' };
      browser.onRouteUpdate?.(
        { location: { pathname: '/', search: '' } } as never,
        options as never,
      );
    });
    return document.documentElement.getAttribute(COUNTING_ATTRIBUTE);
  };
  beforeEach(() => {
    global.fetch = jest.fn(() => Promise.resolve({} as Response));
  });
  afterEach(() => document.documentElement.removeAttribute(COUNTING_ATTRIBUTE));

  test("nothing is counted to the owner's service", () => {
    expect(window.location.hostname).toBe('localhost');
    expect(open('https://plausible.io/api/event')).toBe('off');
  });

  test('a counter on the same machine counts (a server tried locally, the tests)', () => {
    expect(open('http://127.0.0.1:8123/api/event')).toBe('on');
  });
});
