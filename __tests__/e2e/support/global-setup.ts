// Runs once before the end-to-end tests: a fresh production build, a static server for it on
// a random local port and one Chromium that every test file connects to. Test files learn the
// addresses from the environment, which jest's workers inherit.
import { chromium } from 'playwright-core';
import { buildSite, isBuildFresh } from './build';
import { CHROMIUM_ARGS, chromiumPath, ENV_BASE_URL, ENV_WS_ENDPOINT, PUBLIC_DIR } from './config';
import { saveHandles } from './handles';
import { startServer } from './server';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_FORCE_BUILD === '1' || !isBuildFresh()) {
    process.stderr.write('e2e: building the site (gatsby build)...\n');
    await buildSite();
  }
  const { server, url } = await startServer(PUBLIC_DIR);
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  saveHandles({ server, browser });
  process.env[ENV_BASE_URL] = url;
  process.env[ENV_WS_ENDPOINT] = browser.wsEndpoint();
}
