// Settings shared by the end-to-end set-up and the tests.
import path from 'path';

export const ROOT = path.resolve(__dirname, '../../..');

/**
 * The sites the suite runs against, one jest project each: the owner's content as `npm run
 * build` makes it, the test content of __tests__/fixtures/content, whose every count, order and
 * edge case differs from the sample's (and whose translations are partial and right-to-left),
 * built for a project address under a prefix, and the owner's content in one language.
 */
export const SITES = {
  content: { contentDir: path.join(ROOT, 'content'), prefix: '' },
  fixture: {
    contentDir: path.join(ROOT, '__tests__', 'fixtures', 'content'),
    prefix: '/portfolio',
  },
  // The owner's content without its translations: a site in one language.
  single: { contentDir: path.join(ROOT, 'content'), prefix: '', oneLanguage: true },
} as const;

export type SiteName = keyof typeof SITES;

/** The jest project (its displayName in jest.config.js) that runs the suite on each site. */
const PROJECT_OF_SITE: Record<SiteName, string> = {
  content: 'e2e',
  fixture: 'e2e-fixture',
  single: 'e2e-one-language',
};

/** What a jest run's global config says of the projects it runs. */
export interface JestSelection {
  selectProjects?: string[];
  ignoreProjects?: string[];
}

/** The sites whose projects this jest run selects (--selectProjects, --ignoreProjects). */
export function selectedSites(global: JestSelection): SiteName[] {
  return (Object.keys(SITES) as SiteName[]).filter((site) => {
    const project = PROJECT_OF_SITE[site];
    return (
      (global.selectProjects?.includes(project) ?? true) &&
      !(global.ignoreProjects?.includes(project) ?? false)
    );
  });
}

export function isSiteName(name: unknown): name is SiteName {
  return typeof name === 'string' && name in SITES;
}

/** Where global set-up tells the test files how to reach a site and the browser. */
export const envBaseUrl = (site: SiteName) => `E2E_${site.toUpperCase()}_BASE_URL`;
export const envWsEndpoint = (site: SiteName) => `E2E_${site.toUpperCase()}_WS_ENDPOINT`;
export const envPublicDir = (site: SiteName) => `E2E_${site.toUpperCase()}_PUBLIC_DIR`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
}

/** The two widths most checks run at: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;

export const ROUTES = ['/', '/resume', '/videos'] as const;

/** A path that no page answers. */
export const UNKNOWN_PATH = '/no-such-page-here';
