// Settings shared by the end-to-end set-up and the tests.
import path from 'path';

export const ROOT = path.resolve(__dirname, '../../..');
export const PUBLIC_DIR = path.join(ROOT, 'public');

/** Where global set-up tells the test files how to reach the site and the browser. */
export const ENV_BASE_URL = 'E2E_BASE_URL';
export const ENV_WS_ENDPOINT = 'E2E_WS_ENDPOINT';

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

/** The two widths most checks run at: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;

export const ROUTES = ['/', '/resume', '/videos'] as const;

/** A path that no page answers. */
export const UNKNOWN_PATH = '/no-such-page-here';
