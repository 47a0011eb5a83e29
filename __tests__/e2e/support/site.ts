// The site this test file runs against (the jest project's `globals.E2E_SITE`), the paths of
// its routes, which carry the site's path prefix when it has one, and their addresses.
import { isEdited, isSiteName, SITES, type SiteName } from './config';
import { editedContentDir } from './ownerEdits';
import { runDir, waitForSite, type SiteAddress } from './ready';

function currentSite(): SiteName {
  const name = (globalThis as { E2E_SITE?: unknown }).E2E_SITE;
  if (!isSiteName(name)) {
    throw new Error(`E2E_SITE is ${String(name)}: run the end-to-end tests through jest`);
  }
  return name;
}

export const SITE_NAME = currentSite();
export const { prefix: PREFIX } = SITES[SITE_NAME];
/** The content the site was built from: the owner's after their first edits, for some. */
export const CONTENT_DIR = isEdited(SITE_NAME)
  ? editedContentDir(runDir())
  : SITES[SITE_NAME].contentDir;

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

/** The local server's origin, e.g. http://127.0.0.1:40123. */
export function origin(): string {
  return siteAddress().baseUrl;
}

/**
 * The absolute URL of a route of the site under test, under its prefix ('/resume' may be
 * http://127.0.0.1:40123/portfolio/resume); an absolute URL is kept as it is.
 */
export function urlOf(route: string): string {
  return /^https?:/.test(route) ? route : `${origin()}${pathOf(route)}`;
}

interface Answer {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}
/** Statuses whose response has no body, which a Response made anew must not be given. */
const NO_BODY = [101, 103, 204, 205, 304];

/**
 * The server's answer at a route or URL, asked once per test file (pages share addresses). Read
 * whole at once, so that no caller's unread copy holds the connection.
 */
const answers = new Map<string, Promise<Answer>>();
export async function fetchOnce(route: string): Promise<globalThis.Response> {
  const url = urlOf(route);
  const answer =
    answers.get(url) ??
    fetch(url).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      body: await response.arrayBuffer(),
    }));
  answers.set(url, answer);
  const { status, headers, body } = await answer;
  return new Response(NO_BODY.includes(status) ? null : body, { status, headers });
}

/** Whether a URL is served by a local test server (or is no network request at all). */
export function isLocal(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return true;
  return parsed.hostname === new URL(origin()).hostname;
}
