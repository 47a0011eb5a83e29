// `npm run audit -- --counted-by <provider>`: the site as the owner's content makes it, its
// visits counted by a self-hosted Plausible, Umami or GoatCounter, which a local stand-in for
// the collector answers (scripts/count-collector.mjs: the audit runs offline). Built in a copy
// of the project, so the owner's content/ is never touched. Cloudflare's script and collector
// are its own and out of reach offline: it is not offered here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const AUDITED_COUNTERS = ['plausible', 'umami', 'goatcounter'];

// The Umami website ID a self-hosted server would give the site.
/** @type {Record<string, string>} */
const SITE_IDS = { umami: '5f0c5e0a-7d1e-4c2b-9a55-3c1d2b7e9f10' };

// What a build reads of the project; the rest (dependencies, caches, outputs) is not copied.
const LEFT_OUT = new Set(['node_modules', '.git', '.cache', 'public', 'reports', 'benchmarks']);

/**
 * The stand-in collector: its address, the log of the counts it received, and how to stop it.
 * @typedef {{ url: string, log: string, stop: () => void }} Collector
 */

/**
 * Starts the stand-in collector: { url, log, stop }.
 * @param {string} root
 * @param {string} log
 * @returns {Promise<Collector>}
 */
function startCollector(root, log) {
  const collector = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'count-collector.mjs'), log],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    collector.once('exit', (code) => reject(new Error(`the stand-in collector exited (${code})`)));
    collector.stdout.on('data', (chunk) => {
      output += chunk;
      if (!output.includes('\n')) return;
      const { url } = JSON.parse(output.split('\n')[0]);
      resolve({ url, log, stop: () => collector.stdin.end() });
    });
  });
}

/**
 * A copy of the project at `root` whose site.json names `provider` at a local collector: { dir,
 * collector }. The caller builds `dir` and stops the collector.
 * @param {string} root
 * @param {string} provider
 */
export async function countedCopy(root, provider) {
  if (!AUDITED_COUNTERS.includes(provider)) {
    throw new Error(`--counted-by takes one of: ${AUDITED_COUNTERS.join(', ')}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-audit-'));
  fs.cpSync(root, dir, {
    recursive: true,
    filter: (from) => !LEFT_OUT.has(path.relative(root, from).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const collector = await startCollector(root, path.join(dir, 'counts.jsonl'));
  const siteFile = path.join(dir, 'content', 'site.json');
  const site = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
  site.analytics = {
    provider,
    address: collector.url,
    ...(SITE_IDS[provider] && { site: SITE_IDS[provider] }),
  };
  fs.writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  return { dir, collector };
}

/**
 * How many counts the collector received.
 * @param {Collector} collector
 */
export const countsReceived = ({ log }) =>
  fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
