// The audit's Lighthouse runs: each in a fresh headless Chromium, its reports written to
// reports/lighthouse/, in rounds of every page with the floor beside it.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { mainThreadCpu } from './audit-main-thread-cpu.mjs';

/**
 * @import { Flags, RunnerResult } from 'lighthouse'
 * @import { FormRuns, Lhr } from './audit-figures.mjs'
 */

/**
 * How the audit runs Lighthouse: the browser and its flags, the folder of the reports
 * (reports/, its lighthouse/ made beforehand) and the rounds of each form factor.
 * @typedef {{ chromiumPath: string, chromeFlags: string[], reports: string, runs: number }} Setup
 */

/**
 * What one form factor's rounds measure: the pages (the site's paths) and the addresses
 * the site and the floor are served at.
 * @typedef {{ pages: string[], siteUrl: string, floorUrl: string }} Audited
 */

// Headless Chromium now and then records no paint, and Lighthouse then measures nothing.
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a fresh Chromium: the result with its HTML and JSON reports.
 * @param {string} url
 * @param {string} formFactor
 * @param {Setup} setup
 * @returns {Promise<RunnerResult>}
 */
async function lighthouseRun(url, formFactor, { chromiumPath, chromeFlags }) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    let result;
    try {
      /** @type {Flags} */
      const flags = { port: chrome.port, output: ['html', 'json'], logLevel: 'error' };
      result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    } finally {
      chrome.kill();
    }
    // Lighthouse gives no result only when it has no page to load; a URL is always given here.
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    console.log(`  ${url}: ${error.code}${attempt < ATTEMPTS ? ', measuring again' : ''}`);
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`);
  }
}

/**
 * One run of `url`, its reports written as `<name>-<formFactor>-<run>`: its result, with the main
 * thread's CPU time from its trace as one more audit, 'main-thread-cpu' (not in the reports).
 * @param {string} url
 * @param {string} name
 * @param {string} formFactor
 * @param {number} run
 * @param {Setup} setup
 * @returns {Promise<Lhr>}
 */
async function reportedRun(url, name, formFactor, run, setup) {
  const { reports, runs } = setup;
  const { lhr: result, report, artifacts } = await lighthouseRun(url, formFactor, setup);
  // The result as the verdict reads it (Lighthouse types an audit's details as any audit's).
  const lhr = /** @type {Lhr} */ (/** @type {unknown} */ (result));
  const file = path.join(reports, 'lighthouse', `${name}-${formFactor}-${run}.report`);
  fs.writeFileSync(`${file}.html`, report[0]);
  fs.writeFileSync(`${file}.json`, report[1]);
  const cpu = mainThreadCpu(TraceProcessor.processTrace(artifacts.Trace).mainThreadEvents);
  lhr.audits['main-thread-cpu'] = { id: 'main-thread-cpu', numericValue: cpu };
  // Null when an audit of the category failed: no score to print, and no reason to stop.
  const score = lhr.categories.performance.score?.toFixed(2) ?? 'not scored';
  /** @param {string} id */
  const ms = (id) => `${Math.round(Number(lhr.audits[id].numericValue))} ms`;
  const figures = `LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, main thread ${ms('mainthread-work-breakdown')} (CPU ${cpu === null ? 'not measured' : ms('main-thread-cpu')})`;
  console.log(`${formFactor} ${name} run ${run}/${runs}: performance ${score}, ${figures}`);
  return lhr;
}

/**
 * `runs` rounds in one form factor, each the floor then every page; on mobile, where the verdict
 * is, the floor runs beside each page, so that its median holds however busy the machine was
 * while the pages ran: { site: each page's results, floor: all the floor's }.
 * @param {string} formFactor
 * @param {Audited} audited
 * @param {Setup} setup
 */
export async function lighthouseRuns(formFactor, { pages, siteUrl, floorUrl }, setup) {
  /** @type {FormRuns} */
  const results = { site: pages.map(() => []), floor: [] };
  /**
   * @param {string} name
   * @param {number} run
   */
  const floorRun = async (name, run) =>
    results.floor.push(await reportedRun(`${floorUrl}/`, name, formFactor, run, setup));
  for (let run = 1; run <= setup.runs; run += 1) {
    if (formFactor === 'desktop') await floorRun('floor', run);
    for (const [index, page] of pages.entries()) {
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      if (formFactor === 'mobile') await floorRun(`floor-before-${name}`, run);
      const url = `${siteUrl}${page}`;
      results.site[index].push(await reportedRun(url, name, formFactor, run, setup));
    }
  }
  return results;
}
