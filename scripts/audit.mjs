// npm run audit [-- --no-build] [--dark] [--compare-only] [--counted-by <provider>]
// Builds the site and the floor page (benchmarks/floor/), serves each as the host would, then runs
// Lighthouse on /, /resume, /videos, the first case study the sitemap lists (every one is the
// same template), the first post, the contact page and the search page (idle, and opened with a
// search) when the content has them, on each in every further language, and on the floor: rounds of every page with the floor beside each, mobile runs, then
// desktop runs (with --dark, in a browser whose system prefers dark). The mobile runs are checked
// against audit-budgets.json: LCP and the main thread's CPU time as ratios to the floor's in the
// same run, so that a slower or busier machine gives the same verdict, the rest against fixed
// budgets (scripts/audit-verdict.mjs); a page that runs a script neither the app's nor its own
// template's, in any run, misses a budget too. Then compares each page's blocking after the
// first paint with the floor's (scripts/floor-comparison.mjs); a page above the floor misses a
// budget too. --compare-only runs the comparison alone. Writes reports/lighthouse/,
// reports/summary.md and reports/floor-comparison.md, and exits non-zero when a budget is
// missed. --counted-by plausible|umami|goatcounter audits the site with its visits counted by
// that provider, self-hosted at a local stand-in (scripts/audit-counted.mjs), built in a copy of
// the project. A benchmark, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countedCopy, countsReceived } from './audit-counted.mjs';
import { lighthouseRuns } from './audit-lighthouse.mjs';
import { auditedPages, SEARCH_PAGE, SEARCH_WITH_QUERY } from './audit-pages.mjs';
import { gatsbyBuild, serve } from './audit-sites.mjs';
import {
  budgetsOf,
  foreignScripts,
  missedAgainstFloor,
  missedBudgets,
  ownScripts,
  summary,
} from './audit-verdict.mjs';
import { compareWithFloor } from './floor-comparison.mjs';

/**
 * @import { FormRuns } from './audit-figures.mjs'
 * @import { Budget, RatioBudget, Stats } from './audit-verdict.mjs'
 */

const root = path.resolve(import.meta.dirname, '..');
const floorDir = path.join(root, 'benchmarks', 'floor');
const reports = path.join(root, 'reports');
/**
 * @type {{
 *   pages: string[],
 *   runs: number,
 *   budgets: Record<string, Record<string, Budget>>,
 *   againstFloor: Record<string, Record<string, RatioBudget>>,
 * }}
 */
const {
  pages: fixedPages,
  runs,
  budgets,
  againstFloor,
} = JSON.parse(fs.readFileSync(path.join(root, 'audit-budgets.json'), 'utf8'));
const build = !process.argv.includes('--no-build');
const dark = process.argv.includes('--dark');
const compareOnly = process.argv.includes('--compare-only');
const countedAt = process.argv.indexOf('--counted-by');
const counted = countedAt < 0 ? null : await countedCopy(root, process.argv[countedAt + 1]);
// The site audited: the project's own, or its copy whose visits are counted.
const siteDir = counted?.dir ?? root;
const publicDir = path.join(siteDir, 'public');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  ...['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  ...['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  ...(dark ? ['--force-dark-mode'] : []),
];

/**
 * Each budget one page misses in its Lighthouse runs, as lines that name them.
 * @param {number} index
 * @param {FormRuns} mobile
 * @param {FormRuns} desktop
 * @param {Stats} stats
 */
function missedBy(index, mobile, desktop, stats) {
  const page = pages[index];
  // A page opened with a search (?q=) is the page's own data.
  const pathname = page.split('?')[0];
  const data = path.join(publicDir, 'page-data', pathname === '/' ? 'index' : pathname.slice(1));
  /** @type {{ componentChunkName: string }} */
  const { componentChunkName } = JSON.parse(
    fs.readFileSync(path.join(data, 'page-data.json'), 'utf8'),
  );
  // The search page's own scripts are its template's and the engine the build writes beside
  // its index (plugins/search-index), which it loads on first use.
  const own = [
    ...ownScripts(stats, componentChunkName),
    ...([SEARCH_PAGE, SEARCH_WITH_QUERY].includes(budgetPage(page)) ? ENGINE_SCRIPTS : []),
  ];
  const everyRun = [...mobile.site[index], ...desktop.site[index]];
  return [
    ...missedBudgets(page, mobile.site[index], budgetsOf(budgets, budgetPage(page))),
    ...missedAgainstFloor(
      page,
      mobile.site[index],
      mobile.floor,
      budgetsOf(againstFloor, budgetPage(page)),
    ),
    ...foreignScripts(everyRun, own).map(
      (file) => `${page} runs ${file}, of a page or feature not its own`,
    ),
  ];
}

try {
  if (build || counted) gatsbyBuild(siteDir, { PORTFOLIO_OFFLINE: '1' });
} catch (error) {
  // A failed build of the counted copy leaves nothing behind.
  counted?.collector.stop();
  if (counted) fs.rmSync(counted.dir, { recursive: true, force: true });
  throw error;
}
if (build || !fs.existsSync(path.join(floorDir, 'public', 'index.html'))) {
  gatsbyBuild(floorDir, { GATSBY_TELEMETRY_DISABLED: '1' });
}

const { pages, budgetPage } = auditedPages(publicDir, fixedPages);
/** The search engine's scripts, as the build writes them into public/pagefind/. */
const engineDir = path.join(publicDir, 'pagefind');
const ENGINE_SCRIPTS = fs.existsSync(engineDir)
  ? fs.readdirSync(engineDir).filter((file) => file.endsWith('.js'))
  : [];

const site = await serve(publicDir);
const floor = await serve(path.join(floorDir, 'public'));
/** @type {string[]} */
const missed = [];
let lighthouseTable = '';
try {
  if (!compareOnly) {
    fs.rmSync(path.join(reports, 'lighthouse'), { recursive: true, force: true });
    fs.mkdirSync(path.join(reports, 'lighthouse'), { recursive: true });
    const audited = { pages, siteUrl: site.url, floorUrl: floor.url };
    const setup = { chromiumPath, chromeFlags, reports, runs };
    const mobile = await lighthouseRuns('mobile', audited, setup);
    const desktop = await lighthouseRuns('desktop', audited, setup);
    /** @type {Stats} */
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
    missed.push(...pages.flatMap((_, index) => missedBy(index, mobile, desktop, stats)));
    lighthouseTable = summary(
      [mobile, desktop],
      Object.fromEntries(pages.map((page) => [page, budgetsOf(againstFloor, budgetPage(page))])),
      {
        dark,
        date: new Date().toISOString().slice(0, 10),
        cores: os.cpus().length,
        node: process.version,
      },
    );
  }
  const comparison = await compareWithFloor({
    siteUrl: site.url,
    floorUrl: floor.url,
    pages,
    chromiumPath,
    args: chromeFlags,
    dark,
  });
  missed.push(...comparison.missed.map((page) => `${page} blocking after paint: above the floor`));
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(path.join(reports, 'floor-comparison.md'), comparison.table);
  if (lighthouseTable) {
    fs.writeFileSync(path.join(reports, 'summary.md'), `${lighthouseTable}\n${comparison.table}`);
    console.log(`\n${lighthouseTable}`);
  }
  console.log(`\n${comparison.table}`);
} finally {
  site.stop();
  floor.stop();
  if (counted) {
    counted.collector.stop();
    console.log(`\nThe stand-in collector received ${countsReceived(counted.collector)} counts.`);
    fs.rmSync(counted.dir, { recursive: true, force: true });
  }
}
console.log(
  missed.length === 0
    ? 'Every budget met.'
    : `Budgets missed:\n${missed.map((line) => `  ${line}`).join('\n')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
