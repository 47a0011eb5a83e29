/** @jest-environment node */
// The sample content as it was in format 1 (__tests__/fixtures/content-v1) migrates to the
// format the code reads: the content check passes on it, every language says what it said,
// no value is lost, only the lines that name entries change, and a second run changes nothing.
// Content of format 2 (the test content without what format 3 added) changes its number only.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CONTENT_FILES } from '../../../plugins/content-engine/files';
import { formatFileText, formatProblem } from '../../../plugins/content-engine/format';
import { migrateContent, MigrationStopped } from '../../../plugins/content-engine/migrate';
import { CONTENT_FORMAT } from '../../../plugins/content-engine/migrations';
import { readTranslations } from '../../../plugins/content-engine/translations';
import type { Content } from '../../../plugins/content-engine/types';
import { validateContent } from '../../../plugins/content-engine/validate';
import { copyContent } from '../../support/contentFixture';
import { changedLines } from '../../support/lineDiff';
import { FORMAT_1_CONTENT_DIR as V1, SCHEMAS_DIR } from '../../support/paths';

// A 1×1 PNG: the images the content names need only be images for its check.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// Content objects are read field by field here, whatever their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-migrate-'));
  fs.cpSync(V1, dir, { recursive: true });
  // The schemas are the code's: the ones of this version.
  fs.rmSync(path.join(dir, 'schemas'), { recursive: true });
  fs.cpSync(SCHEMAS_DIR, path.join(dir, 'schemas'), { recursive: true });
  for (const src of JSON.stringify(readAll(dir)).match(/images\/[\w.-]+\.png/g) ?? []) {
    fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
    fs.writeFileSync(path.join(dir, src), PIXEL);
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every JSON file of a content folder but its schemas, by path, parsed. */
function readAll(folder: string): Record<string, unknown> {
  return Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json') && !file.startsWith('schemas'))
      .map((file) => [file, JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))]),
  );
}

/** Every file's text, by path: what a second run must leave as it is. */
const snapshot = (folder: string) =>
  Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(folder, file)).isFile())
      .map((file) => [file, fs.readFileSync(path.join(folder, file), 'utf8')]),
  );

/** The content in every language as format 1 read it: its files, its schemas, its overlay. */
function formatOneLanguages(): { lang: string; content: Content }[] {
  const schemas = Object.fromEntries(
    CONTENT_FILES.map((file) => [
      file,
      JSON.parse(fs.readFileSync(path.join(V1, 'schemas', `${file}.schema.json`), 'utf8')),
    ]),
  );
  const content = Object.fromEntries(
    CONTENT_FILES.map((file) => [
      file,
      JSON.parse(fs.readFileSync(path.join(V1, `${file}.json`), 'utf8')),
    ]),
  ) as unknown as Content;
  const { errors, translations } = readTranslations(V1, content, schemas, CONTENT_FILES);
  expect(errors).toEqual([]);
  return [{ lang: 'en', content }, ...translations];
}

/** What a page can show of content: every value but ids, a stack by its items' names. */
function shown(content: Content): unknown {
  const names = new Map(content.tech.tech.map((item) => [item.id ?? item.name, item.name]));
  return JSON.parse(JSON.stringify(content), function (key, value: unknown) {
    if (key === 'id' || key === 'formerIds' || key === '$schema') return undefined;
    if (key === 'stack' && Array.isArray(value)) return value.map((id) => names.get(id) ?? id);
    // A case study's own text is found in the language's folder, in both formats.
    return value;
  });
}

test('format 1 is migrated to the format the code reads, and the content check passes', () => {
  expect(formatProblem(dir)?.message).toMatch(
    new RegExp(
      `^the content is in format 1, and this version of the site reads format ${CONTENT_FORMAT}: run npm run migrate:content, which rewrites what formats 2 (and|to) ${CONTENT_FORMAT} changed and nothing else`,
    ),
  );
  const report = migrateContent(dir);
  expect(report).toMatchObject({ from: 1, to: CONTENT_FORMAT });
  expect(report.steps.map(({ to }) => to)).toEqual(
    Array.from({ length: CONTENT_FORMAT - 1 }, (_, index) => index + 2),
  );
  expect(report.changed).toContain('content/format.json');
  expect(validateContent(dir).errors).toEqual([]);
});

test('every language says what it said: the same texts, links, images and stacks', () => {
  const before = formatOneLanguages();
  migrateContent(dir);
  const after = validateContent(dir).languages ?? [];
  expect(after.map(({ lang }) => lang)).toEqual(before.map(({ lang }) => lang));
  after.forEach(({ content }, index) => {
    expect(shown(content)).toEqual(shown(before[index].content));
  });
});

test('no value is dropped: every value of format 1 is in the migrated files', () => {
  const leaves = (value: unknown): unknown[] =>
    typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
  const before = new Set(leaves(readAll(dir)));
  migrateContent(dir);
  const after = new Set(leaves(readAll(dir)));
  expect([...before].filter((value) => !after.has(value))).toEqual([]);
});

test('only the lines that name an entry change, in the layout the file had', () => {
  const before = snapshot(dir);
  const { changed } = migrateContent(dir);
  const after = snapshot(dir);
  const ids = new Set(
    Object.values(readAll(dir)).flatMap(
      (file) =>
        JSON.stringify(file)
          .match(/"id":"[a-z0-9-]+"/g)
          ?.map((pair) => pair.slice(6, -1)) ?? [],
    ),
  );
  for (const file of changed.map((name) => name.replace(/^content\//, ''))) {
    if (file === 'format.json') continue;
    const { removed, added } = changedLines(before[file], after[file]);
    // Each added line gives an id, names an entry by its id, or is a list become an object.
    for (const line of added) {
      const named =
        /^\s*"id": "([a-z0-9-]+)",$/.exec(line)?.[1] ?? /^\s*"([a-z0-9-]+)": [{[]/.exec(line)?.[1];
      const stack = /^\s*"stack": \[(.*)\],$/.exec(line)?.[1];
      // A list whose entries are now named by their ids: `"education": [` is `"education": {`.
      const list = /^\s*("\w+": )\{$/.exec(line)?.[1];
      const bracket = /^\s*[{}]$/.test(line) || Boolean(list && before[file].includes(`${list}[`));
      expect({ file, line, ok: Boolean((named && ids.has(named)) || stack || bracket) }).toEqual({
        file,
        line,
        ok: true,
      });
    }
    // A removed line is one of those, as it was: never more lines than were replaced.
    expect(removed.length).toBeLessThanOrEqual(added.length);
    expect(after[file].split('\n')).toHaveLength(
      before[file].split('\n').length + added.length - removed.length,
    );
  }
});

test('a second run changes no byte', () => {
  migrateContent(dir);
  const once = snapshot(dir);
  const again = migrateContent(dir);
  expect(again).toMatchObject({ from: CONTENT_FORMAT, to: CONTENT_FORMAT, steps: [], changed: [] });
  expect(snapshot(dir)).toEqual(once);
});

test('a file laid out by hand keeps its layout: the changed lines only, in its indentation', () => {
  const file = path.join(dir, 'tech.json');
  const fourSpaces = `${JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')), null, 4)}\n`;
  fs.writeFileSync(file, fourSpaces);
  migrateContent(dir);
  const { removed, added } = changedLines(fourSpaces, fs.readFileSync(file, 'utf8'));
  expect(removed).toEqual([]);
  const tech = (readAll(dir)['tech.json'] as Loose).tech as { id: string }[];
  expect(added).toEqual(tech.map(({ id }) => `            "id": "${id}",`));
});

test('content with a file that is no JSON is not migrated, and says which file and where', () => {
  fs.writeFileSync(path.join(dir, 'videos.json'), '{ "videos": [ }');
  const before = snapshot(dir);
  let stopped: unknown;
  try {
    migrateContent(dir);
  } catch (error) {
    stopped = error;
  }
  expect(stopped).toBeInstanceOf(MigrationStopped);
  expect((stopped as MigrationStopped).problems).toEqual([
    expect.objectContaining({ file: 'content/videos.json', line: 1 }),
  ]);
  expect(snapshot(dir)).toEqual(before);
});

test('content newer than the code is named with both formats, and left as it is', () => {
  const newer = CONTENT_FORMAT + 1;
  fs.writeFileSync(path.join(dir, 'format.json'), JSON.stringify({ version: newer }));
  expect(formatProblem(dir)?.message).toBe(
    `the content is in format ${newer}, newer than this version of the site's code, which reads format ${CONTENT_FORMAT}: take the newer code with npm run upgrade (docs/upgrading.md), or put back the content of the older format`,
  );
  expect(validateContent(dir).errors).toEqual([
    expect.objectContaining({ file: 'content/format.json', path: '' }),
  ]);
  const before = snapshot(dir);
  expect(() => migrateContent(dir)).toThrow(
    `the content is in format ${newer}, newer than this code's format ${CONTENT_FORMAT}`,
  );
  expect(snapshot(dir)).toEqual(before);
});

// What format 3 added to resume.json and its translations.
const FORMAT_3_LISTS = ['certifications', 'awards', 'publications', 'recommendations'];

test('content of format 2 reaches the present format with its format.json changed alone', () => {
  const two = copyContent();
  try {
    const files = ['resume', ...['ar', 'de'].map((lang) => `translations/${lang}/resume`)];
    for (const file of files) {
      two.edit(file, (json) =>
        FORMAT_3_LISTS.concat('bibliography').map((key) => delete json[key]),
      );
    }
    fs.rmSync(path.join(two.dir, 'publications.bib'));
    fs.writeFileSync(path.join(two.dir, 'format.json'), formatFileText(2));
    expect(formatProblem(two.dir)?.message).toMatch(/^the content is in format 2, and this/);
    const before = snapshot(two.dir);
    const report = migrateContent(two.dir);
    expect(report).toMatchObject({ from: 2, to: CONTENT_FORMAT, changed: ['content/format.json'] });
    expect(report.steps[0]).toEqual({
      to: 3,
      summary: 'resume.json may now list certifications, awards, publications and recommendations',
    });
    const migrated = { ...before, 'format.json': formatFileText(CONTENT_FORMAT) };
    expect(snapshot(two.dir)).toEqual(migrated);
    expect(validateContent(two.dir).errors).toEqual([]);
    expect(migrateContent(two.dir)).toMatchObject({ from: CONTENT_FORMAT, steps: [], changed: [] });
    expect(snapshot(two.dir)).toEqual(migrated);
  } finally {
    two.cleanup();
  }
});
