// The upgrade under way, kept in git's own state of a merge: its trailers in the commit that
// MERGE_HEAD names, read back before any action (a new upgrade, --continue, --abort, --status).
import fs from 'node:fs';
import { gitPath, line } from './merge.mjs';

export const UNDER_WAY =
  'An upgrade is under way: finish it with npm run upgrade -- --continue, or leave it with npm run upgrade -- --abort';
// The upgrade's own trailers in the commit git merges (MERGE_HEAD): its state, in git's.
const TRAILER = /^Upgrade-(\w+): (.*)$/gm;

/**
 * The upgrade's trailers: upstream's address and branch, the version the site's code was taken
 * from (Base), the one it takes (Upstream), and whether it builds (Build: 'yes' or 'no').
 * @typedef {{ Url?: string, Ref?: string, Base: string, Upstream: string, Build?: string }} State
 */

/**
 * The upgrade under way, from git's MERGE_HEAD; null when none, `{}` for another merge.
 * @returns {Partial<State> | null}
 */
export function underWay() {
  const file = gitPath('MERGE_HEAD');
  if (!fs.existsSync(file)) return null;
  const body = line(['log', '-1', '--format=%B', fs.readFileSync(file, 'utf8').trim()]);
  return Object.fromEntries([...body.matchAll(TRAILER)].map(([, key, value]) => [key, value]));
}
