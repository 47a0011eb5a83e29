/** @jest-environment node */
// scripts/verify-build.mjs, run as CI runs it before a deploy: a folder passes only when its
// files are byte for byte those the tests recorded, and a file added, removed or changed since
// fails it, in one line that names the file.
import { spawnSync } from 'child_process';
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ROOT } from '../support/paths';

const SCRIPT = path.join(ROOT, 'scripts', 'verify-build.mjs');
let dir: string;

/** Runs the script in the temporary folder; its output and exit code. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' });
  return { output: `${result.stdout}${result.stderr}`.trim(), status: result.status };
}

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-verify-'));
  write('public/index.html', '<p>Home</p>');
  write('public/resume/index.html', '<p>Résumé</p>');
  write('public/static/a.png', 'png');
  expect(run('--record', 'public')).toEqual({
    output: 'public: recorded in public.sha256.json',
    status: 0,
  });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the record lists every file with its SHA-256, beside the folder, never in it', () => {
  const record = JSON.parse(fs.readFileSync(path.join(dir, 'public.sha256.json'), 'utf8'));
  expect(Object.keys(record.files)).toEqual(['index.html', 'resume/index.html', 'static/a.png']);
  expect(record.files['static/a.png']).toBe(createHash('sha256').update('png').digest('hex'));
  expect(fs.readdirSync(path.join(dir, 'public')).sort()).toEqual([
    'index.html',
    'resume',
    'static',
  ]);
});

test('the same files pass', () => {
  expect(run('public')).toEqual({
    output: 'public/ is the tested build: its 3 files match public.sha256.json',
    status: 0,
  });
  // A trailing slash names the same folder and record.
  expect(run('public/').status).toBe(0);
});

test.each([
  [
    'changed',
    () => write('public/resume/index.html', '<p>Resume</p>'),
    'changed resume/index.html',
  ],
  ['added', () => write('public/static/b.js', 'x'), 'added static/b.js'],
  ['removed', () => fs.rmSync(path.join(dir, 'public', 'index.html')), 'removed index.html'],
])('a file %s since the record fails, by name', (_, change, said) => {
  change();
  expect(run('public')).toEqual({
    output: `public/ is not the tested build: ${said} (against public.sha256.json)`,
    status: 1,
  });
});

test('every difference is named, in one line', () => {
  write('public/index.html', 'changed');
  fs.rmSync(path.join(dir, 'public', 'static'), { recursive: true });
  write('public/new.html', 'new');
  const { output, status } = run('public');
  expect(output).toBe(
    'public/ is not the tested build: changed index.html, removed static/a.png, added new.html (against public.sha256.json)',
  );
  expect(status).toBe(1);
});

test('a folder without a record, or a record without its folder, fails', () => {
  fs.renameSync(path.join(dir, 'public.sha256.json'), path.join(dir, 'elsewhere.json'));
  expect(run('public')).toEqual({
    output:
      'public/ is not the tested build: no record public.sha256.json (the tests write it when run with PORTFOLIO_TESTED_BUILD=public)',
    status: 1,
  });
  fs.renameSync(path.join(dir, 'elsewhere.json'), path.join(dir, 'public.sha256.json'));
  fs.rmSync(path.join(dir, 'public'), { recursive: true });
  expect(run('public')).toEqual({
    output: 'public/ is not the tested build: the folder does not exist',
    status: 1,
  });
});
