// The weekly upgrade (.github/workflows/upgrade.yml): runs `npm run upgrade` on the site's
// checkout and writes the pull request that proposes it: its branch, title and body. The
// workflow pushes the branch and opens the pull request; the tests then check it as any change.
// When both sides changed the same lines, nothing is merged: the branch holds one empty commit
// and the pull request, a draft, says which files and how to finish on the owner's machine.
//   node scripts/upgrade/propose.mjs [<address>] --body <file>
// <address>: the upstream when the site records none (.upstream.json), as the workflow finds it
// (the repository this one was forked or made from). With GITHUB_OUTPUT set, branch, title and
// draft are written to it; nothing is proposed when those stay unwritten.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { git, line, Stop, unmerged } from './merge.mjs';
import { readRecord } from './upstream.mjs';

const UPGRADE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'upgrade.mjs');

/** @param {string} text */
const say = (text) => console.log(text);

/**
 * Whether an address names this very repository on GitHub (the project's own).
 * @param {string} url
 */
function isThisRepository(url) {
  const repository = process.env.GITHUB_REPOSITORY;
  if (!repository) return false;
  const name = url
    .replace(/\.git$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return (
    name.endsWith(`github.com/${repository.toLowerCase()}`) ||
    name.endsWith(`github.com:${repository.toLowerCase()}`)
  );
}

/**
 * The pull request's text: what upstream brings and what the upgrade printed.
 * @param {{ intro: string, steps?: string[], printed: string }} text
 */
function body({ intro, steps, printed }) {
  return [
    intro,
    ...(steps ? ['', '```sh', ...steps, '```'] : []),
    '',
    'What the upgrade printed:',
    '',
    '```text',
    printed.trim(),
    '```',
    '',
  ].join('\n');
}

/** @param {string[]} argv */
function propose(argv) {
  const at = argv.indexOf('--body');
  const bodyFile = at >= 0 ? argv[at + 1] : undefined;
  if (!bodyFile) throw new Stop('Usage: propose.mjs [<address>] --body <file>');
  const [named] = argv.filter((_arg, index) => index !== at && index !== at + 1);
  process.chdir(line(['rev-parse', '--show-toplevel']));
  const record = readRecord();
  const url = record?.url ?? named;
  if (!url) {
    say(
      'No upstream: this site records none (.upstream.json) and none was named. Nothing to propose.',
    );
    return;
  }
  if (isThisRepository(url)) {
    say(`${url} is this repository: it is the project itself. Nothing to propose.`);
    return;
  }
  const ref = record?.url ? record.ref : undefined;
  const remote = spawnSync('git', ['ls-remote', url, ref ?? 'HEAD'], { encoding: 'utf8' });
  const [newest] = remote.stdout.split(/\s/);
  if (remote.status !== 0 || !newest)
    throw new Stop(`git could not read ${url}:\n${remote.stderr.trim()}`);
  const short = newest.slice(0, 7);
  const branch = `upgrade/${short}`;
  if (spawnSync('git', ['ls-remote', '--exit-code', '--heads', 'origin', branch]).status === 0) {
    say(`Upstream's ${short} is proposed already (branch ${branch}). Nothing to propose.`);
    return;
  }
  const args = [UPGRADE, ...(record?.url ? [] : [url]), '--no-build'];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const printed = `${run.stdout}${run.stderr}`;
  process.stdout.write(printed);
  if (/nothing to take/.test(printed) && run.status === 0) return;
  const date = line(['log', '-1', '--format=%cs', newest]);
  const since =
    /Your code is upstream's \w+ of [\d-]+; upstream is at \w+ of [\d-]+, ([^:]+):/.exec(
      printed,
    )?.[1];
  const news = `Upstream has a new version: ${short} of ${date}${since ? `, ${since} than the version your site's code was taken from` : ''}.`;
  let text;
  let draft = false;
  let title = `Upgrade to upstream's ${short} of ${date}`;
  if (run.status === 0) {
    text = body({
      intro: `${news} This pull request takes it as \`npm run upgrade\` does: the code merged with your changes, your content and \`static/\` kept and moved to the new format. The tests run on it as on any change: merge it when they pass.`,
      printed,
    });
  } else if (fs.existsSync(line(['rev-parse', '--git-path', 'MERGE_HEAD']))) {
    // Both sides changed the same lines, or a step failed: nothing merged, the owner finishes.
    const files = [...unmerged().keys()];
    spawnSync(process.execPath, [UPGRADE, '--abort'], { stdio: 'ignore' });
    git([
      'commit',
      '--quiet',
      '--allow-empty',
      '--no-verify',
      '-m',
      `${title}: needs you (the pull request says how)`,
    ]);
    draft = true;
    title = `${title}: needs you`;
    const which = files.length
      ? `It changes lines you changed too, in ${files.length === 1 ? 'this file' : 'these files'}:\n\n${files.map((file) => `- \`${file}\``).join('\n')}\n\n`
      : 'The upgrade stopped before it was done (below). ';
    text = body({
      intro: `${news} ${which}Nothing is merged: this pull request holds no change yet. Finish the upgrade on your machine, on its branch, then push: the tests run on it, and you merge it when they pass.`,
      steps: [
        'git fetch origin',
        `git switch ${branch}`,
        `npm run upgrade${record?.url ? '' : ` -- ${url}`}`,
        '# in each file, keep what you want between <<<<<<< yours and >>>>>>> upstream, remove the markers',
        'npm run upgrade -- --continue',
        'git push',
      ],
      // The upgrade's own way on (--continue, --abort) is the steps above, here.
      printed: printed.replace(/^ {2}Keep what you want[\s\S]*/m, ''),
    });
  } else throw new Stop('The upgrade did not run (above): nothing to propose.');
  fs.writeFileSync(bodyFile, text);
  say(`\nPull request${draft ? ' (draft)' : ''}, from ${branch}: ${title}\n\n${text}`);
  if (process.env.GITHUB_OUTPUT) {
    fs.appendFileSync(
      process.env.GITHUB_OUTPUT,
      `branch=${branch}\ntitle=${title}\ndraft=${draft}\n`,
    );
  }
}

try {
  propose(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
