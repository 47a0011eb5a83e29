// Visit counts (plugins/analytics): where each provider's counts go and what the policy allows
// for it, and in the page (analyticsSetting.test.ts: when gatsby-config lists the plugin): nothing
// loaded or sent when the visitor asks not to be tracked, each page once, each event once, in
// the form each provider's collector takes.
import { COUNTING_ATTRIBUTE, counterOf, counterSources } from '../../../plugins/shared/counters';
import { contentSecurityPolicy } from '../../../plugins/hosting-files/headers';

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
