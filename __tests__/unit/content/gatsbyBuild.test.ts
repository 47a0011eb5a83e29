/** @jest-environment node */
// The real `gatsby build` on a copy of the project with one broken content file: it must stop
// before writing any page, exit non-zero, and end with the plain report (no stack trace).
import fs from 'fs';
import path from 'path';
import { TEST_CONTENT_DIR } from '../../support/paths';
import { copyProject, gatsbyBuild } from '../../support/projectCopy';

// Gatsby's progress display redraws lines with terminal escapes; the test reads the text.
const ESCAPE_SEQUENCE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');
const plain = (text: string) => text.replace(ESCAPE_SEQUENCE, '');

let dir: string;

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Edits one content file of the copy in `dir`. */
function edit(dir: string, name: string, change: (json: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'content', `${name}.json`);
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

// Two mistakes in one build (one build costs seconds): the report lists both files. site.json
// also feeds plugin options, which Gatsby checks before the content check runs; its mistakes
// must still reach the owner as the content report.
const MISTAKES = [
  {
    file: 'projects',
    change: (json: Record<string, unknown>) => {
      (json.projects as { status: string }[])[0].status = 'done';
    },
    line: /\n {4}\/projects\/0\/status \(line \d+\): must be one of: completed, active, upcoming \(found "done"\)\n/,
  },
  {
    file: 'site',
    change: (json: Record<string, unknown>) => {
      Object.assign(json, { name: '', description: '', siteUrl: 'www.example.com' });
    },
    line: /\n {4}\/siteUrl \(line \d+\): must be an http\(s\) URL/,
  },
];

test('gatsby build with a status out of its list, an emptied name and description and a site URL without its scheme stops at bootstrap with the content report and writes no page', async () => {
  dir = copyProject(TEST_CONTENT_DIR);
  for (const { file, change } of MISTAKES) edit(dir, file, change);

  const { code, output } = await gatsbyBuild(dir);
  const text = plain(output);

  expect(code).toBe(1);
  expect(text).toContain('Content errors — fix these and save; nothing was published:');
  for (const { file, line } of MISTAKES) {
    expect(text).toContain(`  content/${file}.json\n`);
    expect(text).toMatch(line);
  }
  // No stack trace and no Gatsby error box for the owner's mistake.
  expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(text).not.toContain('ERROR');
  expect(fs.existsSync(path.join(dir, 'public', 'index.html'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'public', 'page-data'))).toBe(false);
}, 180_000);
