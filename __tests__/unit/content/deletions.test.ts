/** @jest-environment node */
// Deleting an entry is one edit: an entry deleted from its own file alone leaves its texts in
// the translations (and a project its case studies, a tech item its place in a stack), which
// the check names as notices, never errors; no language shows what was deleted.
import fs from 'fs';
import path from 'path';
import { entitiesOf } from '../../../plugins/content-engine/entities';
import type { ContentFileName } from '../../../plugins/content-engine/files';
import { formatNotices, NOTICES_HEADING } from '../../../plugins/content-engine/report';
import { translatedCopyPerTest, type Loose } from '../../support/translatedCopy';

const content = translatedCopyPerTest();
const { notices, languages } = content;

type Entry = { id: string; formerIds?: string[]; caseStudy?: { text: string; stack: string[] } };

/** The languages of the copy, by their folders. */
const languageFolders = () => fs.readdirSync(path.join(content.dir, 'translations'));

/** A translation's entries of a list, by the names it gives them. */
function translatedEntries(lang: string, file: string, list: string): Record<string, unknown> {
  const at = path.join(content.dir, 'translations', lang, `${file}.json`);
  return fs.existsSync(at) ? (JSON.parse(fs.readFileSync(at, 'utf8'))[list] ?? {}) : {};
}

/** Where a translation names `entry`, by its id or an id it had: '<file> <pointer>'. */
function translationsOf(entry: Entry, file: string, list: string): string[] {
  const names = [entry.id, ...(entry.formerIds ?? [])];
  return languageFolders().flatMap((lang) =>
    Object.keys(translatedEntries(lang, file, list))
      .filter((name) => names.includes(name))
      .map((name) => `content/translations/${lang}/${file}.json /${list}/${name}`),
  );
}

/** The entry of a list that the most translations name (its texts are what is left behind). */
function mostTranslated(file: string, list: string): Entry {
  const entries = content.read(file)[list] as Entry[];
  const count = (entry: Entry) => translationsOf(entry, file, list).length;
  return [...entries].sort((a, b) => count(b) - count(a))[0];
}

const KINDS: [string, ContentFileName, string, string][] = [
  ['a project', 'projects', 'projects', 'Project'],
  ['a video', 'videos', 'videos', 'Video'],
  ['a tech item', 'tech', 'tech', 'TechItem'],
  ['a link', 'site', 'social', 'SocialLink'],
];

test.each(KINDS)(
  '%s deleted from its own file alone: no error, a notice for each text left behind, shown in no language',
  (_, file, list, type) => {
    // A list needs an entry (the test content has one video): another stays.
    content.edit(file, (json) => {
      const [first] = json[list];
      json[list].push({ ...first, id: `${first.id}-kept`, formerIds: undefined });
      if (first.embedId) json[list].at(-1).embedId = 'Kept_video1';
    });
    const deleted = mostTranslated(file, list);
    const left = translationsOf(deleted, file, list);
    expect(left.length).toBeGreaterThan(0);
    // What else names it: a project's case studies, a tech item's places in the stacks.
    const study = deleted.caseStudy?.text;
    if (study) {
      left.push(`content/${study} `);
      for (const lang of languageFolders()) {
        const translated = `translations/${lang}/${study}`;
        if (fs.existsSync(path.join(content.dir, translated))) left.push(`content/${translated} `);
      }
    }
    const projects = content.read('projects').projects as Entry[];
    projects.forEach((project, index) =>
      project.caseStudy?.stack.forEach((id, item) => {
        if (file === 'tech' && [deleted.id, ...(deleted.formerIds ?? [])].includes(id))
          left.push(`content/projects.json /projects/${index}/caseStudy/stack/${item}`);
      }),
    );

    // The test content holds leftovers of its own: what this deletion adds is compared.
    const where = (notice: { file: string; path: string }) => `${notice.file} ${notice.path}`;
    const earlier = new Set(notices().map(where));
    content.edit(file, (json) => {
      json[list] = json[list].filter((entry: Entry) => entry.id !== deleted.id);
    });
    const found = notices().filter((notice) => !earlier.has(where(notice)));
    expect(found.map(where).sort()).toEqual(left.sort());
    for (const notice of found.filter(({ file: at }) => at.startsWith('content/translations/'))) {
      if (notice.file.endsWith('.json')) {
        expect(notice.message).toMatch(
          /^"[^"]+" is no id in content\/\w+\.json: delete these texts if the entry was deleted/,
        );
        expect(notice.line).toBeGreaterThan(0);
      }
    }

    const shown = entitiesOf(file, languages()).filter((entity) => entity.type === type);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter(({ slug }) => slug === deleted.id)).toEqual([]);
    const stacks = entitiesOf('projects', languages()).flatMap(
      ({ data }) => (data as Loose).caseStudy?.stack ?? [],
    );
    expect(stacks).not.toContain(deleted.id);
  },
);

test('a stack id of no tech item is a notice, with a guess when it is close to one', () => {
  const projects = content.read('projects').projects as Entry[];
  const index = projects.findIndex((project) => project.caseStudy);
  const [first] = projects[index].caseStudy!.stack;
  content.edit('projects', (json) => {
    json.projects[index].caseStudy.stack.push(`${first}x`, 'cobol');
  });
  const count = projects[index].caseStudy!.stack.length;
  const stack = (item: number) => `/projects/${index}/caseStudy/stack/${item}`;
  const gone =
    'is not the id of an item in content/tech.json, so no badge shows for it: delete it here if the item was deleted';
  const inStacks = notices().filter(({ path: at }) => at.includes('/caseStudy/stack/'));
  expect(inStacks.map(({ path: at, message }) => `${at}: ${message}`)).toEqual([
    `${stack(count)}: "${first}x" ${gone}; if it was not deleted, did you mean "${first}"?`,
    `${stack(count + 1)}: "cobol" ${gone}`,
  ]);
});

test('a whole list deleted from resume.json alone (the certifications) leaves its translations as notices, and no language shows it', () => {
  const given = languageFolders().filter(
    (lang) => Object.keys(translatedEntries(lang, 'resume', 'certifications')).length > 0,
  );
  expect(given.length).toBeGreaterThan(0);
  content.edit('resume', (json) => {
    delete json.certifications;
    delete json.expiredCertifications;
  });
  const left = notices().filter(({ path: at }) => at === '/certifications');
  expect(left.map(({ file }) => file)).toEqual(
    given.map((lang) => `content/translations/${lang}/resume.json`),
  );
  for (const { content: translated } of languages()) {
    expect(translated.resume.certifications).toBeUndefined();
  }
});

test("the test content's own leftovers are notices, and the notices are printed under their files, below a heading that says the build goes on", () => {
  expect(notices().map(({ file, path: at }) => `${file} ${at}`)).toEqual([
    'content/translations/de/case-studies/retired-project.md ',
    'content/translations/fr/videos.json /videos/retired-video',
    // A name the French translation still gives, and the texts that say it (ownerName.test.ts).
    'content/translations/fr/site.json /name',
    'content/translations/fr/site.json /greeting',
    'content/translations/fr/site.json /description',
  ]);
  const projects = content.read('projects').projects as Entry[];
  const { id, caseStudy } = projects.find((project) => project.caseStudy)!;
  content.edit('projects', (json) => {
    json.projects = json.projects.filter((project: Entry) => project.id !== id);
  });
  const report = formatNotices(notices()).split('\n');
  expect(report[0]).toBe(NOTICES_HEADING);
  expect(NOTICES_HEADING).toMatch(/The build goes on/);
  const file = caseStudy!.text;
  const at = report.indexOf(`  content/${file}`);
  expect(report[at - 1]).toBe('');
  expect(report[at + 1]).toBe(
    `    no project in content/projects.json names this case study: delete it if its project was deleted, or give "${file}" as a project's caseStudy text`,
  );
  expect(formatNotices([])).toBe('');
});
