// npm run audit [-- --no-build] [--runs=N] [--pages=/,/resume] [--form-factors=mobile]
// Builds the site, serves public/ as the host would (with its _headers), runs Lighthouse 12
// in Debian's Chromium on /, /resume and /videos with the mobile defaults and the desktop
// preset, takes the median of each figure over N runs, writes reports/lighthouse/ and
// reports/summary.md, and exits non-zero naming every budget missed. A benchmark, not a test.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { headersFromSite } from './headers-file.mjs';
import { startStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const publicDir = path.join(root, 'public');
const reportDir = path.join(root, 'reports', 'lighthouse');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
// An odd count, so every median is a figure one of the runs had.
if (!Number.isInteger(runs) || runs < 1 || runs % 2 === 0) {
  console.error(`--runs must be an odd number (1, 3, 5...), not ${runs}.`);
  process.exit(1);
}
const PAGES = args
  .find((arg) => arg.startsWith('--pages='))
  ?.split('=')[1]
  .split(',') ?? ['/', '/resume', '/videos'];
const FORM_FACTORS = args
  .find((arg) => arg.startsWith('--form-factors='))
  ?.split('=')[1]
  .split(',') ?? ['mobile', 'desktop'];

const BUDGET = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  homeJsKb: 125,
  thirdPartyRequests: 0,
};

function lighthouseVersion() {
  const manifest = path.join(root, 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function summarize(lhr, origin) {
  const audits = lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const thirdParty = requests.filter((item) => !item.url.startsWith(origin)).length;
  const bytes = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const jsBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    kb: bytes / 1024,
    jsKb: jsBytes / 1024,
    requests: requests.length,
    thirdParty,
  };
}

/** The middle value of an odd number of values. */
function middle(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * The median of every figure over the runs, each taken on its own: a budget is met when the
 * page meets it in most runs, whichever run is slow on one figure. (Lighthouse's median run,
 * chosen by its FCP and TTI, is the report kept; its TBT can be the worst of the three.)
 * Third-party requests are the most any run made: the budget is none, in every run.
 */
export function medianSummary(summaries) {
  const pick = (read) => middle(summaries.map(read));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((s) => s.scores[id])])),
    fcpMs: pick((s) => s.fcpMs),
    lcpMs: pick((s) => s.lcpMs),
    tbtMs: pick((s) => s.tbtMs),
    cls: pick((s) => s.cls),
    kb: pick((s) => s.kb),
    jsKb: pick((s) => s.jsKb),
    requests: pick((s) => s.requests),
    thirdParty: Math.max(...summaries.map((s) => s.thirdParty)),
  };
}

function table(rows) {
  const header =
    '| page | form factor | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | total KB | JS KB | requests | 3rd-party |';
  const rule = `|${header
    .split('|')
    .slice(1, -1)
    .map(() => ' --- ')
    .join('|')}|`;
  const lines = rows.map(
    ({ page, formFactor, s }) =>
      `| ${page} | ${formFactor} | ${CATEGORIES.map((id) => s.scores[id].toFixed(2)).join(' | ')} | ${(s.fcpMs / 1000).toFixed(2)} s | ${(s.lcpMs / 1000).toFixed(2)} s | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ${s.kb.toFixed(1)} | ${s.jsKb.toFixed(1)} | ${s.requests} | ${s.thirdParty} |`,
  );
  return [header, rule, ...lines].join('\n');
}

function budgetMisses(rows) {
  const misses = [];
  for (const { page, formFactor, s } of rows) {
    if (formFactor !== 'mobile') continue;
    const where = `${page} (mobile)`;
    if (s.scores.performance < BUDGET.performance)
      misses.push(`${where}: performance ${s.scores.performance} < ${BUDGET.performance}`);
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      if (s.scores[id] < BUDGET[id]) misses.push(`${where}: ${id} ${s.scores[id]} < ${BUDGET[id]}`);
    }
    if (s.lcpMs > BUDGET.lcpMs)
      misses.push(`${where}: LCP ${Math.round(s.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
    if (s.tbtMs > BUDGET.tbtMs)
      misses.push(`${where}: TBT ${Math.round(s.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
    if (s.cls > BUDGET.cls) misses.push(`${where}: CLS ${s.cls.toFixed(3)} > ${BUDGET.cls}`);
  }
  for (const { page, formFactor, s } of rows) {
    if (s.thirdParty > BUDGET.thirdPartyRequests)
      misses.push(
        `${page} (${formFactor}): ${s.thirdParty} request(s) to another host before any action`,
      );
  }
  for (const { page, formFactor, s } of rows) {
    if (page === '/' && s.jsKb > BUDGET.homeJsKb)
      misses.push(`/ (${formFactor}): JavaScript ${s.jsKb.toFixed(1)} KB > ${BUDGET.homeJsKb} KB`);
  }
  return misses;
}

/** Whether Lighthouse could not measure the page (a run error, or no first paint recorded). */
function failed(lhr) {
  return Boolean(lhr.runtimeError) || lhr.audits['first-contentful-paint']?.numericValue == null;
}

/**
 * One Lighthouse run. Headless Chromium now and then records no paint at all for a run; such a
 * run is repeated (at most twice, and said so) rather than failing the whole benchmark. A page
 * that cannot be measured in three attempts stops the benchmark: no figure is made up.
 */
async function measuredRun(url, port, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: ['html', 'json'], logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!failed(result.lhr)) return result;
    const reason = result.lhr.runtimeError?.code ?? 'no first contentful paint';
    if (attempt === 3) {
      throw new Error(`${url} ${formFactor}: not measured in 3 attempts (${reason}).`);
    }
    console.log(`${url} ${formFactor}: run not measured (${reason}), repeating it`);
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the site...');
    execSync('npx gatsby build', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORTFOLIO_OFFLINE: '1' },
    });
  }
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error('No build in public/: run without --no-build.');
  }
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  fs.mkdirSync(reportDir, { recursive: true });

  const server = await startStaticServer({
    root: publicDir,
    headersFor: headersFromSite(publicDir),
  });
  const origin = new URL(server.url).origin;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });

  const rows = [];
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const page of PAGES) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await measuredRun(`${server.url}${page}`, chrome.port, formFactor));
        }
        const median = computeMedianRun(results.map((result) => result.lhr));
        const chosen = results.find((result) => result.lhr === median) ?? results[0];
        const name = `${page === '/' ? 'home' : page.slice(1)}-${formFactor}`;
        fs.writeFileSync(path.join(reportDir, `${name}.html`), chosen.report[0]);
        fs.writeFileSync(path.join(reportDir, `${name}.json`), chosen.report[1]);
        const each = results.map((result) => summarize(result.lhr, origin));
        const s = medianSummary(each);
        rows.push({ page, formFactor, s });
        console.log(
          `${page} ${formFactor}: performance ${each.map((run) => run.scores.performance).join(', ')}; TBT ${each.map((run) => `${Math.round(run.tbtMs)} ms`).join(', ')}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  const date = new Date().toISOString().slice(0, 10);
  const summary = [
    `Lighthouse ${lighthouseVersion()}, median of each figure over ${runs} runs (3rd-party: the most in any run), ${date}, ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    table(rows),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'reports', 'summary.md'), summary);
  console.log(`\n${summary}`);

  const misses = budgetMisses(rows);
  if (misses.length > 0) {
    console.error(`Budgets missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget met.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
