/** @jest-environment node */
// The real `gatsby build` on a copy of the project with one broken content file: it must stop
// before writing any page, exit non-zero, and end with the plain report (no stack trace).
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { PROJECT_ROOT } from '../../support/contentFixture';

const NOT_COPIED = new Set(['node_modules', 'public', '.cache', '.git', 'reports', 'coverage']);

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-'));
  for (const entry of fs.readdirSync(PROJECT_ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(PROJECT_ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function gatsbyBuild(cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
      cwd,
      env: { ...process.env, PORTFOLIO_OFFLINE: '1', GATSBY_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

// Gatsby's progress display redraws lines with terminal escapes; the test reads the text.
const ESCAPE_SEQUENCE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');
const plain = (text: string) => text.replace(ESCAPE_SEQUENCE, '');

let dir: string;

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('gatsby build stops at bootstrap with the content report and writes no page', async () => {
  dir = copyProject();
  const file = path.join(dir, 'content', 'projects.json');
  const projects = JSON.parse(fs.readFileSync(file, 'utf8'));
  projects.projects[0].status = 'done';
  fs.writeFileSync(file, JSON.stringify(projects, null, 2));

  const { code, output } = await gatsbyBuild(dir);
  const text = plain(output);

  expect(code).toBe(1);
  expect(text).toContain('Content errors — fix these and save; nothing was published:');
  expect(text).toContain('  content/projects.json\n');
  expect(text).toMatch(
    /\n {4}\/projects\/0\/status \(line \d+\): must be one of: completed, active, upcoming \(found "done"\)\n/,
  );
  // No stack trace and no Gatsby error box for the owner's mistake.
  expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(text).not.toContain('ERROR');
  expect(fs.existsSync(path.join(dir, 'public', 'index.html'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'public', 'page-data'))).toBe(false);
}, 180_000);
