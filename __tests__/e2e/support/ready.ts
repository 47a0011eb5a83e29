// How global set-up tells a site's test files that the site is built and served, and where:
// one file per site in the run's folder, written whole once the site answers. Set-up goes on
// beside the tests (global-setup.ts), so each test file waits for its site before its tests.
import fs from 'fs';
import path from 'path';
import type { SiteName } from './config';
import { eventually } from './wait';

/** How long set-up may take to build and serve every site on a busy machine. */
export const SETUP_MS = 15 * 60_000;

/** The environment variable that names the run's folder (jest's workers inherit it). */
export const RUN_DIR_VARIABLE = 'E2E_RUN_DIR';

export interface SiteAddress {
  /** The local server's origin, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** Where the site's Chromium listens for playwright-core. */
  wsEndpoint: string;
  /** The folder the site was built into. */
  publicDir: string;
  /** Where the server appends each form message it accepts, one JSON line each. */
  formLog: string;
  /** A counted site's stand-in collector (none for Cloudflare), and its log of counts. */
  collector?: { url: string; log: string };
}

const fileOf = (runDir: string, site: SiteName) => path.join(runDir, `${site}.json`);

/** What a site's test files are told: where it is served, or why it is not. */
type Announcement = SiteAddress | { failed: string };

function write(runDir: string, site: SiteName, announcement: Announcement): void {
  const file = fileOf(runDir, site);
  // Written aside and renamed, so that a test file never reads half of it.
  fs.writeFileSync(`${file}.part`, JSON.stringify(announcement));
  fs.renameSync(`${file}.part`, file);
}

/** In set-up: the site is served at `address`. */
export function announce(runDir: string, site: SiteName, address: SiteAddress): void {
  write(runDir, site, address);
}

/** In set-up: the site could not be built or served, for this reason; a served site stays so. */
export function announceFailure(runDir: string, site: SiteName, reason: string): void {
  if (!fs.existsSync(fileOf(runDir, site))) write(runDir, site, { failed: reason });
}

/** The run's folder, where set-up writes for the test files. */
export function runDir(): string {
  const dir = process.env[RUN_DIR_VARIABLE];
  if (!dir) {
    throw new Error(
      `${RUN_DIR_VARIABLE} is not set: run the end-to-end tests through jest (npm run test:e2e)`,
    );
  }
  return dir;
}

/**
 * In a test file: resolves with the site's address once set-up has announced it, or fails with
 * the reason it could not be built, so that each of the file's tests says it.
 */
export async function waitForSite(site: SiteName): Promise<SiteAddress> {
  const file = fileOf(runDir(), site);
  // Looked for again and again (fs.watch misses events on some file systems), as long as
  // set-up may take to build every site.
  const announced = await eventually(
    async () => JSON.parse(fs.readFileSync(file, 'utf8')) as Announcement,
    `the ${site} site is not served`,
    SETUP_MS,
  );
  if ('failed' in announced) throw new Error(`The ${site} site was not built: ${announced.failed}`);
  return announced;
}
