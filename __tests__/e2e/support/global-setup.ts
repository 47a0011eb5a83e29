// Runs once before the end-to-end tests, for each site whose jest project is selected: a
// production build of the site, a static server for it on a random local port and one Chromium
// that the project's test files connect to. Test files learn the addresses and the built folder
// from the environment, which jest's workers inherit. Each site is built in a copy of the
// project, so the tests never depend on, nor touch, the project's own public/ and .cache/.
//   content: the owner's content.
//   single:  the same without content/translations/: the site in one language. Built second in
//            the content's copy, whose cache (the images, the bundles) makes it a matter of
//            seconds rather than a minute.
//   fixture: the test content, built with --prefix-paths and served under its prefix, as GitHub
//            Pages serves a project site; beside the other two.
import fs from 'fs';
import path from 'path';
import { chromium } from 'playwright-core';
import { copyProject, gatsbyBuild } from '../../support/projectCopy';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  envBaseUrl,
  envPublicDir,
  envWsEndpoint,
  selectedSites,
  type JestSelection,
  SITES,
  type SiteName,
} from './config';
import { saveHandles, stopSite } from './handles';
import { startServer } from './server';

interface Built {
  publicDir: string;
}

/** Runs `gatsby build` in the copy for `site`; a failure says which site and how. */
async function buildIn(copy: string, site: SiteName): Promise<void> {
  process.stderr.write(`e2e: building the ${site} site (gatsby build)...\n`);
  const { prefix } = SITES[site];
  const { code, output } = prefix
    ? await gatsbyBuild(copy, ['--prefix-paths'], { PATH_PREFIX: prefix })
    : await gatsbyBuild(copy);
  if (code !== 0) {
    throw new Error(`gatsby build of the ${site} site failed:\n${output.slice(-8000)}`);
  }
}

/**
 * The owner's content, then (when its tests run) the same in one language, in one copy, which
 * teardown removes.
 */
async function buildOwnersSites(inOneLanguage: boolean): Promise<Record<string, Built>> {
  const copy = copyProject();
  saveHandles('content', { copy });
  saveHandles('single', { copy });
  await buildIn(copy, 'content');
  if (!inOneLanguage) return { content: { publicDir: path.join(copy, 'public') } };
  const content = path.join(copy, 'public-content');
  fs.renameSync(path.join(copy, 'public'), content);
  // The cache records the images as made, so the next build does not make them again.
  if (fs.existsSync(path.join(content, 'static'))) {
    fs.cpSync(path.join(content, 'static'), path.join(copy, 'public', 'static'), {
      recursive: true,
    });
  }
  fs.rmSync(path.join(copy, 'content', 'translations'), { recursive: true, force: true });
  await buildIn(copy, 'single');
  return { content: { publicDir: content }, single: { publicDir: path.join(copy, 'public') } };
}

async function buildFixture(): Promise<Built> {
  const copy = copyProject(SITES.fixture.contentDir);
  saveHandles('fixture', { copy });
  await buildIn(copy, 'fixture');
  return { publicDir: path.join(copy, 'public') };
}

async function start(site: SiteName, built: Promise<Built>): Promise<void> {
  const { publicDir } = await built;
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
  const owners = sites.some((site) => site !== 'fixture')
    ? buildOwnersSites(sites.includes('single'))
    : undefined;
  const fixture = sites.includes('fixture') ? buildFixture() : undefined;
  const results = await Promise.allSettled(
    sites.map((site) =>
      start(site, site === 'fixture' ? fixture! : owners!.then((built) => built[site])),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(sites.map(stopSite));
    throw failed.reason;
  }
}
