// Which tests a change needs: `content` when it touches the owner's files only (content/ but
// its schemas, which are the code's; static/), `full` for anything else, and for a change it
// cannot read (no base, a base git does not have). The CI workflow runs the content lane
// (npm run test:content) or the full test command (npm run test:all) by it.
//   node scripts/lane.mjs <base> [<head>]    prints lane=content or lane=full
import { spawnSync } from 'node:child_process';
import { isOwners } from './upgrade/owners.mjs';

export { isOwners };

/**
 * The lane for a change of these files: content only when there are some, all the owner's.
 * @param {string[]} files
 */
export const laneOf = (files) => (files.length > 0 && files.every(isOwners) ? 'content' : 'full');

/**
 * The files changed between two commits, or null when git cannot tell.
 * @param {string | undefined} base
 * @param {string} head
 */
function changedFiles(base, head) {
  if (!base || /^0+$/.test(base)) return null;
  const diff = spawnSync('git', ['diff', '--name-only', '--no-renames', base, head], {
    encoding: 'utf8',
  });
  return diff.status === 0 ? diff.stdout.split('\n').filter(Boolean) : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, head = 'HEAD'] = process.argv.slice(2);
  const files = changedFiles(base, head);
  const lane = files ? laneOf(files) : 'full';
  console.error(
    files
      ? `${files.length} file(s) changed; ${lane === 'content' ? 'all' : 'not all'} the owner's: the ${lane} lane`
      : 'The change could not be read: the full lane',
  );
  console.log(`lane=${lane}`);
}
