// Runs once before the end-to-end tests, for each site whose jest project is selected: a
// production build of the site (the sites build side by side), a static server for it on a
// random local port and one Chromium that the project's test files connect to. Test files learn
// the addresses and the built folder from the environment, which jest's workers inherit.
//   content: the project itself, built in place unless public/ is newer than every input.
//   fixture: a copy of the project with the test content, built with --prefix-paths and served
//            under its prefix, as GitHub Pages serves a project site.
//   single:  a copy of the project without content/translations/: the site in one language.
import fs from 'fs';
import path from 'path';
import { chromium } from 'playwright-core';
import { copyProject, gatsbyBuild } from '../../support/projectCopy';
import { buildSite, isBuildFresh } from './build';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  envBaseUrl,
  envPublicDir,
  envWsEndpoint,
  PUBLIC_DIR,
  selectedSites,
  type JestSelection,
  SITES,
  type SiteName,
} from './config';
import { saveHandles, stopSite } from './handles';
import { startServer } from './server';

/** Builds the site and returns its public/ folder, and the copy to remove afterwards. */
async function build(site: SiteName): Promise<{ publicDir: string; copy?: string }> {
  if (site === 'content') {
    if (process.env.E2E_FORCE_BUILD === '1' || !isBuildFresh()) {
      process.stderr.write('e2e: building the site (gatsby build)...\n');
      await buildSite();
    }
    return { publicDir: PUBLIC_DIR };
  }
  const { contentDir, prefix } = SITES[site];
  process.stderr.write(`e2e: building the ${site} site (gatsby build)...\n`);
  const copy = copyProject(contentDir);
  if ('oneLanguage' in SITES[site]) {
    fs.rmSync(path.join(copy, 'content', 'translations'), { recursive: true, force: true });
  }
  const { code, output } = prefix
    ? await gatsbyBuild(copy, ['--prefix-paths'], { PATH_PREFIX: prefix })
    : await gatsbyBuild(copy);
  if (code !== 0) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw new Error(`gatsby build of the ${site} site failed:\n${output.slice(-8000)}`);
  }
  return { publicDir: path.join(copy, 'public'), copy };
}

async function start(site: SiteName): Promise<void> {
  const { publicDir, copy } = await build(site);
  saveHandles(site, { copy });
  const { server, url } = await startServer(publicDir, SITES[site].prefix);
  saveHandles(site, { server });
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  saveHandles(site, { browser });
  process.env[envBaseUrl(site)] = new URL(url).origin;
  process.env[envPublicDir(site)] = publicDir;
  process.env[envWsEndpoint(site)] = browser.wsEndpoint();
}

// Jest runs a set-up module once however many projects name it, so this one starts every
// selected site itself. Jest runs no teardown after a failed set-up: it stops what it started.
export default async function globalSetup(global: JestSelection): Promise<void> {
  const sites = selectedSites(global);
  const results = await Promise.allSettled(sites.map(start));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(sites.map(stopSite));
    throw failed.reason;
  }
}
