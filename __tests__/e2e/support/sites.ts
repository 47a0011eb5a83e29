// Owners' sites for the upgrade tests: forks of the test's upstream (./upstream.ts), in its
// temporary folder, and the owner's commands run in them as a shell runs them.
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { gitIn, OWNER_ENV } from '../../support/git';
import { ROOT } from '../../support/paths';
import { temporaryFolderIn } from '../../support/projectCopy';

export const ENV = { ...OWNER_ENV, PORTFOLIO_OFFLINE: '1', GATSBY_TELEMETRY_DISABLED: '1' };

export const git = (cwd: string, ...args: string[]) => gitIn(cwd, ...args).trim();

/** Runs a shell command in a site, as its owner would; its exit code and what it printed. */
export function run(cwd: string, command: string, env: Record<string, string> = {}) {
  const tmp = temporaryFolderIn(path.dirname(cwd));
  const result = spawnSync('bash', ['-c', command], {
    cwd,
    env: { ...ENV, TMPDIR: tmp, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A fork: the upstream's history at `version`, the project's packages, the owner's changes. */
export function fork(upstream: string, site: string, version: string, own: (site: string) => void) {
  git(path.dirname(site), 'clone', '-q', upstream, site);
  git(site, 'reset', '-q', '--hard', version);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  own(site);
  git(site, 'add', '-A');
  git(site, 'commit', '-qm', 'My site');
  return site;
}
