#!/usr/bin/env node
// The fault table: each fault of faults.json (or of another file with --faults, such as faults
// kept outside the project) is applied to a scratch copy of the project's files, and the test
// command is run there; a fault is stopped when the command fails. Prints one row per fault and
// exits 1 when any went through. No library runs a list of source edits against a test command
// (mutation testers generate their own edits), so this is the project's own.
//
//   node scripts/faults/faults.mjs [--faults FILE] [--only id,id] [--quick [--projects p,p]] [--keep]
//
// --quick runs only the test files a fault names (`tests`: "project:file"), not the whole test
// command: a first look, never the table's proof; --projects keeps those of the projects named
// (`--projects unit` needs no build). --keep leaves the scratch copies.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fileURLToPath } from 'url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{ id: string, who: string, defect: string, file: string, find: string,
 *   replace: string, tests?: string[] }} Fault
 * @typedef {{ faults: string, only: string[] | null, projects: string[] | null,
 *   quick: boolean, keep: boolean }} Args
 */

/** @param {string[]} argv @returns {Args} */
function parseArgs(argv) {
  /** @type {Args} */
  const args = {
    faults: path.join(ROOT, 'scripts/faults/faults.json'),
    only: null,
    projects: null,
    quick: false,
    keep: false,
  };
  for (let at = 0; at < argv.length; at += 1) {
    const arg = argv[at];
    if (arg === '--faults') args.faults = path.resolve(argv[++at]);
    else if (arg === '--only') args.only = argv[++at].split(',');
    else if (arg === '--quick') args.quick = true;
    else if (arg === '--projects') args.projects = argv[++at].split(',');
    else if (arg === '--keep') args.keep = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return args;
}

/** A copy of the project's files as they are in the work tree (tracked and new, not ignored). */
function scratchCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-fault-'));
  const listed = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (file === 'node_modules' || !fs.existsSync(from) || !fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Applies `fault` in `dir`: its text must be found exactly once.
 * @param {string} dir @param {Fault} fault
 */
function apply(dir, fault) {
  const file = path.join(dir, fault.file);
  const text = fs.readFileSync(file, 'utf8');
  const count = text.split(fault.find).length - 1;
  if (count !== 1) return `its text is found ${count} times in ${fault.file}`;
  fs.writeFileSync(
    file,
    text.replace(fault.find, () => fault.replace),
  );
  return null;
}

/**
 * The command a fault is tried with: the test command, or with --quick its own files.
 * @param {Fault} fault @param {Args} args @returns {[string, string[]]}
 */
function commandFor(fault, { quick, projects: only }) {
  if (!quick) return ['npm', ['run', '--silent', 'test:all']];
  const tests = (fault.tests ?? []).filter((test) => !only || only.includes(test.split(':')[0]));
  const projects = [...new Set(tests.map((test) => test.split(':')[0]))];
  const files = tests.map((test) => test.split(':')[1]).join('|');
  return [
    'npx',
    ['jest', '--selectProjects', ...projects, '--testPathPatterns', `/(${files})\\.test\\.tsx?$`],
  ];
}

/** @param {Fault} fault @param {Args} args */
function tryFault(fault, args) {
  const dir = scratchCopy();
  try {
    const problem = apply(dir, fault);
    if (problem) return { verdict: 'not applied', detail: problem };
    if (args.quick && !(fault.tests ?? []).length) {
      return { verdict: 'not tried', detail: 'it names no test files for --quick' };
    }
    const [command, commandArgs] = commandFor(fault, args);
    const started = Date.now();
    const result = spawnSync(command, commandArgs, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
      maxBuffer: 256 * 1024 * 1024,
    });
    const output = `${result.stdout}${result.stderr}`;
    fs.writeFileSync(path.join(os.tmpdir(), `portfolio-fault-${fault.id}.log`), output);
    const failed = [...output.matchAll(/^FAIL (\S+) (\S+)/gm)].map(
      ([, project, file]) => `${project}:${path.basename(file).replace(/\.test\.tsx?$/, '')}`,
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    return result.status === 0
      ? { verdict: 'WENT THROUGH', detail: `${seconds} s` }
      : {
          verdict: 'stopped',
          detail: `${[...new Set(failed)].join(', ') || 'the command failed'} (${seconds} s)`,
        };
  } finally {
    if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const args = parseArgs(process.argv.slice(2));
/** @type {{ faults: Fault[] }} */
const { faults } = JSON.parse(fs.readFileSync(args.faults, 'utf8'));
const { only, projects } = args;
const chosen = faults.filter(
  (fault) =>
    (!only || only.includes(fault.id)) &&
    (!projects || (fault.tests ?? []).some((test) => projects.includes(test.split(':')[0]))),
);
let through = 0;
console.log(
  `${chosen.length} faults, each with ${args.quick ? 'its own test files' : 'the test command'}:`,
);
for (const fault of chosen) {
  const { verdict, detail } = tryFault(fault, args);
  if (verdict !== 'stopped') through += 1;
  console.log(`| ${fault.id} | ${fault.who} | ${fault.defect} | ${verdict}: ${detail} |`);
}
console.log(through === 0 ? 'Every fault stopped.' : `${through} of ${chosen.length} not stopped.`);
process.exitCode = through === 0 ? 0 : 1;
