// What an upgrade brings, as the upgrade says it (report), and `npm run upgrade -- --status`:
// the same merge made in a temporary worktree of the site, so that the report is what the
// upgrade would do, renames and conflicts included, while the site itself is left as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git, merge, succeeds, upstreamCode } from './merge.mjs';
import { OWNERS_FOLDERS } from './owners.mjs';
import { behind, fetchUpstream } from './upstream.mjs';
import { count, listed, say } from './words.mjs';

/**
 * @import { MergeResult } from './merge.mjs'
 * @import { UpstreamOptions } from './upstream.mjs'
 */

/**
 * What the merge did, as the upgrade prints it.
 * @param {MergeResult} result
 */
export function report(result, verb = 'Arrived') {
  const arrived = result.taken.length + result.merged.length + result.conflicts.length;
  const merged = result.merged.length ? ` (${listed(result.merged, 45)})` : '';
  const both = result.conflicts.length ? `, ${result.conflicts.length} needs you` : '';
  say(
    `${verb}: ${count(arrived, 'file')} of code: ${result.taken.length} as they were, ${result.merged.length} merged with yours${merged}${both}`,
  );
  if (result.owners.length) {
    say(
      `  Your own files stay as they are: upstream changed ${count(result.owners.length, 'file')} of its sample (${OWNERS_FOLDERS})`,
    );
  }
  for (const note of result.notes) say(`  ${note}`);
}

/**
 * The content format a tree's content is in: content without the file is in format 1.
 * @param {string} rev
 * @returns {number}
 */
function formatOf(rev) {
  const file = `${rev}:content/format.json`;
  return succeeds(['cat-file', '-e', file]) ? JSON.parse(git(['show', file])).version : 1;
}

/** @param {UpstreamOptions} args */
export function status(args) {
  const upstream = fetchUpstream({ ...args, status: true });
  if (!behind(upstream)) return;
  const { base, theirs } = upstream;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-status-'));
  const site = process.cwd();
  git(['worktree', 'add', '--quiet', '--detach', dir, 'HEAD']);
  let result;
  try {
    process.chdir(dir);
    result = merge(base, theirs, upstreamCode(base, theirs, 'npm run upgrade -- --status'));
  } finally {
    process.chdir(site);
    git(['worktree', 'remove', '--force', dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  report(result, 'Would arrive');
  const yours = [...result.merged, ...result.conflicts];
  if (yours.length) {
    say(`  Your changes that upstream changed too (look at them after the upgrade):`);
    for (const file of result.merged) say(`    ${file}: merges with yours`);
    for (const file of result.conflicts)
      say(`    ${file}: changed on both sides in the same lines: you will choose`);
  } else say('  None of your changes to the code is changed upstream.');
  const [now, next] = [formatOf('HEAD'), formatOf(theirs)];
  say(
    now === next
      ? `  Content: in format ${now}, the format the new version reads.`
      : `  Content: in format ${now}; the new version reads format ${next}: the upgrade migrates it.`,
  );
  say('Nothing was changed. To take it: npm run upgrade');
}
