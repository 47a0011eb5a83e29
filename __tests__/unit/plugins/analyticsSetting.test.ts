/** @jest-environment node */
// Visit counts in gatsby-config.ts: the plugin is listed only when the checked content names a
// counter, so that a site without one ships the scripts it always had.
import { analyticsPlugins } from '../../../plugins/analytics/setting';
import { copyContent, type ContentFixture } from '../../support/contentFixture';

let content: ContentFixture;
beforeEach(() => {
  content = copyContent();
});
afterEach(() => content.cleanup());

const withSite = (change: (site: Record<string, unknown>) => void) => {
  content.edit('site', change);
  return analyticsPlugins(content.dir);
};

describe('the plugin in gatsby-config.ts', () => {
  test('is left out without a counter, so the site ships the scripts it always had', () => {
    expect(withSite(() => undefined)).toEqual([]);
  });

  test("is left out for Cloudflare's automatic setup, which adds its own script", () => {
    expect(withSite((site) => (site.analytics = { provider: 'cloudflare' }))).toEqual([]);
  });

  test('is left out when the content has errors: the content check says which, at bootstrap', () => {
    content.edit('projects', (json) => {
      json.projects[0].status = 'done';
    });
    expect(withSite((site) => (site.analytics = { provider: 'plausible' }))).toEqual([]);
    content.write('site', '{ "analytics": ');
    expect(analyticsPlugins(content.dir)).toEqual([]);
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
