// The site this test file runs against (the jest project's `globals.E2E_SITE`) and the paths
// of its routes, which carry the site's path prefix when it has one.
import { isSiteName, SITES, type SiteName } from './config';
import { waitForSite, type SiteAddress } from './ready';

function currentSite(): SiteName {
  const name = (globalThis as { E2E_SITE?: unknown }).E2E_SITE;
  if (!isSiteName(name)) {
    throw new Error(`E2E_SITE is ${String(name)}: run the end-to-end tests through jest`);
  }
  return name;
}

export const SITE_NAME = currentSite();
export const { contentDir: CONTENT_DIR, prefix: PREFIX } = SITES[SITE_NAME];
/** Whether the site was built without its content's translations. */
export const ONE_LANGUAGE = 'oneLanguage' in SITES[SITE_NAME];

/** The path of a route on this site: '/resume' is '/portfolio/resume' under a prefix. */
export function pathOf(route: string): string {
  return route === '/' ? `${PREFIX}/` : `${PREFIX}${route}`;
}

/**
 * The route a path of this site answers ('/portfolio' and '/portfolio/' are both '/'), or the
 * path as it is when it is not under the site's prefix, so that a comparison fails on it.
 */
export function routeOf(pathname: string): string {
  if (!PREFIX) return pathname;
  if (pathname !== PREFIX && !pathname.startsWith(`${PREFIX}/`)) return pathname;
  return pathname.slice(PREFIX.length) || '/';
}

let address: SiteAddress | undefined;

/** Waits until global set-up serves this file's site (setup.ts, before the file's tests). */
export async function awaitSite(): Promise<void> {
  address ??= await waitForSite(SITE_NAME);
}

/** Where the site under test is served and was built; known once awaitSite has resolved. */
export function siteAddress(): SiteAddress {
  if (!address) {
    throw new Error('The site is not ready yet: use its address in a hook or a test, not at load');
  }
  return address;
}

/** The folder the site under test was built into. */
export const publicDir = () => siteAddress().publicDir;
