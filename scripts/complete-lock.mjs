// Completes package-lock.json with the platform-specific optional packages that npm leaves out
// when its registry does not serve them (binaries for other systems, e.g. darwin builds on a
// Linux-only mirror). Without their entries `npm ci` refuses the lock as out of sync; with
// them it skips them on this platform, as it would with a full registry.
// Run after every `npm install` that changes dependencies: npm run lock:complete
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];

/** The os and cpu a platform package is for, read from its name (e.g. …-linux-arm64-gnu). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return os && cpu ? { os: [os], cpu: [cpu] } : null;
}

/** Where npm would look for `name` when `from` requires it. */
function resolvedPath(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const at = dir.lastIndexOf('node_modules/');
    dir = at <= 0 ? '' : dir.slice(0, at - 1);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvedPath(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    // npm hoists such packages to the top unless another version is there already.
    const top = `node_modules/${name}`;
    const target = packages[top] ? `${location}/node_modules/${name}` : top;
    packages[target] = { version: spec, ...platform, optional: true };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`);
