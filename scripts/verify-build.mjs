// Proves that a folder is the build the tests ran on, before CI deploys it: the tests record each
// file's SHA-256 as soon as the build is made (PORTFOLIO_TESTED_BUILD, docs/testing.md), and
// this compares the folder with that record. Any file added, removed or changed fails, by name.
//   node scripts/verify-build.mjs <folder>            checks it against <folder>.sha256.json
//   node scripts/verify-build.mjs --record <folder>   writes <folder>.sha256.json
// Prints one line, the verdict; exits 1 when the folder is not the recorded build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a folder's record is kept: beside it, so that it is never deployed with it.
 * @param {string} folder
 */
export const manifestOf = (folder) => `${path.resolve(folder)}.sha256.json`;

/**
 * Every file of `folder` by its path inside it ('/'-separated), with its SHA-256, sorted.
 * @param {string} folder
 */
export function hashFolder(folder) {
  /** @type {Record<string, string>} */
  const files = {};
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const name of names) {
    const file = path.join(folder, name);
    // A link or a device is no file of a build: it differs from whatever was recorded.
    const hash = fs.lstatSync(file).isFile()
      ? createHash('sha256').update(fs.readFileSync(file)).digest('hex')
      : 'not a regular file';
    files[name.split(path.sep).join('/')] = hash;
  }
  return files;
}

/**
 * The differences between a record and the files found, each naming its file.
 * @param {Record<string, string>} recorded
 * @param {Record<string, string>} found
 */
export function differences(recorded, found) {
  const changes = [];
  for (const [name, hash] of Object.entries(recorded)) {
    if (!(name in found)) changes.push(`removed ${name}`);
    else if (found[name] !== hash) changes.push(`changed ${name}`);
  }
  for (const name of Object.keys(found)) {
    if (!(name in recorded)) changes.push(`added ${name}`);
  }
  return changes;
}

/**
 * Compares `folder` with its record: { ok, line }, the line being the verdict to print.
 * @param {string} folder
 */
export function verify(folder) {
  const shown = `${path.relative('.', path.resolve(folder)) || '.'}/`;
  const manifest = manifestOf(folder);
  /** @param {string} why */
  const notTested = (why) => ({ ok: false, line: `${shown} is not the tested build: ${why}` });
  if (!fs.existsSync(manifest)) {
    return notTested(
      `no record ${path.basename(manifest)} (the tests write it when run with PORTFOLIO_TESTED_BUILD=${shown.slice(0, -1)})`,
    );
  }
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    return notTested('the folder does not exist');
  }
  /** @type {{ files: Record<string, string> }} */
  const { files: recorded } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const changes = differences(recorded, hashFolder(folder));
  if (changes.length > 0) {
    // One line however many: the first few by name, then how many more.
    const named = changes.slice(0, 10).join(', ');
    const more = changes.length > 10 ? `, and ${changes.length - 10} more` : '';
    return notTested(`${named}${more} (against ${path.basename(manifest)})`);
  }
  const count = Object.keys(recorded).length;
  return {
    ok: true,
    line: `${shown} is the tested build: its ${count} files match ${path.basename(manifest)}`,
  };
}

/**
 * Writes the record of `folder` beside it.
 * @param {string} folder
 */
export function record(folder) {
  const manifest = manifestOf(folder);
  const files = hashFolder(folder);
  fs.writeFileSync(manifest, `${JSON.stringify({ files }, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const recording = args[0] === '--record';
  const folder = recording ? args[1] : args[0];
  if (!folder || args.length !== (recording ? 2 : 1)) {
    console.error('Usage: node scripts/verify-build.mjs [--record] <folder>');
    process.exit(2);
  }
  if (recording) {
    console.log(`${folder}: recorded in ${path.basename(record(folder))}`);
  } else {
    // On stdout either way, for CI to copy into the run's summary.
    const { ok, line } = verify(folder);
    console.log(line);
    process.exit(ok ? 0 : 1);
  }
}
