/** @jest-environment node */
// The CI workflow's split: a change that touches the owner's files only takes the content lane;
// any other, or one that cannot be read, the full test command. scripts/lane.mjs is run as the
// workflow runs it, on commits of a throw-away repository.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { gitIn } from '../support/git';
import { ROOT } from '../support/paths';

const SCRIPT = path.join(ROOT, 'scripts', 'lane.mjs');
let repo: string;
const git = (...args: string[]) => gitIn(repo, ...args);
const laneOf = (...args: string[]) =>
  execFileSync(process.execPath, [SCRIPT, ...args], {
    cwd: repo,
    encoding: 'utf8',
    stdio: 'pipe',
  }).trim();

/** The lane of a commit that writes (or, with a leading '-', removes) these files. */
function laneOfChange(files: string[]): string {
  for (const file of files) {
    const at = path.join(repo, file.replace(/^-/, ''));
    if (file.startsWith('-')) fs.rmSync(at);
    else {
      fs.mkdirSync(path.dirname(at), { recursive: true });
      fs.writeFileSync(at, `${Date.now()} ${Math.random()}`);
    }
  }
  git('add', '-A');
  git('commit', '-qm', 'change', '--allow-empty');
  return laneOf('HEAD~1', 'HEAD');
}

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-lane-'));
  git('init', '-q');
  for (const file of [
    'content/projects.json',
    'content/images/a.png',
    'src/x.ts',
    'static/a.svg',
  ]) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), 'start');
  }
  git('add', '-A');
  git('commit', '-qm', 'start');
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

test.each([
  [['content/projects.json'], 'content'],
  [
    [
      'content/site.json',
      'content/images/new.png',
      'content/case-studies/new.md',
      'content/translations/es/projects.json',
      'content/translations/es/case-studies/new.md',
      'content/format.json',
    ],
    'content',
  ],
  [['static/icons/me.svg', 'static/posters/a.jpg'], 'content'],
  // A bibliography is the owner's file too, wherever in content/ resume.json names it.
  [['content/publications.bib'], 'content'],
  [['content/resume.json', 'content/papers/mine.bib', 'content/images/badge.png'], 'content'],
  [['-content/images/a.png', '-static/a.svg'], 'content'],
  [['content/schemas/projects.schema.json'], 'full'],
  [['content/projects.json', 'src/components/home/Hero.tsx'], 'full'],
  [['src/x.ts'], 'full'],
  [['plugins/cv/pdf.tsx'], 'full'],
  [['scripts/audit.mjs'], 'full'],
  [['gatsby-config.ts'], 'full'],
  [['package.json', 'package-lock.json'], 'full'],
  [['.github/workflows/ci.yml'], 'full'],
  [['README.md'], 'full'],
  [['__tests__/unit/x.test.ts'], 'full'],
  [['contentious/notes.md'], 'full'],
  [[], 'full'],
])('%j takes the %s lane', (files, lane) => {
  expect(laneOfChange(files)).toBe(`lane=${lane}`);
});

test('a change it cannot read takes the full lane: no base, or one git does not have', () => {
  expect(laneOf('0000000000000000000000000000000000000000', 'HEAD')).toBe('lane=full');
  expect(laneOf('', 'HEAD')).toBe('lane=full');
  expect(laneOf('1234567890abcdef1234567890abcdef12345678', 'HEAD')).toBe('lane=full');
});
