// Settings shared by the end-to-end set-up and the tests.

import { CONTENT_DIR, TEST_CONTENT_DIR } from '../../support/paths';

/**
 * The sites the suite runs against, one jest project each: the owner's content as `npm run
 * build` makes it, the test content of __tests__/fixtures/content, whose every count, order and
 * edge case differs from the sample's (and whose translations are partial and right-to-left),
 * built for a project address under a prefix, and the owner's content after the edits an owner
 * makes first (`edited`, ./ownerEdits.ts), its translations deleted among them: a site in one
 * language.
 */
export const SITES = {
  content: { contentDir: CONTENT_DIR, prefix: '' },
  fixture: { contentDir: TEST_CONTENT_DIR, prefix: '/portfolio' },
  // Its visits counted (site.json's "analytics", set as it is built) by a self-hosted
  // Plausible, at a local stand-in for its collector (__tests__/e2e/visits.test.ts). One sender
  // serves every provider, each in its own format and policy: those are the unit tests'
  // (visitCounts.test.ts, plugins/analytics.test.ts), the browsers' part is here, once.
  single: { contentDir: CONTENT_DIR, prefix: '', edited: true, counter: 'plausible' },
} as const;

/** Whether a site is built from the owner's content after their first edits. */
export const isEdited = (site: SiteName): boolean => 'edited' in SITES[site];

export type SiteName = keyof typeof SITES;

/** The jest projects (their displayName in jest.config.js) that run tests on each site: the
 *  owner's site has the content lane's too (`npm run test:content`). */
const PROJECTS_OF_SITE: Record<SiteName, string[]> = {
  content: ['e2e', 'content'],
  fixture: ['e2e-fixture'],
  single: ['e2e-one-language', 'visits'],
};

/** The sites whose visits a counter counts. */
export const COUNTED_SITES = ['single'] as const;
export type CountedSite = (typeof COUNTED_SITES)[number];

/**
 * The sites whose projects this jest run selects, from its command line (--selectProjects,
 * --ignoreProjects): jest does not pass them to global set-up.
 */
export function selectedSites(argv: readonly string[] = process.argv): SiteName[] {
  const named = (option: string): string[] | undefined => {
    let found: string[] | undefined;
    argv.forEach((arg, at) => {
      if (arg.startsWith(`${option}=`)) found = [...(found ?? []), arg.slice(option.length + 1)];
      if (arg !== option) return;
      const values = argv.slice(at + 1);
      const end = values.findIndex((value) => value.startsWith('-'));
      found = [...(found ?? []), ...values.slice(0, end < 0 ? values.length : end)];
    });
    return found;
  };
  const selected = named('--selectProjects');
  const ignored = named('--ignoreProjects') ?? [];
  return (Object.keys(SITES) as SiteName[]).filter((site) =>
    PROJECTS_OF_SITE[site].some(
      (project) => (selected?.includes(project) ?? true) && !ignored.includes(project),
    ),
  );
}

export function isSiteName(name: unknown): name is SiteName {
  return typeof name === 'string' && name in SITES;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // No optimising compiler (TurboFan): a test's page runs its scripts for seconds, too short for
  // that compiler's work to pay off. What the scripts do is the same in every tier.
  '--js-flags=--no-opt',
  // Every request to another host fails in the browser itself: no name resolves but the local
  // server's address, and what is not loopback goes to a proxy that cannot be reached. (A
  // playwright route would send every request through the test's process and turn the HTTP
  // cache off.)
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  '--proxy-server=http://blocked.invalid:1',
];

/**
 * Chromium's headless shell, as Playwright drives it headless by default: the same engine
 * without the browser's window and its services, which cost CPU and check nothing here.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
}

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
}

/** The two widths most checks run at: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;

export const ROUTES = ['/', '/resume', '/videos'] as const;

/** A path that no page answers. */
export const UNKNOWN_PATH = '/no-such-page-here';
