// git in a throw-away repository, run as an owner with a name (a machine may have none set).
import { execFileSync } from 'child_process';

/** The environment of an owner's commands: git knows who commits. */
export const OWNER_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.com',
  GIT_COMMITTER_NAME: 'Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.com',
};

/** Runs git in `cwd` and returns what it printed, without the last newline. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: OWNER_ENV, encoding: 'utf8' }).replace(/\n$/, '');
}
