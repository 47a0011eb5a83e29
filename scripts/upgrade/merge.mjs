// The git side of `npm run upgrade` (./upgrade.mjs): which upstream version a site's code was
// taken from, and git's own three-way merge of what upstream changed since, renames followed.
// The owner's files (./owners.mjs) are listed, never taken. A merge that needs the owner is
// left as any git merge leaves one: unmerged in the index, MERGE_HEAD written.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isOwners } from './owners.mjs';

/** Where the site's upstream and the version its code was last taken from are recorded. */
export const RECORD = '.upstream.json';

/**
 * What RECORD holds: the upstream's address, its branch when one was named, and the commit the
 * site's code was last taken from. Each is read as maybe absent: the owner may have edited it.
 * @typedef {{ url?: string, ref?: string, commit?: string }} UpstreamRecord
 */

export const LOCK = 'package-lock.json';

/** A reason to stop, said to the owner as it is: no stack trace. */
export class Stop extends Error {}

/**
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, input?: string }} [options]
 */
export const git = (args, options = {}) =>
  execFileSync('git', args, {
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
    ...options,
  });
/** @type {typeof git} */
export const line = (args, options) => git(args, options).trim();
/** @param {string[]} args */
export const succeeds = (args) => spawnSync('git', args, { stdio: 'ignore' }).status === 0;
/**
 * @param {string} rev
 * @param {string} file
 */
export const blobAt = (rev, file) =>
  succeeds(['cat-file', '-e', `${rev}:${file}`]) ? line(['rev-parse', `${rev}:${file}`]) : null;
/** @param {string} rev */
export const version = (rev) =>
  `${line(['rev-parse', '--short', rev])} of ${line(['log', '-1', '--format=%cs', rev])}`;
/** @param {string} name */
export const gitPath = (name) => line(['rev-parse', '--git-path', name]);

/**
 * The upstream version the site's code was taken from: recorded, shared, or its first tree.
 * @param {string} theirs
 * @param {{ from?: string, upstream?: string }} args
 * @param {UpstreamRecord | undefined} record
 */
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

/**
 * A file changed between two trees: git's status letter (M, A, D, R…), its path before and after.
 * @typedef {{ status: string, from: string, to: string }} Change
 */

/**
 * The files changed between two trees, renames found: [{ status, from, to }].
 * @param {string} from
 * @param {string | null} to
 */
export function changes(from, to) {
  // Without `to`, the index: what is staged.
  const range = to ? [from, to] : ['--cached', from];
  const fields = git(['diff', '--name-status', '-M', '-z', ...range])
    .split('\0')
    .slice(0, -1);
  /** @type {Change[]} */
  const out = [];
  for (let at = 0; at < fields.length;) {
    const status = fields[at];
    const renamed = /^[RC]/.test(status);
    out.push({ status: status[0], from: fields[at + 1], to: fields[at + (renamed ? 2 : 1)] });
    at += renamed ? 3 : 2;
  }
  return out;
}

/**
 * Upstream's version with the owner's files as they were at `base`: what the site merges, so
 * that upstream's sample never replaces the owner's content. Its message records the upgrade.
 * @param {string} base
 * @param {string} theirs
 * @param {string} message
 */
export function upstreamCode(base, theirs, message) {
  const index = `${gitPath('index')}.upgrade`;
  const env = { ...process.env, GIT_INDEX_FILE: index };
  try {
    git(['read-tree', theirs], { env });
    /** @param {string} rev */
    const owners = (rev) =>
      git(['ls-tree', '-r', '-z', '--full-tree', rev])
        .split('\0')
        .filter((row) => row && isOwners(row.slice(row.indexOf('\t') + 1)));
    // Upstream's own files out, the ones at `base` in: mode 0 removes a path.
    const removed = owners(theirs).map((row) => `0 ${'0'.repeat(40)}\t${row.split('\t')[1]}`);
    const input = [...removed, ...owners(base)].map((row) => `${row}\0`).join('');
    git(['update-index', '-z', '--index-info'], { env, input });
    const tree = line(['write-tree'], { env });
    return git(['commit-tree', tree, '-p', base, '-m', message], { env }).trim();
  } finally {
    fs.rmSync(index, { force: true });
  }
}

/** The unmerged paths of the index, each with the stages it has ('123', '12', …). */
export function unmerged() {
  /** @type {Map<string, string>} */
  const stages = new Map();
  for (const row of git(['ls-files', '-u', '-z']).split('\0').filter(Boolean)) {
    const [info, file] = row.split('\t');
    stages.set(file, `${stages.get(file) ?? ''}${info.split(' ')[2]}`);
  }
  return stages;
}

/** @param {string} file */
const isBinary = (file) => line(['diff', '--numstat', `:1:${file}`, `:3:${file}`]).startsWith('-');

/**
 * What merge() did: upstream's files taken as they were, merged with the owner's, left to the
 * owner (`conflicts`), its notes on what it settled, upstream's changes to the owner's files (not
 * taken), and whether the lock file is to be made again.
 * @typedef {object} MergeResult
 * @property {string[]} taken
 * @property {string[]} merged
 * @property {string[]} conflicts
 * @property {string[]} notes
 * @property {string[]} owners
 * @property {boolean} [relock]
 */

/**
 * Merges `code` (upstreamCode's commit of `theirs`, on `base`) into the working tree and the
 * index, as `git merge` would, the conflicts labelled "yours" and "upstream". What git cannot
 * choose is settled as the upgrade always has (and reported), or left to the owner: `conflicts`.
 * @param {string} base
 * @param {string} theirs
 * @param {string} code
 */
export function merge(base, theirs, code) {
  const head = line(['rev-parse', 'HEAD']);
  /** @type {MergeResult} */
  const out = {
    taken: [],
    merged: [],
    conflicts: [],
    notes: [],
    owners: changes(base, theirs)
      .map(({ to }) => to)
      .filter(isOwners),
  };
  const upstream = changes(base, code);
  const yours = changes(base, head).filter(({ to }) => !isOwners(to));
  // git names each side after the environment's GITHEAD_<commit>.
  const labels = { [`GITHEAD_${head}`]: 'yours', [`GITHEAD_${code}`]: 'upstream' };
  const result = spawnSync('git', ['merge-recursive', base, '--', head, code], {
    encoding: 'utf8',
    env: { ...process.env, ...labels },
  });
  if (result.status !== 0 && result.status !== 1) {
    throw new Stop(`git could not merge:\n${`${result.stdout}${result.stderr}`.trim()}`);
  }
  // The lock file is made again from the merged package.json, never merged line by line.
  if (blobAt(head, LOCK) !== blobAt(base, LOCK) && blobAt(code, LOCK) !== blobAt(base, LOCK)) {
    git(['checkout', code, '--', LOCK]);
    out.relock = true;
  }
  for (const [file, stages] of unmerged()) {
    if (stages === '12') {
      git(['add', '--', file]);
      out.notes.push(`${file}: removed upstream, changed by you: kept yours`);
    } else if (stages === '13') {
      git(['rm', '-q', '--', file]);
      out.notes.push(`${file}: removed by you, changed upstream: left removed`);
    } else if (stages === '123' && isBinary(file)) {
      git(['checkout', '--ours', '--', file]);
      git(['add', '--', file]);
      out.notes.push(`${file}: changed on both sides, not text: kept yours`);
    } else out.conflicts.push(file);
  }
  const moved = new Map(upstream.filter((c) => c.status === 'R').map((c) => [c.from, c.to]));
  for (const { status, from, to } of yours) {
    if (status === 'R' && upstream.some((c) => c.from === from && c.status === 'M')) {
      out.notes.push(`${from}: you moved it to ${to}; upstream's changes followed it`);
    } else if (status === 'M' && moved.has(from)) {
      out.notes.push(`${from}: moved upstream to ${moved.get(from)}; your changes went with it`);
    }
  }
  // What the index now holds that HEAD did not came from upstream: as it was, or merged.
  const mine = new Set(yours.flatMap(({ from, to }) => [from, to]));
  const conflicted = new Set(out.conflicts);
  for (const { from, to } of changes(head, null)) {
    if (isOwners(to) || conflicted.has(to)) continue;
    (mine.has(to) || mine.has(from) ? out.merged : out.taken).push(to);
  }
  return out;
}
