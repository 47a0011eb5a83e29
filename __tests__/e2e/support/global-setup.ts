// Runs once before the tests, for the sites whose jest projects are selected: a production build
// of each site, a static server for it on a random local port and one Chromium that the site's
// test files connect to. It returns at once and the builds go on beside the tests: the unit
// tests run meanwhile, and each site's test files wait for their site (./ready.ts), which the
// set-up announces as soon as it is served. The sites are built one after another in one copy
// of the project (the tests never depend on, nor touch, the project's own public/ and .cache/),
// each on the cache and the public/ folder the one before left, in the order their files are
// wanted:
//   fixture: the test content, built with --prefix-paths and served under its prefix, as GitHub
//            Pages serves a project site: most of the files run on it.
//   content: the owner's content. Its bundles come from the cache.
//   single:  the owner's content after the edits an owner makes first (./ownerEdits.ts), its
//            translations deleted among them: a site in one language, its visits counted by
//            a self-hosted Plausible. The counter is a plugin's option, so Gatsby starts a
//            fresh cache for it (the images are kept in their own).
// A site whose build fails is announced as failed: its test files fail with the build's output,
// and the other sites are built and tested. With PORTFOLIO_TESTED_BUILD, the content site is the
// build CI deploys (./testedBuild.ts).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { chromium } from 'playwright-core';
import { buildDay } from '../../../src/shared/dates';
import { CONTENT_DIR } from '../../support/paths';
import { copyProject, gatsbyBuild, putContent } from '../../support/projectCopy';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  COUNTED_SITES,
  isEdited,
  selectedSites,
  SITES,
  type CountedSite,
  type SiteName,
} from './config';
import { browserEnv, writeBrowserFonts } from './fonts';
import { saveHandles, saveRun } from './handles';
import { editedContentDir, makeEditedContent } from './ownerEdits';
import { announce, announceFailure, RUN_DIR_VARIABLE, type SiteAddress } from './ready';
import { startCollector, startServer } from './server';
import { forgetTestedBuild, recordTestedBuild, testedBuildFolder } from './testedBuild';

/**
 * Builds `site` in `copy` into public-<site>; a failure says which site and how. The build is
 * copied, not moved: the next site's build finds in public/ what the cache says is there, and
 * rewrites only what its content changes (nothing, when the owner's content has no
 * translations to leave out; a counted site's pages differ in script alone).
 */
async function buildIn(copy: string, site: SiteName): Promise<string> {
  process.stderr.write(`e2e: building the ${site} site (gatsby build)...\n`);
  // Its time is reported, never asserted: the builds are a large share of what a run costs.
  const started = performance.now();
  const { prefix } = SITES[site];
  // The build to deploy is made as `npm run build` makes it: with network, for video posters.
  const offline = !(site === 'content' && testedBuildFolder());
  const { code, output } = prefix
    ? await gatsbyBuild(copy, ['--prefix-paths'], { PATH_PREFIX: prefix })
    : await gatsbyBuild(copy, [], {}, { offline });
  if (code !== 0) {
    throw new Error(`gatsby build of the ${site} site failed:\n${output.slice(-8000)}`);
  }
  const publicDir = path.join(copy, `public-${site}`);
  fs.cpSync(path.join(copy, 'public'), publicDir, { recursive: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`e2e: built the ${site} site in ${seconds} s\n`);
  return publicDir;
}

/** Serves a built site and starts its browser, then tells its test files where they are. */
async function serve(
  site: SiteName,
  publicDir: string,
  runDir: string,
  collector?: SiteAddress['collector'],
): Promise<void> {
  const formLog = path.join(runDir, `${site}-forms.jsonl`);
  const { server, url } = await startServer(publicDir, SITES[site].prefix, formLog);
  saveHandles(site, { server });
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    env: browserEnv(),
  });
  saveHandles(site, { browser });
  announce(runDir, site, {
    baseUrl: new URL(url).origin,
    wsEndpoint: browser.wsEndpoint(),
    publicDir,
    formLog,
    collector,
  });
}

/**
 * Builds and serves a counted site in `copy`: its collector started first, since its address is
 * the content's. Plausible names the site by its address's host, so no site is given.
 */
async function buildCounted(copy: string, site: CountedSite, runDir: string): Promise<void> {
  const { counter: provider } = SITES[site];
  const log = path.join(runDir, `${site}-counts.jsonl`);
  const collector = await startCollector(log);
  saveHandles(site, { collector: collector.server });
  const siteFile = path.join(copy, 'content', 'site.json');
  const content = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
  content.analytics = { provider, address: collector.url };
  fs.writeFileSync(siteFile, JSON.stringify(content, null, 2));
  // A plugin's option changed, Gatsby starts a fresh cache, and with it goes the plugins' list
  // of the files they wrote into public/ before (a deleted language's CV): start it empty too.
  fs.rmSync(path.join(copy, 'public'), { recursive: true, force: true });
  await serve(site, await buildIn(copy, site), runDir, { url: collector.url, log });
}

/**
 * Builds and serves the selected sites in one copy, in the order their files are wanted; a site
 * that cannot be is announced as failed, and the next is built. `edited` is the owner's content
 * after their first edits.
 */
async function buildAll(sites: SiteName[], runDir: string, edited: string): Promise<void> {
  const copy = copyProject(SITES.fixture.contentDir);
  saveRun({ copy });
  const attempt = async (site: SiteName, build: () => Promise<void>) => {
    try {
      await build();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`\n${message}\n`);
      announceFailure(runDir, site, message);
    }
  };
  if (sites.includes('fixture')) {
    await attempt('fixture', async () => serve('fixture', await buildIn(copy, 'fixture'), runDir));
  }
  if (!sites.some((site) => site !== 'fixture')) return;
  // The owner's content and static files in place of the test content's.
  putContent(copy, CONTENT_DIR);
  await attempt('content', async () => {
    const content = await buildIn(copy, 'content');
    // Recorded before its tests start, and only when they run on it.
    if (sites.includes('content') && testedBuildFolder()) {
      recordTestedBuild(content);
      saveRun({ testedBuild: content });
    }
    if (sites.includes('content')) await serve('content', content, runDir);
  });
  const oneLanguage = sites.filter(isEdited);
  if (oneLanguage.length === 0) return;
  putContent(copy, edited);
  for (const site of oneLanguage) {
    await attempt(site, async () => {
      if (isCounted(site)) await buildCounted(copy, site, runDir);
      else await serve(site, await buildIn(copy, site), runDir);
    });
  }
}

const isCounted = (site: SiteName): site is CountedSite =>
  (COUNTED_SITES as readonly string[]).includes(site);

// Jest runs a set-up module once however many projects name it, so this one starts every
// selected site itself.
export default function globalSetup(): void {
  forgetTestedBuild();
  const sites = selectedSites();
  if (sites.length === 0) return;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
  // Jest's workers start after set-up returns and inherit the environment: the run directory,
  // and the day the builds are made on, so a file that compares a page with its certifications'
  // expiry reads the day the page was built on, midnight or not.
  process.env[RUN_DIR_VARIABLE] = runDir;
  writeBrowserFonts(runDir);
  buildDay();
  // Made before set-up returns: the edited sites' test files read it as they load.
  const edited = editedContentDir(runDir);
  let building = sites;
  if (sites.some(isEdited)) {
    try {
      const edits = makeEditedContent(CONTENT_DIR, edited);
      process.stderr.write(
        `e2e: the owner's first edits, for the sites in one language: ${edits.join('; ')}\n`,
      );
    } catch (error) {
      // Content the edits cannot read fails the edited sites' files; the others still run.
      const message = `The owner's first edits could not be made: ${error instanceof Error ? error.message : String(error)}`;
      process.stderr.write(`\n${message}\n`);
      for (const site of sites.filter(isEdited)) announceFailure(runDir, site, message);
      building = sites.filter((site) => !isEdited(site));
    }
  }
  const done = buildAll(building, runDir, edited).catch((error: unknown) => {
    // What no single build did (the copy, a server): every site not yet served fails with it.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\n${message}\n`);
    for (const site of building) announceFailure(runDir, site, message);
  });
  saveRun({ runDir, done });
}
