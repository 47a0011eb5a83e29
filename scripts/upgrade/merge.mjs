// The git side of `npm run upgrade` (./upgrade.mjs): which upstream version a site's code was
// taken from, and a three-way merge of each file upstream changed since, with git's own merge of
// a file. The owner's files (content/, static/) are listed, never taken.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the site's upstream and the version its code was last taken from are recorded. */
export const RECORD = '.upstream.json';

/** The owner's files: upstream's versions of them (its sample content) are never taken. */
const isOwners = (file) =>
  (file.startsWith('content/') && !file.startsWith('content/schemas/')) ||
  file.startsWith('static/') ||
  file === RECORD;

/** A reason to stop, said to the owner as it is: no stack trace. */
export class Stop extends Error {}

export const git = (args, encoding = 'utf8') =>
  execFileSync('git', args, { encoding, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
export const line = (args) => git(args).trim();
export const succeeds = (args) => spawnSync('git', args, { stdio: 'ignore' }).status === 0;
export const blobAt = (rev, file) =>
  succeeds(['cat-file', '-e', `${rev}:${file}`]) ? line(['rev-parse', `${rev}:${file}`]) : null;
export const version = (rev) =>
  `${line(['rev-parse', '--short', rev])} of ${line(['log', '-1', '--format=%cs', rev])}`;

/** The upstream version the site's code was taken from: recorded, shared, or its first tree. */
export function baseOf(theirs, args, record) {
  if (args.from) {
    if (!succeeds(['rev-parse', '--verify', '--quiet', `${args.from}^{commit}`])) {
      throw new Stop(`--from ${args.from} is no version of the upstream repository`);
    }
    return line(['rev-parse', `${args.from}^{commit}`]);
  }
  if (record?.commit && succeeds(['cat-file', '-e', `${record.commit}^{commit}`]))
    return record.commit;
  if (succeeds(['merge-base', 'HEAD', theirs])) return line(['merge-base', 'HEAD', theirs]);
  // A copy made from a template starts with one commit that holds the version it was made from.
  const trees = new Set(
    line(['rev-list', '--max-parents=0', 'HEAD'])
      .split('\n')
      .map((root) => line(['rev-parse', `${root}^{tree}`])),
  );
  for (const entry of line(['log', '--format=%H %T', theirs]).split('\n')) {
    const [commit, tree] = entry.split(' ');
    if (trees.has(tree)) return commit;
  }
  throw new Stop(
    `Your site shares no history with ${args.upstream}, and its first commit is no version of it.\n` +
      `Name the version it was made from: npm run upgrade -- ${args.upstream} --from <commit> (docs/upgrading.md)`,
  );
}

/** Git's three-way merge of one file, written in place; whether it left conflict markers. */
function mergeFile(file, base, theirs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'));
  const at = (name, rev) => {
    const to = path.join(dir, name);
    fs.writeFileSync(to, rev && blobAt(rev, file) ? git(['show', `${rev}:${file}`], 'buffer') : '');
    return to;
  };
  const result = spawnSync('git', [
    'merge-file',
    '-p',
    '-L',
    'yours',
    '-L',
    'before',
    '-L',
    'upstream',
    file,
    at('base', base),
    at('theirs', theirs),
  ]);
  fs.rmSync(dir, { recursive: true });
  if (result.status < 0 || result.status === null) throw new Stop(`git could not merge ${file}`);
  fs.writeFileSync(file, result.stdout);
  return result.status > 0;
}

const isBinary = (base, theirs, file) =>
  line(['diff', '--numstat', base, theirs, '--', file]).startsWith('-');

/** Brings upstream's changes between `base` and `theirs` into the working tree. */
export function merge(base, theirs) {
  const out = { taken: [], merged: [], conflicts: [], owners: [], notes: [] };
  const names = git(['diff', '--name-only', '--no-renames', '-z', base, theirs])
    .split('\0')
    .filter(Boolean);
  for (const file of names) {
    if (isOwners(file)) {
      out.owners.push(file);
      continue;
    }
    const [ours, before, upstream] = [
      blobAt('HEAD', file),
      blobAt(base, file),
      blobAt(theirs, file),
    ];
    if (ours === upstream) continue;
    if (ours === before || file === 'package-lock.json') {
      // Unchanged by the owner (or a lock file, made again below from the merged package.json).
      if (upstream) git(['checkout', theirs, '--', file]);
      else git(['rm', '-q', '--', file]);
      out.taken.push(file);
      if (file === 'package-lock.json' && ours !== before) out.relock = true;
    } else if (!upstream) out.notes.push(`${file}: removed upstream, changed by you: kept yours`);
    else if (!ours) out.notes.push(`${file}: removed by you, changed upstream: left removed`);
    else if (isBinary(base, theirs, file))
      out.notes.push(`${file}: changed on both sides, not text: kept yours`);
    else (mergeFile(file, before && base, theirs) ? out.conflicts : out.merged).push(file);
  }
  return out;
}
