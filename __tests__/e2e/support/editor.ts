// The content editor at /admin, offline, for the editor-*.test.ts files: a copy of the project as
// a git repository (its projects.json laid out as JSON.stringify lays it out, the rest as the
// owner has it), the editor's local backend (decap-server) writing into it, and the editor signed
// in once per file; then what the owner does in it (open an entry, retitle, publish) and what
// lands on disk.
import { spawn, execFileSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';
import { loadCheckedContent } from '../../../plugins/content-engine/load';
import { ROOT } from '../../support/paths';
import { copyProject } from '../../support/projectCopy';
import { openPage, type Visit } from './browser';
import { poll } from './wait';

export const LOCAL_BACKEND = 'http://localhost:8081';

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

/** The file's editor, signed in (editorForFile starts it). */
export const theEditor = (): Visit => editor;

/**
 * Before the file's tests: the copy, its backend and the editor signed in; after them, the
 * backend stopped and the copy removed. Each file has its own, so none sees another's edits.
 */
export function editorForFile(): void {
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
}

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

export async function publish(visit: Visit, { thenLeave = false } = {}) {
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

/** A path inside the copy (`content/projects.json`), made absolute. */
export const inRepo = (file: string) => path.join(repo, file);
export const readRepo = (file: string) => fs.readFileSync(inRepo(file), 'utf8');
/** The copy's content as the content check reads it now. */
export const checkedContent = () => loadCheckedContent(inRepo('content'), { fresh: true });

/** The lines of `after` that differ from `before`'s, which has as many. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(old.length);
  return now.filter((line, at) => line !== old[at]);
}

/** Opens an entry as the owner does: its collection from the menu, then the entry's link. */
export async function openEntry(visit: Visit, collection: string, entry: string | RegExp) {
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
export const translationLanguages = (): string[] => {
  const dir = inRepo('content/translations');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/**
 * The first further language whose `file` gives a title to the entry whose form's first title
 * is `defaultTitle`'s entry (`titleOf` reads it from the translation file), or none.
 */
export function languageTitling(
  file: string,
  titleOf: (json: Titled) => unknown,
): string | undefined {
  return translationLanguages().find((lang) => {
    const at = inRepo(`content/translations/${lang}/${file}.json`);
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
export async function retitleBoth(entry: RegExp, file: string, lang: string | undefined) {
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
  const check = checkedContent();
  expect(check.errors).toEqual([]);
  const [own] = check.languages ?? [];
  const other = check.languages?.find((language) => language.lang === lang);
  return { before, title, otherTitle, own, other };
}
