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
import { loadCheckedContent } from '../../plugins/content-engine/load';
import { ROOT } from '../support/paths';
import { copyProject } from '../support/projectCopy';
import { openPage, type Visit } from './support/browser';
import { entryIn, projects, resume } from './support/content';
import { CONTENT_DIR, urlOf } from './support/site';
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
  const line = before
    .split('\n')
    .find((text) => text.includes(`"title": ${JSON.stringify(oldTitle)}`))!;
  expect(changedLines(before, after)).toEqual([
    line.replace(JSON.stringify(oldTitle), JSON.stringify(newTitle)),
  ]);
  return newTitle;
}

/** A translation file, as far as these tests read it: entries with titles, by id. */
type Titled = Record<string, Record<string, { title?: string }> | undefined>;

/** The owner's further languages, as the editor lists their collections: none without any. */
const translationLanguages = (): string[] => {
  const dir = path.join(repo, 'content', 'translations');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/**
 * The first further language whose `file` gives a title to the entry whose form's first title
 * is `defaultTitle`'s entry (`titleOf` reads it from the translation file), or none.
 */
function languageTitling(file: string, titleOf: (json: Titled) => unknown): string | undefined {
  return translationLanguages().find((lang) => {
    const at = path.join(repo, 'content', 'translations', lang, `${file}.json`);
    return (
      fs.existsSync(at) && typeof titleOf(JSON.parse(fs.readFileSync(at, 'utf8'))) === 'string'
    );
  });
}

/**
 * Retitles the first title of an entry's form in the default file and, when a further
 * language gives that title, in its translation, each checked to change one line; resolves to
 * the titles and the content as the check reads it then, in each of the two languages.
 */
async function retitleBoth(entry: RegExp, file: string, lang: string | undefined) {
  const before = readRepo(`content/${file}.json`);
  const title = await retitleFirst(
    editor,
    ['content', entry],
    `content/${file}.json`,
    before,
    ' (edited)',
  );
  const translated = `content/translations/${lang}/${file}.json`;
  const otherTitle =
    lang &&
    (await retitleFirst(
      editor,
      [`translation-${lang}`, entry],
      translated,
      readRepo(translated),
      ' (traducido)',
    ));
  const check = loadCheckedContent(path.join(repo, 'content'), { fresh: true });
  expect(check.errors).toEqual([]);
  const [own] = check.languages ?? [];
  const other = check.languages?.find((language) => language.lang === lang);
  return { before, title, otherTitle, own, other };
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

  test('changes a project’s title, and its title in a further language that gives it, on disk, one line each, and the content passes its check as it is', async () => {
    const [first] = projects.projects;
    const lang = languageTitling('projects', (json) => entryIn(json.projects, first)?.title);
    // The translation names the project by its id, which the rename left as it was.
    const { before, title, otherTitle, own, other } = await retitleBoth(
      /^Projects/,
      'projects',
      lang,
    );
    expect(own.content.projects.projects[0]).toMatchObject({
      id: JSON.parse(before).projects[0].id,
      title,
    });
    if (lang) expect(other?.content.projects.projects[0].title).toBe(otherTitle);
    expect(await editor.cspViolations()).toEqual([]);
  });

  // The resume's form holds the lists beyond the spec: its first title is the first award's.
  const [award] = resume.awards ?? [];
  if (award) {
    test('changes an award’s title, and its title in a further language that gives it, in the resume’s form, one line each, and the content passes its check', async () => {
      const lang = languageTitling('resume', (json) => entryIn(json.awards, award)?.title);
      const { title, otherTitle, own, other } = await retitleBoth(/^Resume/, 'resume', lang);
      expect(own.content.resume.awards?.[0].title).toBe(title);
      if (lang) expect(other?.content.resume.awards?.[0].title).toBe(otherTitle);
      expect(await editor.cspViolations()).toEqual([]);
    });
  }

  test('keeps a project’s id it changed in formerIds: the translation still finds it, the old address redirects', async () => {
    const projects = 'content/projects.json';
    const before = readRepo(projects);
    const [first] = JSON.parse(before).projects as {
      id: string;
      formerIds?: string[];
      caseStudy?: object;
    }[];
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
    const formerIds = [...(first.formerIds ?? []), first.id];
    Object.assign(expected.projects[0], { id: `${first.id}-new`, formerIds });
    expect(JSON.parse(after)).toEqual(expected);
    const check = loadCheckedContent(path.join(repo, 'content'), { fresh: true });
    expect(check.errors).toEqual([]);
    // Each further language that titles it still does, by an id it had.
    for (const language of check.languages?.slice(1) ?? []) {
      const file = `content/translations/${language.lang}/projects.json`;
      const given = fs.existsSync(path.join(repo, file))
        ? entryIn<{ title?: string }>(JSON.parse(readRepo(file)).projects, first)
        : undefined;
      if (given?.title) expect(language.content.projects.projects[0].title).toBe(given.title);
    }
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

  // A case study of the owner's, if they keep any.
  const studiesDir = path.join(CONTENT_DIR, 'case-studies');
  const [study] = fs.existsSync(studiesDir)
    ? fs.readdirSync(studiesDir).filter((name) => name.endsWith('.md'))
    : [];
  if (study) {
    test('saves an unchanged case study byte for byte, on a phone’s screen', async () => {
      const file = `content/case-studies/${study}`;
      const before = readRepo(file);
      // On a phone: the form takes the screen's width (the editor's own layout needs 800 px).
      const visit = editor;
      await visit.page.setViewportSize({ width: 375, height: 800 });
      const name = study.replace(/\.md$/, '');
      await openEntry(
        visit,
        'case-studies',
        new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      // The page's name is not in the file: the form has a change, the text has none.
      await visit.page
        .getByRole('textbox', { name: /^Page name/ })
        .fill(study.replace(/\.md$/, ''));
      expect(
        await visit.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await publish(visit);
      expect(readRepo(file)).toBe(before);
      expect(await visit.cspViolations()).toEqual([]);
    });
  }

  // A list keeps one project at least: the one deletion the editor refuses.
  if (projects.projects.length > 1) {
    test('deletes a project with its translations and case studies in one save, and the content passes its check with nothing more left behind', async () => {
      const file = 'content/projects.json';
      const before = readRepo(file);
      // What the owner's content already leaves behind is theirs: the deletion adds nothing to it.
      const noticesBefore = loadCheckedContent(path.join(repo, 'content'), { fresh: true }).notices;
      const [first] = JSON.parse(before).projects as {
        id: string;
        formerIds?: string[];
        caseStudy?: { text: string };
      }[];
      const names = [first.id, ...(first.formerIds ?? [])];
      const languages = translationLanguages();
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
      await editor.page
        .locator('[class*="ListItemTopBar"]')
        .first()
        .locator('button')
        .last()
        .click();
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
      const own = JSON.stringify({ projects: [JSON.parse(before).projects[0]] }, null, 2).split(
        '\n',
      );
      expect(removed.filter((line) => !own.includes(line) && !/^\s*[{}[\],]*$/.test(line))).toEqual(
        [],
      );
      await poll(
        async () => studies.filter((at) => fs.existsSync(path.join(repo, at))),
        (left) => left.length === 0,
      );
      for (const at of translations) {
        expect(
          Object.keys(JSON.parse(readRepo(at)).projects ?? {}).filter((name) =>
            names.includes(name),
          ),
        ).toEqual([]);
      }
      const check = loadCheckedContent(path.join(repo, 'content'), { fresh: true });
      expect(check.errors).toEqual([]);
      const added = (check.notices ?? []).filter(
        (notice) =>
          !noticesBefore?.some((old) => old.file === notice.file && old.message === notice.message),
      );
      expect(added).toEqual([]);
      expect(await editor.cspViolations()).toEqual([]);
    });
  }
});
