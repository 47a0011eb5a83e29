// The second half of `npm run upgrade`, right after the merge or by --continue: the owner's
// conflicts settled, then dependencies, the content's migrations and check, a build, one commit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { blobAt, changes, git, gitPath, line, LOCK, succeeds, unmerged } from './merge.mjs';
import { count, indented, say } from './words.mjs';

/** @import { State } from './under-way.mjs' */

const MARKERS = /^(<{7} yours|>{7} upstream)$/m;

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

/**
 * Stops for the owner: the files both sides changed, and how to finish or leave the upgrade.
 * @param {string[]} conflicts
 */
export function stopForConflicts(conflicts) {
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
export function finish(state) {
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
