// Adds to package-lock.json the other platforms' optional binaries (e.g. darwin builds) that npm
// leaves out when its registry does not serve them: without their entries `npm ci` refuses the
// lock as out of sync; with them it skips them on this platform, as with a full registry.
// Run after every `npm install` that changes dependencies: npm run lock:complete. With --check
// it writes nothing and fails when an entry is missing: the test command's check of a lock file
// that came from elsewhere (a dependency update's pull request).
import fs from 'node:fs';

const LOCK = 'package-lock.json';
/**
 * An entry of the lock's packages, as far as this reads and writes it.
 * @typedef {object} LockEntry
 * @property {string} [version]
 * @property {Record<string, string>} [optionalDependencies]
 * @property {string[]} [os]
 * @property {string[]} [cpu]
 * @property {boolean} [optional]
 */
/** @type {{ packages: Record<string, LockEntry> }} */
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];

/**
 * The os and cpu a platform package is for, read from its name (e.g. …-linux-arm64-gnu).
 * @param {string} name
 */
function platformOf(name) {
  const parts = name.slice(name.lastIndexOf('/') + 1).split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return os && cpu ? { os: [os], cpu: [cpu] } : null;
}

/**
 * Whether npm finds `name` from `from`: in its node_modules, or in any parent's.
 * @param {string} from
 * @param {string} name
 */
function installed(from, name) {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
}

const check = process.argv.includes('--check');
/** @type {string[]} */
const missing = [];
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    if (installed(location, name) || !platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    // npm hoists such packages to the top unless another version is there already.
    const top = `node_modules/${name}`;
    const at = packages[top] ? `${location}/${top}` : top;
    packages[at] = { version: spec, ...platform, optional: true };
    missing.push(at);
    added += 1;
  }
}

if (check) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} platform package(s): ${missing.join(', ')}\nRun npm run lock:complete and commit the lock file.`,
    );
    process.exit(1);
  }
  console.log('package-lock.json: every platform package has its entry');
  process.exit(0);
}

/** @type {(first: [string, LockEntry], second: [string, LockEntry]) => number} */
const order = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b));
lock.packages = Object.fromEntries(Object.entries(packages).sort(order));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`);
