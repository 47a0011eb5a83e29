// `npm run upgrade`: takes a newer version of this project into an owner's site. Code is merged
// three-way by git (the version the site has, the owner's changes, the new version), renames
// followed; the owner's files (content/, static/) are never replaced: migrations move the
// content to the new format. Then the content check and a build, and one commit. A merge that
// needs the owner is left in git's own state, as `git merge` leaves one.
// Our own: Copier's `update` does this for projects it generated, from an answers file; a site
// forked, or copied with GitHub's "Use this template", has none. Node's built-ins and git only,
// so that a site made before this command existed can run it from upstream (docs/upgrading.md).
//   npm run upgrade [-- <address> [<branch>]] [--from <commit>] [--no-build]
//   npm run upgrade -- --status | --continue | --abort
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import {
  blobAt,
  changes,
  git,
  gitPath,
  line,
  LOCK,
  merge,
  RECORD,
  Stop,
  succeeds,
  unmerged,
  upstreamCode,
} from './merge.mjs';
import { report, status } from './status.mjs';
import { behind, fetchUpstream } from './upstream.mjs';
import { count, indented, listed, say } from './words.mjs';

/** @import { UpstreamOptions } from './upstream.mjs' */

const UNDER_WAY =
  'An upgrade is under way: finish it with npm run upgrade -- --continue, or leave it with npm run upgrade -- --abort';
const MARKERS = /^(<{7} yours|>{7} upstream)$/m;
// The upgrade's own trailers in the commit git merges (MERGE_HEAD): its state, in git's.
const TRAILER = /^Upgrade-(\w+): (.*)$/gm;

/**
 * The command line: the upstream and branch named (`positional`, as given), --no-build, --from,
 * and the action asked for (continue, abort, status), if any.
 * @typedef {UpstreamOptions & { positional: string[], build: boolean, action?: string }} Args
 */

/**
 * The upgrade's trailers: upstream's address and branch, the version the site's code was taken
 * from (Base), the one it takes (Upstream), and whether it builds (Build: 'yes' or 'no').
 * @typedef {{ Url?: string, Ref?: string, Base: string, Upstream: string, Build?: string }} State
 */

/**
 * @param {string[]} argv
 * @returns {Args}
 */
function parseArgs(argv) {
  /** @type {Args} */
  const args = { positional: [], build: true };
  for (let at = 0; at < argv.length; at += 1) {
    const arg = argv[at];
    if (arg === '--no-build') args.build = false;
    else if (['--continue', '--abort', '--status'].includes(arg)) args.action = arg.slice(2);
    else if (arg === '--from') args.from = argv[(at += 1)];
    else if (arg.startsWith('--')) throw new Stop(`Unknown option ${arg} (docs/upgrading.md)`);
    else args.positional.push(arg);
  }
  [args.upstream, args.ref] = args.positional;
  return args;
}

/**
 * The upgrade under way, from git's MERGE_HEAD; null when none, `{}` for another merge.
 * @returns {Partial<State> | null}
 */
function underWay() {
  const file = gitPath('MERGE_HEAD');
  if (!fs.existsSync(file)) return null;
  const body = line(['log', '-1', '--format=%B', fs.readFileSync(file, 'utf8').trim()]);
  return Object.fromEntries([...body.matchAll(TRAILER)].map(([, key, value]) => [key, value]));
}

/**
 * Runs an npm script of the merged site; its output, and whether it passed.
 * @param {string[]} args
 */
function npm(args) {
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    encoding: 'utf8',
    env: { ...process.env, PORTFOLIO_UPGRADE: '1' },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** @param {Args} args */
function start(args) {
  const state = underWay();
  if (state) {
    throw new Stop(
      state.Base
        ? UNDER_WAY
        : 'A git merge is under way: finish it (git commit) or leave it (git merge --abort), then run the upgrade.',
    );
  }
  // Each line is two letters of status, a space and the file.
  const files = git(['status', '--porcelain'])
    .split('\n')
    .filter(Boolean)
    .map((row) => row.slice(3));
  if (files.length > 0) {
    throw new Stop(
      `The upgrade did not start: ${count(files.length, 'file')} with changes not committed: ${listed(files)}\n` +
        'Commit them (git add -A && git commit -m "…") or put them aside (git stash -u), then run it again.',
    );
  }
  const { url, ref, theirs, base } = fetchUpstream(args);
  if (!behind({ base, theirs })) return;
  const short = line(['rev-parse', '--short', theirs]);
  /** @type {State} */
  const trailers = {
    Url: url,
    Ref: ref,
    Base: base,
    Upstream: theirs,
    Build: args.build ? 'yes' : 'no',
  };
  const code = upstreamCode(
    base,
    theirs,
    `Upstream's ${short} without its sample content, merged by npm run upgrade\n\n${Object.entries(
      trailers,
    )
      .filter(([, value]) => value)
      .map(([key, value]) => `Upgrade-${key}: ${value}`)
      .join('\n')}`,
  );
  const result = merge(base, theirs, code);
  fs.writeFileSync(
    RECORD,
    `${JSON.stringify({ url, ...(ref && { ref }), commit: theirs }, null, 2)}\n`,
  );
  git(['add', '--', RECORD]);
  // git's own state of a merge under way: git status, merge tools and git merge --abort know it.
  fs.writeFileSync(gitPath('MERGE_HEAD'), `${code}\n`);
  const subject = `Upgrade to ${url}${ref ? ` ${ref}` : ''} ${short}`;
  fs.writeFileSync(
    gitPath('MERGE_MSG'),
    `${subject}\n\nFrom ${base} to ${theirs}: npm run upgrade.\n`,
  );
  report(result);
  if (result.conflicts.length) return stopForConflicts(result.conflicts);
  finish(trailers);
}

/** @param {string[]} conflicts */
function stopForConflicts(conflicts) {
  const marked = conflicts.filter(
    (file) => fs.existsSync(file) && MARKERS.test(fs.readFileSync(file, 'utf8')),
  );
  say(
    `Needs you: ${count(conflicts.length, 'file')} changed on both sides${marked.length === conflicts.length ? " in the same lines; git's markers show both" : ' (git status says how)'}:`,
  );
  for (const file of conflicts)
    say(`  ${file}${marked.includes(file) ? '' : ' (no markers: git status says how)'}`);
  say(
    '  Keep what you want between <<<<<<< yours and >>>>>>> upstream, remove the markers, then run:',
  );
  say('    npm run upgrade -- --continue');
  say('  To leave the upgrade and have your site as it was: npm run upgrade -- --abort');
  process.exitCode = 1;
}

/**
 * Installs, migrates, checks, builds and commits what start() or the owner left.
 * @param {State} state
 */
function finish(state) {
  // A file is settled once its markers are gone: marked as resolved for the owner, as git add.
  const open = [...unmerged().keys()];
  const changed = new Set([...open, ...changes('HEAD', null).map(({ to }) => to)]);
  const marked = [...changed].filter(
    (file) => fs.existsSync(file) && MARKERS.test(fs.readFileSync(file, 'utf8')),
  );
  if (marked.length) return stopForConflicts(marked);
  if (open.length) git(['add', '-A', '--', ...open]);
  const changedLock = !succeeds(['diff', '--quiet', '--cached', 'HEAD', '--', LOCK]);
  const base = blobAt(state.Base, LOCK);
  const relock = blobAt('HEAD', LOCK) !== base && blobAt(state.Upstream, LOCK) !== base;
  if (relock && blobAt(state.Upstream, 'package.json') !== line(['hash-object', 'package.json'])) {
    say("Dependencies: your package.json and upstream's, merged; npm writes the lock file again");
    const relocked = npm([
      'install',
      '--package-lock-only',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ]);
    if (!relocked.ok) return needs('npm could not write the lock file', relocked.output);
  }
  if (changedLock || relock) {
    say("Dependencies: installing the new version's (npm ci)");
    const installed = npm(['ci', '--no-audit', '--no-fund']);
    if (!installed.ok) return needs('npm ci failed', installed.output);
  }
  const migrated = npm(['run', '--silent', 'migrate:content']);
  say(`Content:\n${indented(migrated.output, 12)}`);
  if (!migrated.ok) return needs('the content check found problems (above)');
  if (state.Build !== 'no') {
    const built = npm(['run', '--silent', 'build']);
    if (!built.ok) return needs('the build failed', built.output);
    say('Build: OK');
  } else say('Build: skipped (--no-build): run npm run build before you publish');
  git(['add', '-A']);
  // One commit on the site's own, not a merge: upstream's history stays upstream's.
  const message = fs.readFileSync(gitPath('MERGE_MSG'), 'utf8');
  const tree = line(['write-tree']);
  const made = spawnSync('git', ['commit-tree', tree, '-p', 'HEAD', '-F', '-'], {
    encoding: 'utf8',
    input: message,
  });
  if (made.status !== 0)
    return needs(
      'git could not commit (does git know your name? git config --global user.name "…")',
      made.stderr.trim(),
    );
  git(['update-ref', '-m', 'npm run upgrade', 'HEAD', made.stdout.trim()]);
  for (const name of ['MERGE_HEAD', 'MERGE_MSG', 'MERGE_MODE'])
    fs.rmSync(gitPath(name), { force: true });
  const [subject] = message.split('\n');
  say(`Done: one commit, ${line(['rev-parse', '--short', 'HEAD'])} "${subject}"`);
  say('  See it with git show --stat; undo it with git reset --hard HEAD~1');
}

/** @param {string} what */
function needs(what, output = '') {
  if (output) say(indented(output));
  say(
    `Needs you: ${what}. Fix it, then run npm run upgrade -- --continue (or --abort to leave it).`,
  );
  process.exitCode = 1;
}

function abort() {
  if (!underWay()?.Base) throw new Stop('No upgrade is under way.');
  // As git merge --abort; the tree was clean when the upgrade started, so what is new is its.
  git(['reset', '--quiet', '--hard', 'HEAD']);
  git(['clean', '--quiet', '-fd']);
  say(`The upgrade is left: your site is as it was (${line(['rev-parse', '--short', 'HEAD'])}).`);
}

try {
  const args = parseArgs(process.argv.slice(2));
  if (!succeeds(['rev-parse', '--show-toplevel']))
    throw new Stop("Run it in your site's git repository.");
  process.chdir(line(['rev-parse', '--show-toplevel']));
  if (args.action === 'abort') abort();
  else if (args.action === 'status') {
    if (underWay()?.Base) throw new Stop(UNDER_WAY);
    status(args);
  } else if (args.action === 'continue') {
    const state = underWay();
    if (!state?.Base) throw new Stop('No upgrade is under way: npm run upgrade starts one.');
    // start() writes Upstream beside Base: its trailers are a State.
    finish({ .../** @type {State} */ (state), ...(!args.build && { Build: 'no' }) });
  } else start(args);
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
