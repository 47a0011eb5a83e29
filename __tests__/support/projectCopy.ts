// A copy of the project in a temporary folder (sharing node_modules), for tests that run a real
// `gatsby build` without touching the project's own public/ and .cache/.
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

import { ROOT } from './paths';

// Nothing a build of the site reads: outputs, tools' folders, and the audit's floor site.
const NOT_COPIED = new Set([
  'node_modules',
  'public',
  '.cache',
  '.git',
  'reports',
  'coverage',
  'benchmarks',
]);

/**
 * Copies the project; with `contentFrom`, the content is that folder's (see putContent).
 */
export function copyProject(contentFrom?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  if (contentFrom) putContent(dir, contentFrom);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Makes a copy's content (its JSON files, images and case studies) that folder's instead of the
 * one it had, checked against the project's own schemas; its static/ is the project's, joined by
 * the files of a `static` folder beside that content (so switching back leaves none behind).
 */
export function putContent(dir: string, contentFrom: string): void {
  const content = path.join(dir, 'content');
  for (const name of fs.readdirSync(content)) {
    if (name !== 'schemas') fs.rmSync(path.join(content, name), { recursive: true });
  }
  for (const name of fs.readdirSync(contentFrom)) {
    fs.cpSync(path.join(contentFrom, name), path.join(content, name), { recursive: true });
  }
  const copyStatic = path.join(dir, 'static');
  fs.rmSync(copyStatic, { recursive: true, force: true });
  for (const from of new Set([path.join(ROOT, 'static'), path.join(contentFrom, '..', 'static')])) {
    if (fs.existsSync(from)) fs.cpSync(from, copyStatic, { recursive: true });
  }
}

/**
 * A temporary folder inside `dir`, for what a build leaves behind (Gatsby keeps a folder for its
 * workers in the system's temporary folder at each build): it goes when `dir` goes.
 */
export function temporaryFolderIn(dir: string): string {
  const folder = path.join(dir, '.tmp');
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Runs `gatsby build` (with these extra arguments and environment variables) in `cwd`, without
 * network attempts; `offline: false` lets it fetch what `npm run build` fetches (video posters).
 */
export function gatsbyBuild(
  cwd: string,
  args: string[] = [],
  env: Record<string, string> = {},
  { offline = true } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build', ...args], {
      cwd,
      env: {
        ...process.env,
        ...env,
        ...(offline && { PORTFOLIO_OFFLINE: '1' }),
        GATSBY_TELEMETRY_DISABLED: '1',
        TMPDIR: temporaryFolderIn(cwd),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
