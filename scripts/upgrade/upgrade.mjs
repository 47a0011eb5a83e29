// `npm run upgrade`: takes a newer version of this project into an owner's site. Code is merged
// three-way (the version the site has, the owner's changes, the new version) with git's own
// merge of a file; the owner's files (content/, static/) are never replaced: migrations move
// the content to the new format. Then the content check and a build, and one commit.
// Our own: Copier's `update` does this for projects it generated, from an answers file; a site
// forked, or copied with GitHub's "Use this template", has none. Node's built-ins and git only,
// so that a site made before this command existed can run it from upstream (docs/upgrading.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseOf, blobAt, git, line, merge, RECORD, Stop, succeeds, version } from './merge.mjs';

const WIDTH = 100;

const say = (text = '') => console.log(text);

/** '1 file', '3 files'. */
const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A list that fits a line: 'a, b and 3 more'. */
function listed(items, room = WIDTH - 20) {
  const shown = [];
  for (const item of items) {
    if (shown.join(', ').length + item.length > room && shown.length > 0) break;
    shown.push(item);
  }
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

function parseArgs(argv) {
  const args = { positional: [], build: true };
  for (let at = 0; at < argv.length; at += 1) {
    const arg = argv[at];
    if (arg === '--no-build') args.build = false;
    else if (arg === '--continue' || arg === '--abort') args.action = arg.slice(2);
    else if (arg === '--from') args.from = argv[(at += 1)];
    else if (arg.startsWith('--')) throw new Stop(`Unknown option ${arg} (docs/upgrading.md)`);
    else args.positional.push(arg);
  }
  [args.upstream, args.ref] = args.positional;
  return args;
}

const statePath = () => path.join(line(['rev-parse', '--git-dir']), 'portfolio-upgrade.json');

/** Runs an npm script of the merged site; its output, and whether it passed. */
function npm(args) {
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    encoding: 'utf8',
    env: { ...process.env, PORTFOLIO_UPGRADE: '1' },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

const indented = (text, count = 30) =>
  text
    .split('\n')
    .slice(-count)
    .map((row) => `    ${row}`)
    .join('\n');

function start(args) {
  if (fs.existsSync(statePath())) {
    throw new Stop(
      'An upgrade is under way: finish it with npm run upgrade -- --continue, or leave it with npm run upgrade -- --abort',
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
  const record = fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : undefined;
  const url = args.upstream ?? record?.url;
  if (!url) {
    throw new Stop(
      'Name the site this one was made from: npm run upgrade -- https://github.com/<owner>/<repository>.git\n(it is remembered in .upstream.json for the next time)',
    );
  }
  const ref = args.ref ?? (args.upstream ? undefined : record?.ref);
  say(`Upgrade from ${url}${ref ? ` ${ref}` : ''}`);
  const fetched = spawnSync('git', ['fetch', '--quiet', '--no-tags', url, ref ?? 'HEAD'], {
    encoding: 'utf8',
  });
  if (fetched.status !== 0)
    throw new Stop(`git could not fetch it:\n${indented(fetched.stderr.trim())}`);
  const theirs = line(['rev-parse', 'FETCH_HEAD']);
  const base = baseOf(theirs, { ...args, upstream: url }, record);
  if (base === theirs || succeeds(['merge-base', '--is-ancestor', theirs, base])) {
    say(`  Your site has upstream's version ${version(theirs)} already: nothing to take.`);
    return;
  }
  const commits = line(['log', '--format=%s', `${base}..${theirs}`]).split('\n');
  say(
    `  Your code is upstream's ${version(base)}; upstream is at ${version(theirs)}, ${count(commits.length, 'commit')} later:`,
  );
  for (const subject of commits.slice(0, 5))
    say(`    ${subject.length > WIDTH - 6 ? `${subject.slice(0, WIDTH - 7)}…` : subject}`);
  if (commits.length > 5)
    say(
      `    and ${commits.length - 5} more (git log ${line(['rev-parse', '--short', base])}..FETCH_HEAD)`,
    );

  const head = line(['rev-parse', 'HEAD']);
  const result = merge(base, theirs);
  fs.writeFileSync(
    RECORD,
    `${JSON.stringify({ url, ...(ref && { ref }), commit: theirs }, null, 2)}\n`,
  );
  const state = { url, ref, base, theirs, head, build: args.build, ...result };
  fs.writeFileSync(statePath(), JSON.stringify(state));
  const arrived = result.taken.length + result.merged.length + result.conflicts.length;
  const merged = result.merged.length ? ` (${listed(result.merged, 45)})` : '';
  const both = result.conflicts.length ? `, ${result.conflicts.length} needs you` : '';
  say(
    `Arrived: ${count(arrived, 'file')} of code: ${result.taken.length} as they were, ${result.merged.length} merged with yours${merged}${both}`,
  );
  if (result.owners.length) {
    say(
      `  Your own files stay as they are: upstream changed ${count(result.owners.length, 'file')} of its sample (content/, static/)`,
    );
  }
  for (const note of result.notes) say(`  ${note}`);
  if (result.conflicts.length) {
    stopForConflicts(result.conflicts);
    return;
  }
  finish(state);
}

function stopForConflicts(conflicts) {
  say(
    `Needs you: ${count(conflicts.length, 'file')} changed on both sides in the same lines; git's markers show both:`,
  );
  for (const file of conflicts) say(`  ${file}`);
  say(
    '  Keep what you want between <<<<<<< yours and >>>>>>> upstream, remove the markers, then run:',
  );
  say('    npm run upgrade -- --continue');
  say('  To leave the upgrade and have your site as it was: npm run upgrade -- --abort');
  process.exitCode = 1;
}

/** Installs, migrates, checks, builds and commits what start() or the owner left. */
function finish(state) {
  const marked = state.conflicts.filter(
    (file) => fs.existsSync(file) && /^(<{7}|>{7})( |$)/m.test(fs.readFileSync(file, 'utf8')),
  );
  if (marked.length) {
    stopForConflicts(marked);
    return;
  }
  const changedLock = !succeeds(['diff', '--quiet', state.head, '--', 'package-lock.json']);
  if (
    state.relock &&
    blobAt(state.theirs, 'package.json') !== line(['hash-object', 'package.json'])
  ) {
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
  if (changedLock || state.relock) {
    say("Dependencies: installing the new version's (npm ci)");
    const installed = npm(['ci', '--no-audit', '--no-fund']);
    if (!installed.ok) return needs('npm ci failed', installed.output);
  }
  const migrated = npm(['run', '--silent', 'migrate:content']);
  say(`Content:\n${indented(migrated.output, 12)}`);
  if (!migrated.ok) return needs('the content check found problems (above)');
  if (state.build) {
    const built = npm(['run', '--silent', 'build']);
    if (!built.ok) return needs('the build failed', built.output);
    say('Build: OK');
  } else say('Build: skipped (--no-build): run npm run build before you publish');
  git(['add', '-A']);
  const subject = `Upgrade to ${state.url}${state.ref ? ` ${state.ref}` : ''} ${line(['rev-parse', '--short', state.theirs])}`;
  const commit = spawnSync(
    'git',
    [
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      subject,
      '-m',
      `From ${state.base} to ${state.theirs}: npm run upgrade.`,
    ],
    { encoding: 'utf8' },
  );
  if (commit.status !== 0)
    return needs(
      'git could not commit (does git know your name? git config --global user.name "…")',
      commit.stderr.trim(),
    );
  fs.rmSync(statePath());
  say(`Done: one commit, ${line(['rev-parse', '--short', 'HEAD'])} "${subject}"`);
  say(`  See it with git show --stat; undo it with git reset --hard HEAD~1`);
}

function needs(what, output = '') {
  if (output) say(indented(output));
  say(
    `Needs you: ${what}. Fix it, then run npm run upgrade -- --continue (or --abort to leave it).`,
  );
  process.exitCode = 1;
}

function abort() {
  if (!fs.existsSync(statePath())) throw new Stop('No upgrade is under way.');
  const { head } = JSON.parse(fs.readFileSync(statePath(), 'utf8'));
  git(['reset', '--quiet', '--hard', head]);
  git(['clean', '--quiet', '-fd']);
  fs.rmSync(statePath());
  say(`The upgrade is left: your site is as it was (${line(['rev-parse', '--short', 'HEAD'])}).`);
}

try {
  const args = parseArgs(process.argv.slice(2));
  if (!succeeds(['rev-parse', '--show-toplevel']))
    throw new Stop("Run it in your site's git repository.");
  process.chdir(line(['rev-parse', '--show-toplevel']));
  if (args.action === 'abort') abort();
  else if (args.action === 'continue') {
    if (!fs.existsSync(statePath()))
      throw new Stop('No upgrade is under way: npm run upgrade starts one.');
    finish({
      ...JSON.parse(fs.readFileSync(statePath(), 'utf8')),
      ...(!args.build && { build: false }),
    });
  } else start(args);
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
