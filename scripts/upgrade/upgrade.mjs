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
import fs from 'node:fs';
import { finish, stopForConflicts } from './finish.mjs';
import { git, gitPath, line, merge, RECORD, Stop, succeeds, upstreamCode } from './merge.mjs';
import { report, status } from './status.mjs';
import { UNDER_WAY, underWay } from './under-way.mjs';
import { behind, fetchUpstream } from './upstream.mjs';
import { count, listed, say } from './words.mjs';

/**
 * @import { State } from './under-way.mjs'
 * @import { UpstreamOptions } from './upstream.mjs'
 */

/**
 * The command line: the upstream and branch named (`positional`, as given), --no-build, --from,
 * and the action asked for (continue, abort, status), if any.
 * @typedef {UpstreamOptions & { positional: string[], build: boolean, action?: string }} Args
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
