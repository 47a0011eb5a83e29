// The site this test file runs against (the jest project's `globals.E2E_SITE`) and the paths
// of its routes, which carry the site's path prefix when it has one.
import { envPublicDir, isSiteName, SITES, type SiteName } from './config';

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

/** A value that global set-up left in the environment for the test files. */
export function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the end-to-end tests through jest (npm run test:e2e)`);
  }
  return value;
}

/** The folder the site under test was built into. */
export const publicDir = () => fromEnv(envPublicDir(SITE_NAME));
