// `npm run upgrade`'s merge as git's own, offline: on the test's upstream (support/upstream.ts)
// one more version renames a component, moves a folder, changes a file an owner renamed and a
// line an owner changed too. Forks of version 3 take it: renames followed, a conflict left in
// git's state and finished, an abort that leaves nothing, the drift report before and after,
// and the weekly workflow's script in a shallow clone. No site is built: upgrade.test.ts does.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CONTENT_FORMAT } from '../../plugins/content-engine/migrations';
import { fork, git, run } from './support/sites';
import {
  CONSTANTS,
  edit,
  FOOTER,
  makeUpstream,
  STAGGER,
  UPSTREAM_NOTE,
  type Upstream,
} from './support/upstream';

const RENAMED_FOOTER = 'src/components/layout/SiteFooter.tsx';
const [VIDEOS, MOVED_VIDEOS] = ['src/components/videos', 'src/components/video'];
const VIDEO_CARD = 'VideoCard.tsx';
const [INITIALS, OWNERS_INITIALS] = ['src/lib/initials.ts', 'src/lib/monogram.ts'];
const OWNERS_LINE = "// The owner's line.\n";

let work: string;
let project: Upstream;
const read = (site: string, file: string) => fs.readFileSync(path.join(site, file), 'utf8');
const exists = (site: string, file: string) => fs.existsSync(path.join(site, file));

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-upgrade-merge-'));
  project = await makeUpstream(work);
  // Version 4: a component renamed, a folder moved, a file changed, a line changed.
  const dir = project.dir;
  git(dir, 'mv', FOOTER, RENAMED_FOOTER);
  git(dir, 'mv', VIDEOS, MOVED_VIDEOS);
  edit(path.join(dir, INITIALS), (text) => `${UPSTREAM_NOTE(4)}${text}`);
  edit(path.join(dir, RENAMED_FOOTER), (text) => `${UPSTREAM_NOTE(4)}${text}`);
  edit(path.join(dir, CONSTANTS), (text) => text.replace(STAGGER(150), STAGGER(180)));
  project.commitVersion('Version 4: the footer renamed, the videos moved');
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The owner's changes: the footer's last line, the video card's, a file renamed. */
function renames(site: string) {
  edit(path.join(site, FOOTER), (text) => `${text}${OWNERS_LINE}`);
  edit(path.join(site, VIDEOS, VIDEO_CARD), (text) => `${text}${OWNERS_LINE}`);
  git(site, 'mv', INITIALS, OWNERS_INITIALS);
}

/** The owner's change of the line version 4 changes too. */
const sameLine = (site: string) =>
  edit(path.join(site, CONSTANTS), (text) => text.replace(STAGGER(150), STAGGER(120)));

/** Every file of a site but git's and the packages', with its bytes' hash. */
function snapshot(site: string): Record<string, string> {
  const files = fs
    .readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/^(\.git|node_modules)(\/|$)/.test(file));
  return Object.fromEntries(
    files.map((file) => [file, crypto.createHash('sha256').update(read(site, file)).digest('hex')]),
  );
}

test('the drift report names what the owner changed and upstream moved, and changes nothing; then the renames and moves are followed', () => {
  const site = fork(project.dir, path.join(work, 'renames'), project.versions[2], renames);
  const head = git(site, 'rev-parse', 'HEAD');
  const report = run(site, `npm run --silent upgrade -- --status ${project.dir} main`);
  expect(report.code).toBe(0);
  expect(report.output).toContain(`Your code is upstream's ${project.versions[2].slice(0, 7)}`);
  expect(report.output).toContain('Version 4: the footer renamed, the videos moved');
  expect(report.output).toContain(
    `${FOOTER}: moved upstream to ${RENAMED_FOOTER}; your changes went with it`,
  );
  expect(report.output).toContain(
    `${INITIALS}: you moved it to ${OWNERS_INITIALS}; upstream's changes followed it`,
  );
  expect(report.output).toContain(`    ${RENAMED_FOOTER}: merges with yours\n`);
  expect(report.output).toContain(
    `Content: in format ${CONTENT_FORMAT}, the format the new version reads.`,
  );
  expect(report.output).toContain('Nothing was changed. To take it: npm run upgrade');
  expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(site, 'status', '--porcelain')).toBe('');
  expect(git(site, 'worktree', 'list').split('\n')).toHaveLength(1);

  const done = run(site, `npm run --silent upgrade -- ${project.dir} main --no-build`);
  expect(done.output).not.toContain('Needs you');
  expect(done.code).toBe(0);
  // The owner's change is on the file's new path, upstream's on the owner's.
  expect(exists(site, FOOTER)).toBe(false);
  expect(read(site, RENAMED_FOOTER)).toMatch(
    new RegExp(`^${UPSTREAM_NOTE(4)}[\\s\\S]*${OWNERS_LINE}$`),
  );
  expect(exists(site, path.join(VIDEOS, VIDEO_CARD))).toBe(false);
  expect(read(site, path.join(MOVED_VIDEOS, VIDEO_CARD))).toMatch(new RegExp(`${OWNERS_LINE}$`));
  expect(exists(site, INITIALS)).toBe(false);
  expect(read(site, OWNERS_INITIALS)).toMatch(new RegExp(`^${UPSTREAM_NOTE(4)}`));
  expect(git(site, 'status', '--porcelain')).toBe('');
  expect(git(site, 'rev-list', '--count', `${head}..HEAD`)).toBe('1');

  const after = run(site, 'npm run --silent upgrade -- --status');
  expect(after.output).toContain("Your site has upstream's version");
  expect(after.output).toContain('nothing to take');
  expect(after.code).toBe(0);
}, 300_000);

test('lines both sides changed: unmerged in git’s index, finished with --continue', () => {
  const site = fork(project.dir, path.join(work, 'conflict'), project.versions[2], sameLine);
  const head = git(site, 'rev-parse', 'HEAD');
  const first = run(site, `npm run --silent upgrade -- ${project.dir} main --no-build`);
  expect(first.code).toBe(1);
  expect(first.output).toContain(`git's markers show both:\n  ${CONSTANTS}\n`);
  // As any git merge: git status, git diff and merge tools see it.
  expect(git(site, 'status', '--porcelain').split('\n')).toContain(`UU ${CONSTANTS}`);
  expect(git(site, 'status')).toContain('You have unmerged paths.');
  expect(git(site, 'diff', '--name-only', '--diff-filter=U')).toBe(CONSTANTS);
  expect(git(site, 'diff')).toContain(
    `++<<<<<<< yours\n +${STAGGER(120)}\n++=======\n+ ${STAGGER(180)}\n++>>>>>>> upstream`,
  );
  expect(run(site, 'npm run --silent upgrade').output).toContain('An upgrade is under way');
  expect(run(site, 'npm run --silent upgrade -- --continue').output).toContain(
    `Needs you: 1 file changed on both sides`,
  );

  edit(path.join(site, CONSTANTS), (text) =>
    text.replace(/<{7} yours\n[\s\S]*?>{7} upstream\n/, `${STAGGER(180)}\n`),
  );
  const done = run(site, 'npm run --silent upgrade -- --continue --no-build');
  expect(done.output).toContain('Done: one commit');
  expect(done.code).toBe(0);
  expect(git(site, 'status', '--porcelain')).toBe('');
  expect(git(site, 'rev-list', '--parents', '-1', 'HEAD').split(' ')).toEqual([
    git(site, 'rev-parse', 'HEAD'),
    head,
  ]);
  expect(read(site, CONSTANTS)).toContain(STAGGER(180));
}, 300_000);

test('an abort leaves the site byte for byte as it was', () => {
  const site = fork(project.dir, path.join(work, 'abort'), project.versions[2], (dir) => {
    renames(dir);
    sameLine(dir);
  });
  const [head, before] = [git(site, 'rev-parse', 'HEAD'), snapshot(site)];
  expect(run(site, `npm run --silent upgrade -- ${project.dir} main --no-build`).code).toBe(1);
  expect(snapshot(site)).not.toEqual(before);
  const left = run(site, 'npm run --silent upgrade -- --abort');
  expect(left.output).toContain('The upgrade is left: your site is as it was');
  expect(left.code).toBe(0);
  expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
  expect(snapshot(site)).toEqual(before);
  expect(git(site, 'status', '--porcelain')).toBe('');
  expect(fs.existsSync(path.join(site, '.git', 'MERGE_HEAD'))).toBe(false);
}, 300_000);

/** A site as GitHub Actions checks it out: shallow, from the site's own repository. */
function checkout(site: string): string {
  const origin = `${site}.git`;
  git(work, 'clone', '-q', '--bare', site, origin);
  const shallow = `${site}-checkout`;
  git(work, 'clone', '-q', '--depth', '1', `file://${origin}`, shallow);
  expect(git(shallow, 'rev-parse', '--is-shallow-repository')).toBe('true');
  return shallow;
}

/** Runs the weekly workflow's script as the workflow does; what it wrote for the next step. */
function propose(dir: string, named = project.dir) {
  const [outputs, body] = [`${dir}.outputs`, `${dir}.md`];
  const result = run(dir, `node scripts/upgrade/propose.mjs ${named} --body ${body}`, {
    GITHUB_OUTPUT: outputs,
    GITHUB_REPOSITORY: 'owner/portfolio-of-owner',
  });
  const written = fs.existsSync(outputs) ? fs.readFileSync(outputs, 'utf8') : '';
  fs.rmSync(outputs, { force: true });
  return { ...result, written, body: fs.existsSync(body) ? fs.readFileSync(body, 'utf8') : '' };
}

test('the weekly workflow’s script in a shallow clone: a pull request with the upgrade, or a draft that merges nothing', () => {
  const newest = project.versions[3];
  const [short, date] = [newest.slice(0, 7), git(project.dir, 'log', '-1', '--format=%cs', newest)];
  const title = `Upgrade to upstream's ${short} of ${date}`;

  const clean = checkout(
    fork(project.dir, path.join(work, 'weekly'), project.versions[2], renames),
  );
  const proposed = propose(clean);
  expect(proposed.code).toBe(0);
  expect(proposed.written).toBe(`branch=upgrade/${short}\ntitle=${title}\ndraft=false\n`);
  expect(proposed.body).toContain(
    `Upstream has a new version: ${short} of ${date}, 1 commit later than`,
  );
  expect(proposed.body).toMatch(
    /What the upgrade printed:\n\n```text\nUpgrade from [\s\S]*Done: one commit/,
  );
  expect(proposed.output).toContain(
    `Pull request, from upgrade/${short}: ${title}\n\n${proposed.body}`,
  );
  expect(git(clean, 'log', '-1', '--format=%s')).toBe(`Upgrade to ${project.dir} ${short}`);
  expect(read(clean, RENAMED_FOOTER)).toContain(OWNERS_LINE);
  // Proposed once: the next week's run finds the branch on the site's repository.
  git(clean, 'push', '-q', 'origin', `HEAD:refs/heads/upgrade/${short}`);
  const again = propose(clean);
  expect(again.output).toContain(`Upstream's ${short} is proposed already`);
  expect(again.written).toBe('');

  const both = checkout(
    fork(project.dir, path.join(work, 'weekly-both'), project.versions[2], sameLine),
  );
  const head = git(both, 'rev-parse', 'HEAD');
  const draft = propose(both);
  expect(draft.code).toBe(0);
  expect(draft.written).toBe(`branch=upgrade/${short}\ntitle=${title}: needs you\ndraft=true\n`);
  expect(draft.body).toContain(`in this file:\n\n- \`${CONSTANTS}\`\n\nNothing is merged`);
  expect(draft.body).toContain(`git switch upgrade/${short}\nnpm run upgrade -- ${project.dir}\n`);
  // Its way on is the steps it gives, not the upgrade's own (--abort means nothing there).
  expect(draft.body).not.toContain('--abort');
  // One empty commit on the site's own: the pull request's branch, with nothing merged.
  expect(git(both, 'rev-parse', 'HEAD~1')).toBe(head);
  expect(git(both, 'diff', '--name-only', head, 'HEAD')).toBe('');
  expect(git(both, 'status', '--porcelain')).toBe('');
}, 300_000);

test('the weekly workflow’s script does nothing on the project’s own repository', () => {
  const own = propose(project.dir, '');
  expect(own.output).toContain(
    'records none (.upstream.json) and none was named. Nothing to propose.',
  );
  const named = propose(project.dir, 'https://github.com/owner/portfolio-of-owner.git');
  expect(named.output).toContain(
    'is this repository: it is the project itself. Nothing to propose.',
  );
  expect([own.code, named.code, own.written, named.written]).toEqual([0, 0, '', '']);
}, 60_000);
