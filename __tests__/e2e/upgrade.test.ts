// `npm run upgrade`, offline, in temporary git repositories: an upstream with the project as it
// was (content format 1, no upgrade command), then a version that changes the code and the
// content's format (format 2, the upgrade command), then the project as it is (its format today), then
// one more (support/upstream.ts); an owner's site as a fork and as a copy made from a template,
// each with its own content, a customised component and a line both sides changed. The first
// upgrade takes the commands docs/upgrading.md gives; the next one is `npm run upgrade`.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { applyEdits, modify } from 'jsonc-parser';
import { CONTENT_FORMAT, MIGRATIONS } from '../../plugins/content-engine/migrations';
import { ROOT } from '../support/paths';
import { fork as forkAt, git, run } from './support/sites';
import {
  CONSTANTS,
  edit,
  FOOTER,
  makeUpstream,
  STAGGER,
  UPSTREAM_NOTE,
  type Upstream,
} from './support/upstream';

const GREETING = "Hi, I'm the owner of this site";

let work: string;
let project: Upstream;
const upstream = () => project.dir;
const versions = () => project.versions;

/** The owner's own changes: content, a component, and the line version 2 changes too. */
function customise(site: string) {
  edit(path.join(site, 'content/site.json'), (text) =>
    applyEdits(text, modify(text, ['greeting'], GREETING, {})),
  );
  edit(path.join(site, FOOTER), (text) => `${text}// The owner's footer.\n`);
  edit(path.join(site, CONSTANTS), (text) => text.replace(STAGGER(100), STAGGER(120)));
}

/** A fork: the upstream's history at a version (the first by default), and the owner's commit. */
function fork(name = 'fork', version = versions()[0], own = (_site: string) => {}): string {
  return forkAt(upstream(), path.join(work, name), version, (site) => {
    own(site);
    customise(site);
  });
}

/** A copy made from a template: version 1's files as a first commit of its own. */
function templateCopy(): string {
  const site = path.join(work, 'copy');
  fs.mkdirSync(site);
  execFileSync('bash', [
    '-c',
    `git -C "${upstream()}" archive ${versions()[0]} | tar -x -C "${site}"`,
  ]);
  git(site, 'init', '-q', '-b', 'main');
  git(site, 'add', '-A');
  git(site, 'commit', '-qm', 'Initial commit');
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  customise(site);
  git(site, 'add', '-A');
  git(site, 'commit', '-qm', 'My site');
  return site;
}

/** docs/upgrading.md's commands for a site made before npm run upgrade, for this upstream. */
function firstUpgradeCommands(extra = ''): string {
  const docs = fs.readFileSync(path.join(ROOT, 'docs', 'upgrading.md'), 'utf8');
  const [, block] = /The upgrade test[^\n]*\n+```sh\n([\s\S]*?)```/.exec(docs) ?? [];
  expect(block).toContain('scripts/upgrade/upgrade.mjs');
  return `set -e\n${block.replaceAll('https://github.com/OWNER/portfolio.git', upstream()).trim()} ${extra}`;
}

/** Takes the owner's side of each conflict in `file`. */
const keepMine = (file: string) =>
  edit(file, (text) => text.replace(/<{7} yours\n([\s\S]*?)={7}\n[\s\S]*?>{7} upstream\n/g, '$1'));

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-upgrade-'));
  project = await makeUpstream(work);
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const read = (site: string, file: string) => fs.readFileSync(path.join(site, file), 'utf8');

test('a fork: its content kept and migrated, upstream’s change in, its own kept, the same line reported, the site built', () => {
  const site = fork();
  const mine = git(site, 'rev-parse', 'HEAD');
  const first = run(site, firstUpgradeCommands());
  expect(first.code).toBe(1);
  expect(first.output).toContain(`Upgrade from ${upstream()} main`);
  expect(first.output).toMatch(
    /Arrived: \d+ files of code: \d+ as they were, 1 merged with yours \(src\/components\/layout\/Footer\.tsx\), 1 needs you\n/,
  );
  expect(first.output).toContain(
    `Needs you: 1 file changed on both sides in the same lines; git's markers show both:\n  ${CONSTANTS}\n`,
  );
  expect(read(site, CONSTANTS)).toMatch(
    new RegExp(`<{7} yours\\n${STAGGER(120)}\\n={7}\\n${STAGGER(150)}\\n>{7} upstream\\n`),
  );
  // Nothing is committed, migrated or built until the owner has chosen.
  expect(read(site, 'content/site.json')).not.toContain('"id"');
  expect(run(site, 'npm run upgrade -- --continue').output).toContain('Needs you: 1 file changed');

  keepMine(path.join(site, CONSTANTS));
  const done = run(site, 'npm run upgrade -- --continue');
  expect(done.output).toContain(`Content migrated from format 1 to ${CONTENT_FORMAT}`);
  expect(done.output).toContain('Build: OK');
  expect(done.code).toBe(0);
  // One commit on the owner's, and the one that took the command.
  expect(git(site, 'rev-list', '--count', `${mine}..HEAD`)).toBe('2');
  expect(git(site, 'status', '--porcelain')).toBe('');
  expect(read(site, 'content/site.json')).toContain(`"greeting": "${GREETING}"`);
  expect(JSON.parse(read(site, 'content/projects.json')).projects[0].id).toBeTruthy();
  expect(JSON.parse(read(site, 'content/format.json')).version).toBe(CONTENT_FORMAT);
  expect(read(site, 'src/lib/initials.ts')).toMatch(new RegExp(`^${UPSTREAM_NOTE(2)}`));
  expect(read(site, FOOTER)).toMatch(
    new RegExp(`^${UPSTREAM_NOTE(2)}[\\s\\S]*// The owner's footer.\n$`),
  );
  expect(read(site, CONSTANTS)).toContain(STAGGER(120));
  expect(JSON.parse(read(site, '.upstream.json'))).toEqual({
    url: upstream(),
    ref: 'main',
    commit: versions()[2],
  });
  expect(read(site, 'public/index.html')).toContain(GREETING.replace("'", '&#x27;'));
}, 600_000);

const OWN_LINE = 'Keeps a tidy garden of side projects, each with its own changelog.';

/** The owner's own first line of the resume's summary, in place of the sample's. */
function ownSummary(site: string) {
  edit(path.join(site, 'content/resume.json'), (text) =>
    applyEdits(text, modify(text, ['summary', 0], OWN_LINE, {})),
  );
}

// Built once, by the fork above: a build proves the same step whatever the version forked.
test("a fork of version 2, its content in format 2: the newer format's code arrives, the content keeps its meaning and passes the check", () => {
  const site = fork('fork-of-2', versions()[1], ownSummary);
  const mine = git(site, 'rev-parse', 'HEAD');
  const resume = read(site, 'content/resume.json');
  expect(JSON.parse(read(site, 'content/format.json')).version).toBe(2);
  const done = run(site, `npm run upgrade -- ${upstream()} main --no-build`);
  expect(done.output).toContain(`Your code is upstream's ${versions()[1].slice(0, 7)}`);
  expect(done.output).not.toContain('Needs you');
  // The upgrade indents what the migration printed: read without the indentation.
  expect(done.output.replace(/^ +/gm, '')).toContain(
    [
      `Content migrated from format 2 to ${CONTENT_FORMAT}:`,
      ...MIGRATIONS.slice(1).map(({ to, summary }) => `format ${to}: ${summary}`),
      '1 file changed: content/format.json (git diff --stat lists it)',
    ].join('\n'),
  );
  expect(done.output).toContain('Content OK.');
  expect(done.output).toContain('Build: skipped (--no-build)');
  expect(done.code).toBe(0);
  expect(git(site, 'status', '--porcelain')).toBe('');
  // Of the owner's content, only its format's number; the schema is the code's, and arrives.
  expect(git(site, 'diff', '--name-only', mine, 'HEAD', '--', 'content').split('\n')).toEqual([
    'content/format.json',
    'content/schemas/resume.schema.json',
  ]);
  expect(read(site, 'content/resume.json')).toBe(resume);
  expect(JSON.parse(read(site, 'content/format.json')).version).toBe(CONTENT_FORMAT);
  expect(JSON.parse(read(site, 'content/schemas/resume.schema.json')).properties).toHaveProperty(
    'certifications',
  );
  expect(JSON.parse(read(site, '.upstream.json')).commit).toBe(versions()[2]);
}, 300_000);

test('a copy made from a template: the first upgrade by the docs’ commands, the next by npm run upgrade', () => {
  const site = templateCopy();
  const first = run(site, firstUpgradeCommands('--no-build'));
  expect(first.output).toContain(`Your code is upstream's ${versions()[0].slice(0, 7)}`);
  expect(first.output).toContain(`  ${CONSTANTS}\n`);
  keepMine(path.join(site, CONSTANTS));
  const continued = run(site, 'npm run upgrade -- --continue --no-build');
  expect(continued.output).toContain('Build: skipped (--no-build)');
  expect(continued.code).toBe(0);
  expect(read(site, 'src/lib/initials.ts')).toMatch(new RegExp(`^${UPSTREAM_NOTE(2)}`));
  expect(read(site, 'content/site.json')).toContain(`"greeting": "${GREETING}"`);

  // The next version: the address is remembered, and the version the code was taken from.
  edit(path.join(upstream(), 'src/lib/theme.ts'), (text) => `${UPSTREAM_NOTE(4)}${text}`);
  project.commitVersion('Version 4');
  const next = run(site, 'npm run upgrade -- --no-build');
  expect(next.output).toContain(`Your code is upstream's ${versions()[2].slice(0, 7)}`);
  expect(next.output).toContain(`Content:\n    The content is in format ${CONTENT_FORMAT} already`);
  expect(next.code).toBe(0);
  expect(read(site, 'src/lib/theme.ts')).toMatch(new RegExp(`^${UPSTREAM_NOTE(4)}`));
  expect(read(site, CONSTANTS)).toContain(STAGGER(120));
  expect(JSON.parse(read(site, '.upstream.json')).commit).toBe(versions()[3]);
  expect(run(site, 'npm run upgrade').output).toContain('nothing to take');

  // A change not committed: the upgrade does not start, and nothing changes.
  edit(path.join(site, 'content/site.json'), (text) => text.replace(GREETING, 'Hello'));
  fs.writeFileSync(path.join(site, 'notes.txt'), 'mine');
  const head = git(site, 'rev-parse', 'HEAD');
  const refused = run(site, 'npm run upgrade');
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    'The upgrade did not start: 2 files with changes not committed: content/site.json, notes.txt',
  );
  expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
  expect(
    git(site, 'status', '--porcelain')
      .split('\n')
      .map((row) => row.trim()),
  ).toEqual(['M content/site.json', '?? notes.txt']);
}, 300_000);
