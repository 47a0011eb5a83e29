/** @jest-environment node */
// An entry deleted in the editor takes its translations with it, in the one save Decap makes:
// the backend it saves through, here one that holds the test content in memory, commits each
// language's file without the entry's texts beside the default file, and deletes the deleted
// project's case studies. Every other line of every file stays as it was.
import fs from 'fs';
import path from 'path';
import {
  withTranslationsFollowing,
  type BackendImplementation,
} from '../../../plugins/content-editor/browser/deletions';
import { validateContent } from '../../../plugins/content-engine/validate';
import { copyContent, type ContentFixture } from '../../support/contentFixture';
import { changedLines } from '../../support/lineDiff';

let content: ContentFixture;
/** Where the content check finds something left behind. */
const leftBehind = () =>
  (validateContent(content.dir).notices ?? []).map(({ file, path: at }) => `${file} ${at}`);
/** What the test content leaves behind before any save: a save adds nothing to it. */
let leftovers: string[];
beforeEach(() => {
  content = copyContent();
  leftovers = leftBehind();
});
afterEach(() => content.cleanup());

type Entry = { id: string; formerIds?: string[]; caseStudy?: { text: string } };

/** A backend over the copy, as Decap's local one is over the owner's folder; and its commits. */
function backendOverCopy() {
  const commits: { files: string[]; deleted: string[] }[] = [];
  const at = (file: string) => path.join(content.dir, file.replace(/^content\//, ''));
  const backend: BackendImplementation = {
    async persistEntry({ dataFiles }) {
      for (const file of dataFiles) fs.writeFileSync(at(file.path), file.raw);
      commits.push({ files: dataFiles.map((file) => file.path), deleted: [] });
    },
    async getEntry(file) {
      return { data: fs.existsSync(at(file)) ? fs.readFileSync(at(file), 'utf8') : null };
    },
    async deleteFiles(files) {
      for (const file of files) fs.rmSync(at(file));
      commits.push({ files: [], deleted: files });
    },
  };
  return { backend: withTranslationsFollowing(backend, languages()), commits };
}

const languages = () => fs.readdirSync(path.join(content.dir, 'translations'));
const readText = (file: string) => fs.readFileSync(path.join(content.dir, file), 'utf8');

/** The default file without the entry `id` of `list`, as the editor's save writes it. */
function savedWithout(file: string, list: string, id: string): string {
  const json = content.read(file);
  json[list] = json[list].filter((entry: Entry) => entry.id !== id);
  return `${JSON.stringify(json, null, 2)}\n`;
}

test('a project deleted: every language loses its texts in the same commit, and its case studies go', async () => {
  const projects = content.read('projects').projects as Entry[];
  // The Łódź project: German names it by its former id, and it has a case study in French.
  const lodz = projects.find((project) => project.formerIds?.length && project.caseStudy)!;
  // (A translation may have no projects.json: Thai and Chinese translate other files.)
  const translated = languages().filter((lang) => {
    if (!fs.existsSync(path.join(content.dir, `translations/${lang}/projects.json`))) return false;
    const names = Object.keys(JSON.parse(readText(`translations/${lang}/projects.json`)).projects);
    return names.some((name) => [lodz.id, ...lodz.formerIds!].includes(name));
  });
  expect(translated.length).toBeGreaterThan(1);
  const before = Object.fromEntries(
    translated.map((lang) => [lang, readText(`translations/${lang}/projects.json`)]),
  );

  const studies = [
    `content/${lodz.caseStudy!.text}`,
    ...languages()
      .map((lang) => `content/translations/${lang}/${lodz.caseStudy!.text}`)
      .filter((file) => fs.existsSync(path.join(content.dir, file.replace('content/', '')))),
  ];
  const { backend, commits } = backendOverCopy();
  const raw = savedWithout('projects', 'projects', lodz.id);
  await backend.persistEntry(
    { dataFiles: [{ path: 'content/projects.json', slug: 'projects', raw }], assets: [] },
    { commitMessage: 'Update Projects' },
  );

  expect(commits[0].files).toEqual([
    'content/projects.json',
    ...translated.map((lang) => `content/translations/${lang}/projects.json`),
  ]);
  expect(studies.length).toBeGreaterThan(1);
  expect(commits[1].deleted).toEqual(studies);
  for (const study of studies) {
    expect(fs.existsSync(path.join(content.dir, study.replace('content/', '')))).toBe(false);
  }
  // Each translation lost the entry's lines and nothing else (a comma aside).
  for (const lang of translated) {
    const after = readText(`translations/${lang}/projects.json`);
    const { removed, added } = changedLines(before[lang], after);
    expect(removed.length).toBeGreaterThan(1);
    expect(added.every((line) => before[lang].includes(`${line},`))).toBe(true);
    const names = Object.keys(JSON.parse(after).projects);
    expect(names.filter((name) => [lodz.id, ...lodz.formerIds!].includes(name))).toEqual([]);
  }
  expect(validateContent(content.dir).errors).toEqual([]);
  expect(leftBehind()).toEqual(leftovers);
});

test('a save that deletes nothing commits its own file alone', async () => {
  const { backend, commits } = backendOverCopy();
  const json = content.read('tech');
  json.tech[0].name += ' (renamed)';
  const raw = `${JSON.stringify(json, null, 2)}\n`;
  await backend.persistEntry(
    { dataFiles: [{ path: 'content/tech.json', slug: 'tech', raw }], assets: [] },
    { commitMessage: 'Update Tech' },
  );
  expect(commits).toEqual([{ files: ['content/tech.json'], deleted: [] }]);
});

test('a link deleted: only the languages that translate it change', async () => {
  const [link] = content.read('site').social as Entry[];
  const { backend, commits } = backendOverCopy();
  const raw = savedWithout('site', 'social', link.id);
  await backend.persistEntry(
    { dataFiles: [{ path: 'content/site.json', slug: 'site', raw }], assets: [] },
    { commitMessage: 'Update Site' },
  );
  const naming = languages().filter(
    (lang) => link.id in (JSON.parse(readText(`translations/${lang}/site.json`)).social ?? {}),
  );
  expect(naming).toEqual([]);
  expect(commits).toHaveLength(1);
  expect(commits[0].files[0]).toBe('content/site.json');
  expect(commits[0].files.length).toBeGreaterThan(1);
  expect(leftBehind()).toEqual(leftovers);
});

test('a post deleted takes its translations in every language with it, in its commit', async () => {
  // A post some language translates, and one no language does.
  const posts = fs.readdirSync(path.join(content.dir, 'posts'));
  const translatedIn = (name: string) =>
    languages().filter((lang) =>
      fs.existsSync(path.join(content.dir, 'translations', lang, 'posts', name)),
    );
  const translated = posts.find((name) => translatedIn(name).length > 0)!;
  const alone = posts.find((name) => translatedIn(name).length === 0)!;
  const translations = translatedIn(translated).map(
    (lang) => `content/translations/${lang}/posts/${translated}`,
  );
  const { backend, commits } = backendOverCopy();
  await backend.deleteFiles!([`content/posts/${translated}`], 'Delete post');
  await backend.deleteFiles!([`content/posts/${alone}`], 'Delete post');
  expect(commits.map(({ deleted }) => deleted)).toEqual([
    [`content/posts/${translated}`, ...translations],
    [`content/posts/${alone}`],
  ]);
  expect(translations.length).toBeGreaterThan(0);
  expect(translatedIn(translated)).toEqual([]);
  expect(validateContent(content.dir).errors).toEqual([]);
  expect(leftBehind()).toEqual(leftovers);
});
