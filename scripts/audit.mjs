// npm run audit [-- --no-build] [--dark]
// Builds the site, then Lighthouse CI (lighthouserc.json) serves public/ as the host would and
// runs Lighthouse on /, /resume and /videos: mobile runs, checked against the budgets, then
// desktop runs (with --dark, in a browser whose system prefers dark). Writes reports/lighthouse/
// and reports/summary.md, the median of each figure, and exits non-zero when a budget is missed.
// A benchmark, not a test.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const lhciCli = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'));
const lhci = (...args) =>
  spawnSync(process.execPath, [lhciCli, ...args], { cwd: root, stdio: 'inherit' }).status;
const { chromeFlags } = JSON.parse(fs.readFileSync(path.join(root, 'lighthouserc.json'), 'utf8')).ci
  .collect.settings;
const dark = process.argv.includes('--dark');
const theme = dark ? [`--settings.chromeFlags=${chromeFlags} --force-dark-mode`] : [];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The middle value of an odd number of values. */
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A resource-summary figure of one run, e.g. ('script', 'transferSize'). */
const resources = (lhr, type, key) =>
  lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)[key];

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

function summary() {
  const dir = path.join(root, '.lighthouseci');
  const groups = new Map();
  for (const name of fs.readdirSync(dir).filter((file) => /^lhr-.*\.json$/.test(file))) {
    const lhr = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    const key = `${lhr.configSettings.formFactor} ${lhr.requestedUrl}`;
    groups.set(key, [...(groups.get(key) ?? []), lhr]);
  }
  const runs = [...groups.values()];
  const header = [
    ...['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    ...['total KB', 'JS KB', 'requests', '3rd-party'],
  ];
  const lines = [header, header.map(() => '---'), ...runs.map(row)];
  return [
    `Lighthouse ${runs[0][0].lighthouseVersion}, ${dark ? 'dark' : 'light'} theme, median of each figure over ${runs[0].length} runs (3rd-party: the most in any run), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ].join('\n');
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['gatsby', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORTFOLIO_OFFLINE: '1' },
  });
}
if (lhci('collect', ...theme) !== 0) process.exit(1);
const budgets = lhci('assert');
if (lhci('collect', '--additive', '--settings.preset=desktop', ...theme) !== 0) process.exit(1);
lhci('upload');
const table = summary();
fs.writeFileSync(path.join(root, 'reports', 'summary.md'), table);
console.log(`\n${table}`);
console.log(budgets === 0 ? 'Every budget met.' : 'Budgets missed: see the assertions above.');
process.exitCode = budgets;
