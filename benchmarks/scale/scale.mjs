// The scale benchmark (`npm run bench:scale -- [--times N] [--project DIR] [--keep]`): the sample
// content grown N times (10 by default) in five languages, one written right to left, built in a
// temporary copy of the project; then a one-line edit of each kind of file, each rebuilt with
// Gatsby's cache kept as CI keeps it. Prints a table: each build's time and peak memory (the
// build's whole process tree), and the output's pages and size. A benchmark, not a test: its
// figures belong in docs/performance.md. The generated content is checked by the content check
// before anything is measured, and lives only in the temporary copy.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { growContent, LANGUAGES } from './grow.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
/**
 * @param {string} name
 * @param {string} fallback
 */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const times = Number(option('times', '10'));
const project = path.resolve(option('project', path.join(HERE, '..', '..')));
const keep = args.includes('--keep');
if (!Number.isInteger(times) || times < 1)
  throw new Error('--times takes a whole number, 1 or more');

// Not the copy's own: what a build makes, the project's packages, and other checkouts' clutter.
const LEFT_OUT = new Set(['.git', 'node_modules', '.cache', 'public', 'reports', 'coverage']);

/**
 * A copy of the project's files as they are (uncommitted changes too), its packages linked.
 * @param {string} from
 */
function copyOf(from) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-scale-'));
  for (const entry of fs.readdirSync(from)) {
    if (LEFT_OUT.has(entry) || entry === 'benchmarks') continue;
    fs.cpSync(path.join(from, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(from, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * The resident memory of a process and its descendants, in bytes (Linux's /proc); 0 for no
 * process (undefined: one that did not start).
 * @param {number | undefined} root
 */
function treeMemory(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
      rss.set(Number(pid), Number(fields[21]) * 4096);
    } catch {
      // The process ended while it was read.
    }
  }
  let total = 0;
  const pending = root === undefined ? [] : [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * One build: its label, time in seconds, peak memory in bytes and output.
 * @typedef {{ label: string, seconds: number, peak: number, output: string }} Build
 */

/**
 * Runs `gatsby build` in the copy: its time in seconds and peak memory; stops on a failure.
 * @param {string} copy
 * @param {string} label
 * @returns {Promise<Build>}
 */
function build(copy, label) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      [path.join(copy, 'node_modules', 'gatsby', 'cli.js'), 'build'],
      {
        cwd: copy,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', PORTFOLIO_OFFLINE: '1', CI: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeMemory(child.pid))), 200);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`${label}: gatsby build failed:\n${output.slice(-6000)}`));
      else resolve({ label, seconds, peak, output });
    });
  });
}

/**
 * The output's pages (HTML files but the editor's) and its size in bytes.
 * @param {string} copy
 */
function outputOf(copy) {
  let pages = 0;
  let bytes = 0;
  const root = path.join(copy, 'public');
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    bytes += fs.statSync(file).size;
    if (entry.name.endsWith('.html') && !path.relative(root, file).startsWith('admin')) pages += 1;
  }
  return { pages, bytes };
}

/**
 * Replaces the first match of `pattern` in a content file: a one-line edit, as an owner's;
 * whether to build: '' changes nothing (a rebuild), and a folder without a file has no edit.
 * @param {string} copy
 * @param {string} file
 * @param {RegExp} pattern
 * @param {string} change the replacement, `$&` the match
 * @returns {boolean}
 */
function editLine(copy, file, pattern, change) {
  if (file === '') return true;
  // A folder: its first Markdown file; a project without one has no such edit.
  const folder = file.endsWith('/') ? path.join(copy, 'content', file) : null;
  const first =
    folder && fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => name.endsWith('.md'))
          .sort()[0]
      : undefined;
  if (folder && !first) return false;
  const at = folder && first ? path.join(folder, first) : path.join(copy, 'content', file);
  const text = fs.readFileSync(at, 'utf8');
  const edited = text.replace(pattern, change);
  if (edited === text) throw new Error(`No line to edit in ${path.relative(copy, at)}`);
  fs.writeFileSync(at, edited);
  return true;
}

// One kind of file each: what an owner edits most.
/** @type {[label: string, file: string, pattern: RegExp, change: string][]} */
const EDITS = [
  // Gatsby's own floor for a rebuild: what every edit costs at least.
  ['nothing', '', /^/, ''],
  ['a project (projects.json)', 'projects.json', /"description": "/, '"description": "Edited. '],
  [
    'a translation (es/projects.json)',
    'translations/es/projects.json',
    /"title": "/,
    '"title": "Editado ',
  ],
  ['the resume (resume.json)', 'resume.json', /"summary": \[\s*"/, '$&Edited. '],
  ['the settings (site.json)', 'site.json', /"greeting": "/, '"greeting": "Edited. '],
  ['a post (posts/*.md)', 'posts/', /^summary: /m, 'summary: Edited. '],
];

/**
 * Gatsby's phases of a build (its `success <phase> - <n>s` lines), the longest first.
 * @param {string} output
 */
function phasesOf(output) {
  /** @type {Map<string, number>} */
  const phases = new Map();
  for (const [, name, seconds] of output.matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    const phase = name.replace(/ - \d+\/\d+ .*$/, '');
    phases.set(phase, (phases.get(phase) ?? 0) + Number(seconds));
  }
  return [...phases].sort(([, a], [, b]) => b - a).filter(([, seconds]) => seconds >= 1);
}

/** @param {number} bytes */
const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`;
/** @param {string[]} cells */
const row = (cells) => `| ${cells.join(' | ')} |`;

const sample = copyOf(project);
const copy = copyOf(project);
try {
  const grown = await growContent(path.join(copy, 'content'), times);
  const check = spawnSync(
    process.execPath,
    ['-r', 'sucrase/register/ts', 'scripts/check-content.ts'],
    { cwd: copy, encoding: 'utf8' },
  );
  if (check.status !== 0) {
    throw new Error(`The grown content is not valid:\n${check.stdout}${check.stderr}`);
  }
  console.log(
    `Content: the sample ×${times}: ${grown.projects} projects (${grown.images} images, ${grown.caseStudies} case studies), ${grown.videos} videos, ${grown.tech} tech items, ${grown.posts} posts, in ${LANGUAGES.length} languages (${LANGUAGES.join(', ')})`,
  );
  // The yardstick: the sample as it ships, built cold.
  const reference = await build(sample, "the sample's cold build");
  fs.rmSync(sample, { recursive: true, force: true });
  console.log(
    `  ${reference.label}: ${reference.seconds.toFixed(1)} s, peak ${mb(reference.peak)}`,
  );
  const runs = [reference];
  const cold = await build(copy, `×${times}: cold build (no cache)`);
  runs.push(cold);
  console.log(`  ${cold.label}: ${cold.seconds.toFixed(1)} s, peak ${mb(cold.peak)}`);
  const output = outputOf(copy);
  for (const [label, file, pattern, change] of EDITS) {
    if (!editLine(copy, file, pattern, change)) continue;
    const name = file ? `one-line edit of ${label}` : 'a rebuild with nothing changed';
    const run = await build(copy, `×${times}: ${name}`);
    runs.push(run);
    console.log(`  ${run.label}: ${run.seconds.toFixed(1)} s, peak ${mb(run.peak)}`);
  }
  console.log('');
  console.log(`Project: ${project}; ${os.cpus().length} cores, Node ${process.versions.node}`);
  console.log('');
  console.log(row(['build', 'time', "× the sample's cold build", 'peak memory']));
  console.log(row(['---', '---:', '---:', '---:']));
  for (const run of runs) {
    const share = (run.seconds / reference.seconds).toFixed(2);
    console.log(row([run.label, `${run.seconds.toFixed(1)} s`, share, mb(run.peak)]));
  }
  console.log('');
  console.log(`Output at ×${times}: ${output.pages} pages, ${mb(output.bytes)} in public/`);
  for (const run of [cold, runs[2]]) {
    const phases = phasesOf(run.output).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
    console.log(`Gatsby's phases of 1 s or more, ${run.label}: ${phases.join('; ')}`);
  }
  if (keep) console.log(`Kept: ${copy}`);
} finally {
  fs.rmSync(sample, { recursive: true, force: true });
  if (!keep) fs.rmSync(copy, { recursive: true, force: true });
}
