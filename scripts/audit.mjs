// npm run audit [-- --no-build] [--dark] [--compare-only]
// Builds the site and the floor page (benchmarks/floor/), serves each as the host would, then runs
// Lighthouse on /, /resume, /videos, the first case study the sitemap lists (every one is the
// same template) and the contact page when the content has one, and on each in every further
// language: mobile runs, checked against
// audit-budgets.json, then
// desktop runs (with --dark, in a browser whose system prefers dark). Then compares each page's
// blocking after the first paint with the floor's (scripts/floor-comparison.mjs); a page above
// the floor misses a budget too. --compare-only runs the comparison alone. Writes
// reports/lighthouse/, reports/summary.md and reports/floor-comparison.md, and exits non-zero
// when a budget is missed. A benchmark, not a test.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { auditedPages } from './audit-pages.mjs';
import { compareWithFloor } from './floor-comparison.mjs';

const root = path.resolve(import.meta.dirname, '..');
const floorDir = path.join(root, 'benchmarks', 'floor');
const reports = path.join(root, 'reports');
const {
  pages: fixedPages,
  runs,
  budgets,
} = JSON.parse(fs.readFileSync(path.join(root, 'audit-budgets.json'), 'utf8'));
const build = !process.argv.includes('--no-build');
const dark = process.argv.includes('--dark');
const compareOnly = process.argv.includes('--compare-only');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  ...['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  ...['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  ...(dark ? ['--force-dark-mode'] : []),
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Headless Chromium now and then records no paint, and Lighthouse then measures nothing.
const ATTEMPTS = 3;

/** The middle value of an odd number of values. */
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A resource-summary figure of one run, e.g. ('script', 'transferSize'). */
const resources = (lhr, type, key) =>
  lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)[key];

/** A budget's figure in one run: 'categories:seo', 'resource-summary:script:size' or an audit. */
function figure(lhr, name) {
  const [kind, type, key] = name.split(':');
  if (kind === 'categories') return lhr.categories[type]?.score;
  if (kind === 'resource-summary') {
    return resources(lhr, type, key === 'count' ? 'requestCount' : 'transferSize');
  }
  return lhr.audits[name]?.numericValue;
}

/** Each missed budget of one page's runs, as a line that names it. */
function missedBudgets(page, lhrs) {
  const missed = [];
  const pageBudgets = { ...budgets['*'], ...budgets[budgetPage(page)] };
  for (const [name, { min, max, aggregation = 'median' }] of Object.entries(pageBudgets)) {
    const values = lhrs.map((lhr) => figure(lhr, name));
    if (values.some((value) => typeof value !== 'number')) {
      missed.push(`${page} ${name}: not measured in every run`);
      continue;
    }
    // Pessimistic: the worst run (the highest against a maximum); median: the middle one.
    const pessimistic = aggregation === 'pessimistic';
    const worst = max === undefined ? Math.min(...values) : Math.max(...values);
    const value = pessimistic ? worst : middle(values);
    const shown = `${Number(value.toFixed(3))} (${pessimistic ? 'worst' : 'median'} of ${lhrs.length} runs)`;
    if (max !== undefined && value > max) missed.push(`${page} ${name}: ${shown} > ${max}`);
    if (min !== undefined && value < min) missed.push(`${page} ${name}: ${shown} < ${min}`);
  }
  return missed;
}

/** One table row per page and form factor: each figure's median over the runs. */
function row(lhrs) {
  const median = (read) => middle(lhrs.map(read));
  const audit = (id) => median((lhr) => lhr.audits[id].numericValue);
  return [
    new URL(lhrs[0].finalDisplayedUrl).pathname,
    lhrs[0].configSettings.formFactor,
    ...CATEGORIES.map((id) => median((lhr) => lhr.categories[id].score).toFixed(2)),
    `${(audit('first-contentful-paint') / 1000).toFixed(2)} s`,
    `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
    `${Math.round(audit('total-blocking-time'))} ms`,
    audit('cumulative-layout-shift').toFixed(3),
    (median((lhr) => resources(lhr, 'total', 'transferSize')) / 1024).toFixed(1),
    (median((lhr) => resources(lhr, 'script', 'transferSize')) / 1024).toFixed(1),
    median((lhr) => resources(lhr, 'total', 'requestCount')),
    Math.max(...lhrs.map((lhr) => resources(lhr, 'third-party', 'requestCount'))),
  ];
}

/** The median table of every page and form factor, as reports/summary.md had it. */
function summary(groups) {
  const header = [
    ...['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    ...['total KB', 'JS KB', 'requests', '3rd-party'],
  ];
  const lines = [header, header.map(() => '---'), ...groups.map(row)];
  return [
    `Lighthouse ${groups[0][0].lighthouseVersion}, ${dark ? 'dark' : 'light'} theme, median of each figure over ${runs} runs (3rd-party: the most in any run), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ].join('\n');
}

/** Serves a built folder with scripts/static-server.mjs on a free port: { url, stop }. */
function serve(dir) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'static-server.mjs'), '0', dir],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    server.once('exit', (code) => reject(new Error(`static server for ${dir} exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /Serving .* at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => server.kill() });
    });
  });
}

/** One Lighthouse run in a fresh Chromium: the result with its HTML and JSON reports. */
async function lighthouseRun(url, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    let result;
    try {
      const flags = { port: chrome.port, output: ['html', 'json'], logLevel: 'error' };
      result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    } finally {
      chrome.kill();
    }
    const error = result?.lhr.runtimeError;
    if (!error) return result;
    console.log(`  ${url}: ${error.code}${attempt < ATTEMPTS ? ', measuring again' : ''}`);
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`);
  }
}

/** `runs` runs of every page in one form factor, reports written: their results by page. */
async function lighthouseRuns(siteUrl, formFactor) {
  const groups = [];
  for (const page of pages) {
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      const { lhr, report } = await lighthouseRun(`${siteUrl}${page}`, formFactor);
      const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}-${formFactor}-${run}.report`;
      fs.writeFileSync(path.join(reports, 'lighthouse', `${name}.html`), report[0]);
      fs.writeFileSync(path.join(reports, 'lighthouse', `${name}.json`), report[1]);
      const score = lhr.categories.performance.score.toFixed(2);
      const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
      console.log(`${formFactor} ${page} run ${run}/${runs}: performance ${score}, TBT ${tbt} ms`);
      lhrs.push(lhr);
    }
    groups.push(lhrs);
  }
  return groups;
}

const gatsby = fileURLToPath(import.meta.resolve('gatsby/cli.js'));
const gatsbyBuild = (cwd, env) =>
  execFileSync(process.execPath, [gatsby, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
if (build) gatsbyBuild(root, { PORTFOLIO_OFFLINE: '1' });
if (build || !fs.existsSync(path.join(floorDir, 'public', 'index.html'))) {
  gatsbyBuild(floorDir, { GATSBY_TELEMETRY_DISABLED: '1' });
}

const { pages, budgetPage } = auditedPages(path.join(root, 'public'), fixedPages);

const site = await serve(path.join(root, 'public'));
const floor = await serve(path.join(floorDir, 'public'));
const missed = [];
let lighthouseTable = '';
try {
  if (!compareOnly) {
    fs.rmSync(path.join(reports, 'lighthouse'), { recursive: true, force: true });
    fs.mkdirSync(path.join(reports, 'lighthouse'), { recursive: true });
    const mobile = await lighthouseRuns(site.url, 'mobile');
    missed.push(...mobile.flatMap((lhrs, index) => missedBudgets(pages[index], lhrs)));
    const desktop = await lighthouseRuns(site.url, 'desktop');
    lighthouseTable = summary([...mobile, ...desktop]);
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
}
console.log(
  missed.length === 0
    ? 'Every budget met.'
    : `Budgets missed:\n${missed.map((line) => `  ${line}`).join('\n')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
