// The build CI deploys is the owner's site exactly as the tests built and tested it. With
// PORTFOLIO_TESTED_BUILD=<folder> (ci.yml sets `public`), set-up records each file's SHA-256 as
// soon as the content site is built, before any of its tests, and teardown moves the build and
// its record to that folder; scripts/verify-build.mjs then proves the folder is that build.
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { ROOT } from '../../support/paths';

export const TESTED_BUILD_VARIABLE = 'PORTFOLIO_TESTED_BUILD';

const SCRIPT = path.join(ROOT, 'scripts', 'verify-build.mjs');

/** Where the tested build is to be left (a folder of the project), or undefined: nowhere. */
export function testedBuildFolder(): string | undefined {
  const named = process.env[TESTED_BUILD_VARIABLE];
  return named ? path.resolve(ROOT, named) : undefined;
}

/** A folder's record, named as scripts/verify-build.mjs names it: beside the folder. */
const recordOf = (folder: string) => `${folder}.sha256.json`;

/** At set-up's start: an earlier run's record goes, so that no record outlives its build. */
export function forgetTestedBuild(): void {
  const folder = testedBuildFolder();
  if (folder) fs.rmSync(recordOf(folder), { force: true });
}

/** Right after the build, before any test: each file's SHA-256, beside the built folder. */
export function recordTestedBuild(built: string): void {
  const result = spawnSync(process.execPath, [SCRIPT, '--record', built], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`The tested build could not be recorded:\n${result.stdout}${result.stderr}`);
  }
}

/** Moves a file or folder, replacing what is there; copied when it is on another disk. */
function move(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    // A container's temporary folder is often another file system than the project's.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
  }
}

/** At teardown: the recorded build and its record, moved (never rebuilt) to the folder asked. */
export function leaveTestedBuild(built: string | undefined): void {
  const folder = testedBuildFolder();
  if (!folder || !built || !fs.existsSync(recordOf(built))) return;
  move(built, folder);
  move(recordOf(built), recordOf(folder));
  const relative = path.relative(process.cwd(), folder);
  const shown = relative.startsWith('..') ? folder : relative || '.';
  process.stderr.write(
    `e2e: the owner's site as built for the tests is in ${shown}/, its files' SHA-256 in ${path.basename(recordOf(folder))}\n`,
  );
}
