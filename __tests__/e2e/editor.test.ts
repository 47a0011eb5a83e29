// The content editor at /admin, offline: a copy of the project as a git repository, the
// editor's local backend (decap-server) writing into it, and the built site served with its
// headers. What the owner changes in the form is what changes on disk, in the file's own layout
// (the copy's projects.json is laid out as JSON.stringify lays it out, the rest as the owner
// has it), and the content check passes on it; a renamed entry keeps its id, a changed id is
// kept in formerIds, a deleted entry takes its translations with it.
import { spawn, execFileSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';
import { redirectRules } from '../../plugins/hosting-files/redirects';
import { loadCheckedContent } from '../../plugins/shared/content/load';
import { ROOT } from '../support/paths';
import { copyProject } from '../support/projectCopy';
import { openPage, type Visit } from './support/browser';
import { resume } from './support/content';
import { urlOf } from './support/site';
import { poll } from './support/wait';

const LOCAL_BACKEND = 'http://localhost:8081';

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

let repo: string;
let backend: ChildProcess;
let backendPort: number;
/** The editor, signed in once for the file's tests (it takes seconds to start). */
let editor: Visit;

beforeAll(async () => {
  repo = copyProject();
  fs.rmSync(path.join(repo, 'node_modules'));
  // A layout Prettier never writes (each item of a list on its own line), as a code editor does.
  const projects = path.join(repo, 'content', 'projects.json');
  fs.writeFileSync(
    projects,
    `${JSON.stringify(JSON.parse(fs.readFileSync(projects, 'utf8')), null, 2)}\n`,
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'commit', '-qm', 'Start');
  backendPort = await freePort();
  backend = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'decap-server', 'dist', 'index.js')],
    {
      env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: repo },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    backend.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('listening')) resolve();
    });
    backend.once('exit', (code) => reject(new Error(`decap-server exited with ${code}`)));
  });
  editor = await openEditor();
});

afterAll(() => {
  backend?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

/** The editor, signed in to the local backend (the page asks for localhost:8081). */
async function openEditor(): Promise<Visit> {
  const visit = await openPage('/admin', { hydrates: false });
  const { page } = visit;
  await page.route(`${LOCAL_BACKEND}/**`, (route) =>
    route.continue({
      url: route.request().url().replace(LOCAL_BACKEND, `http://127.0.0.1:${backendPort}`),
    }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content', exact: true }).first().waitFor();
  return visit;
}

async function publish(visit: Visit, { thenLeave = false } = {}) {
  const { page } = visit;
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  // The entry's button says so once it is saved (it said Publish while the form had changes).
  await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
  if (!thenLeave) return;
  // Back to the list by the entry's own link, as the owner goes: the form is left behind.
  await page.getByRole('link', { name: /Writing in/ }).click();
  await page.getByRole('link', { name: /Writing in/ }).waitFor({ state: 'detached' });
}

const readRepo = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

/** The lines of `after` that differ from `before`'s, which has as many. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(old.length);
  return now.filter((line, at) => line !== old[at]);
}

/** Opens an entry as the owner does: its collection from the menu, then the entry's link. */
async function openEntry(visit: Visit, collection: string, entry: string | RegExp) {
  const { page } = visit;
  await page.goto(`${page.url().split('#')[0]}#/collections/${collection}`);
  await page.getByRole('link', { name: entry }).first().click();
  await page.getByText('Writing in', { exact: false }).waitFor();
}

/**
 * Adds `suffix` to the first title in a collection's form of `entry` (Projects: the first
 * project's), publishes, and checks that the file changed in that one line. Resolves to the
 * new title.
 */
async function retitleFirst(
  visit: Visit,
  [collection, entry]: [string, RegExp],
  file: string,
  before: string,
  suffix: string,
): Promise<string> {
  await openEntry(visit, collection, entry);
  const title = visit.page.getByLabel('Title').first();
  const oldTitle = await title.inputValue();
  const newTitle = `${oldTitle}${suffix}`;
  await title.fill(newTitle);
  await publish(visit, { thenLeave: true });
  const after = await poll(
    async () => readRepo(file),
    (text) => text !== before,
  );
  // The line that held the title holds the new one, in the file's own layout.
  const line = before.split('\n').find((text) => text.includes(`: ${JSON.stringify(oldTitle)}`))!;
  expect(changedLines(before, after)).toEqual([
    line.replace(JSON.stringify(oldTitle), JSON.stringify(newTitle)),
  ]);
  return newTitle;
}

/**
 * Retitles the first title of an entry's form in the default file and in its Spanish
 * translation, each checked to change one line; resolves to the titles and the content as the
 * check reads it then, in the default language and in Spanish.
 */
async function retitleBoth(entry: RegExp, file: string, translated: string) {
  const [before, beforeEs] = [readRepo(file), readRepo(translated)];
  const title = await retitleFirst(editor, ['content', entry], file, before, ' (edited)');
  const esTitle = await retitleFirst(
    editor,
    ['translation-es', entry],
    translated,
    beforeEs,
    ' (editado)',
  );
  const check = loadCheckedContent(path.join(repo, 'content'), { fresh: true });
  expect(check.errors).toEqual([]);
  const [english, spanish] = check.languages ?? [];
  return { before, title, esTitle, english, spanish };
}

describe('the content editor', () => {
  test('has a policy of its own at /admin, stays out of search, and no public page loads it', async () => {
    const headers = (await editor.response?.allHeaders()) ?? {};
    // One policy (two would be joined with a comma), the editor's.
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'unsafe-eval';[^,]*$/,
    );
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(editor.problems()).toEqual([]);
    expect(await editor.cspViolations()).toEqual([]);

    const home = await openPage('/');
    const policy = (await home.response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(home.requests.filter((url) => new URL(url).pathname.includes('/admin'))).toEqual([]);
    const sitemap = await (await fetch(urlOf('/sitemap-0.xml'))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
  });

  test('changes a project’s title and its Spanish title on disk, one line each, and the content passes its check as it is', async () => {
    const projects = 'content/projects.json';
    const translated = 'content/translations/es/projects.json';
    // The translation names the project by its id, which the rename left as it was.
    const { before, title, esTitle, english, spanish } = await retitleBoth(
      /^Projects/,
      projects,
      translated,
    );
    expect(english.content.projects.projects[0]).toMatchObject({
      id: JSON.parse(before).projects[0].id,
      title,
    });
    expect(spanish?.content.projects.projects[0].title).toBe(esTitle);
    expect(await editor.cspViolations()).toEqual([]);
  });

  // The resume's form holds the lists beyond the spec: its first title is the first award's.
  if (resume.awards?.length) {
    test('changes an award’s title and its Spanish title in the resume’s form, one line each, and the content passes its check', async () => {
      const { title, esTitle, english, spanish } = await retitleBoth(
        /^Resume/,
        'content/resume.json',
        'content/translations/es/resume.json',
      );
      expect(english.content.resume.awards?.[0].title).toBe(title);
      expect(spanish?.content.resume.awards?.[0].title).toBe(esTitle);
      expect(await editor.cspViolations()).toEqual([]);
    });
  }

  test('keeps a project’s id it changed in formerIds: the translation still finds it, the old address redirects', async () => {
    const projects = 'content/projects.json';
    const before = readRepo(projects);
    const [first] = JSON.parse(before).projects as { id: string; caseStudy?: object }[];
    await openEntry(editor, 'content', /^Projects/);
    const id = editor.page.getByRole('textbox', { name: /^Id/ }).first();
    expect(await id.inputValue()).toBe(first.id);
    await id.fill(`${first.id}-new`);
    await publish(editor, { thenLeave: true });
    const after = await poll(
      async () => readRepo(projects),
      (text) => text !== before,
    );
    const expected = JSON.parse(before);
    Object.assign(expected.projects[0], { id: `${first.id}-new`, formerIds: [first.id] });
    expect(JSON.parse(after)).toEqual(expected);
    const check = loadCheckedContent(path.join(repo, 'content'), { fresh: true });
    expect(check.errors).toEqual([]);
    const spanish = JSON.parse(readRepo('content/translations/es/projects.json')).projects;
    expect(check.languages?.[1].content.projects.projects[0].title).toBe(spanish[first.id].title);
    if (first.caseStudy) {
      const rules = redirectRules(check.languages ?? [], check.content!);
      expect(rules).toContain(`/projects/${first.id} /projects/${first.id}-new 301\n`);
    }
  });

  test('says what to run when it is served on this computer without its helper', async () => {
    const { page } = await openPage('/admin', { hydrates: false });
    await page.route(`${LOCAL_BACKEND}/**`, (route) => route.abort());
    await page.reload();
    const status = page.getByRole('status');
    await status
      .getByRole('heading', { name: 'To edit on this computer, run npm run edit' })
      .waitFor();
    expect(await status.textContent()).toContain('Stop this server and run npm run edit');
    expect(await page.getByText('Error loading the CMS configuration').count()).toBe(0);
  });

  test('saves an unchanged case study byte for byte, on a phone’s screen', async () => {
    const [study] = fs
      .readdirSync(path.join(repo, 'content', 'case-studies'))
      .filter((file) => file.endsWith('.md'));
    const file = `content/case-studies/${study}`;
    const before = readRepo(file);
    // On a phone: the form takes the screen's width (the editor's own layout needs 800 px).
    const visit = editor;
    await visit.page.setViewportSize({ width: 375, height: 800 });
    await openEntry(visit, 'case-studies', new RegExp(study.replace(/\.md$/, '')));
    // The page's name is not in the file: the form has a change, the text has none.
    await visit.page.getByRole('textbox', { name: /^Page name/ }).fill(study.replace(/\.md$/, ''));
    expect(
      await visit.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await publish(visit);
    expect(readRepo(file)).toBe(before);
    expect(await visit.cspViolations()).toEqual([]);
  });

  test('deletes a project with its translations and case studies in one save, and the content passes its check with nothing left behind', async () => {
    const file = 'content/projects.json';
    const before = readRepo(file);
    const [first] = JSON.parse(before).projects as {
      id: string;
      formerIds?: string[];
      caseStudy?: { text: string };
    }[];
    const names = [first.id, ...(first.formerIds ?? [])];
    const languages = fs.readdirSync(path.join(repo, 'content', 'translations'));
    const translations = languages
      .map((lang) => `content/translations/${lang}/projects.json`)
      .filter((at) => fs.existsSync(path.join(repo, at)))
      .filter((at) =>
        Object.keys(JSON.parse(readRepo(at)).projects ?? {}).some((name) => names.includes(name)),
      );
    const studies = first.caseStudy
      ? [
          `content/${first.caseStudy.text}`,
          ...languages.map((lang) => `content/translations/${lang}/${first.caseStudy!.text}`),
        ].filter((at) => fs.existsSync(path.join(repo, at)))
      : [];

    await openEntry(editor, 'content', /^Projects/);
    // The first entry's remove button: the last of its top bar's (Decap names none of them).
    await editor.page.locator('[class*="ListItemTopBar"]').first().locator('button').last().click();
    await publish(editor, { thenLeave: true });
    const after = await poll(
      async () => readRepo(file),
      (text) => text !== before,
    );
    const expected = JSON.parse(before);
    expected.projects.shift();
    expect(JSON.parse(after)).toEqual(expected);
    // The project's own lines went, and no other line but a bracket or a comma's.
    const removed = before.split('\n').filter((line) => !after.split('\n').includes(line));
    const own = JSON.stringify({ projects: [JSON.parse(before).projects[0]] }, null, 2).split('\n');
    expect(removed.filter((line) => !own.includes(line) && !/^\s*[{}[\],]*$/.test(line))).toEqual(
      [],
    );
    await poll(
      async () => studies.filter((at) => fs.existsSync(path.join(repo, at))),
      (left) => left.length === 0,
    );
    for (const at of translations) {
      expect(
        Object.keys(JSON.parse(readRepo(at)).projects ?? {}).filter((name) => names.includes(name)),
      ).toEqual([]);
    }
    const check = loadCheckedContent(path.join(repo, 'content'), { fresh: true });
    expect(check.errors).toEqual([]);
    expect(check.notices).toEqual([]);
    expect(await editor.cspViolations()).toEqual([]);
  });
});
