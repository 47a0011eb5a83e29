/** @jest-environment node */
// The editor's file formats: what it reads from a content file and writes back is the file
// itself, byte for byte, when nothing changed; a translation's entries keep the default's names.
import fs from 'fs';
import path from 'path';
import {
  jsonFormat,
  markdownFormat,
  translationFormat,
} from '../../../plugins/content-editor/browser/formats';
import { keyOrdersOf } from '../../../plugins/content-editor/editorConfig';
import { CONTENT_FILES } from '../../../plugins/content-engine/files';
import { tidyJson } from '../../../plugins/content-engine/tidyJson';
import { changedLines } from '../../support/lineDiff';
import { SCHEMAS_DIR, TEST_CONTENT_DIR } from '../../support/paths';

const read = (file: string) => fs.readFileSync(path.join(TEST_CONTENT_DIR, file), 'utf8');

const keyOrders = CONTENT_FILES.flatMap((file) =>
  keyOrdersOf(JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, `${file}.schema.json`), 'utf8'))),
);
const projects = JSON.parse(read('projects.json')).projects as {
  id: string;
  formerIds?: string[];
}[];
const keys = { projects: { ids: projects.map((p) => p.id), former: { lodz: 'lodz-transit' } } };
const lists = { projects: 'title', tech: 'name', social: 'name', videos: 'title' };

describe('the editor’s formats', () => {
  test.each(['site.json', 'projects.json', 'resume.json', 'tech.json', 'videos.json'])(
    '%s is written back as it was read',
    (file) => {
      const text = read(file);
      const format = jsonFormat(keyOrders, lists);
      expect(format.toFile(format.fromFile(text))).toBe(text);
      // The form keeps no order for an object of more than eight fields: the file does.
      const data = format.fromFile(text);
      const shuffled = Object.fromEntries(Object.entries(data).reverse());
      expect(format.toFile(shuffled)).toBe(text);
    },
  );

  test('a translation’s entries are named by position in the form, by id in the file, in the default’s order', () => {
    const [first, second] = keys.projects.ids;
    const text = `${JSON.stringify({ projects: { [first]: { title: 'Uno' }, [second]: { title: 'Dos' } } }, null, 2)}\n`;
    const format = translationFormat(keys, keyOrders);
    const data = format.fromFile(text);
    expect(data.projects).toEqual({ entry1: { title: 'Uno' }, entry2: { title: 'Dos' } });
    expect(format.toFile(data)).toBe(text);
    // The form moves an entry it changed to the end; the file keeps the default's order.
    const changed = { projects: { entry2: { title: 'Dos' }, entry1: { title: 'Uno' } } };
    expect(format.toFile(changed)).toBe(text);
  });

  test('a translation’s texts of an entry deleted elsewhere stay where they were when the form saves another', () => {
    const [first, second] = keys.projects.ids;
    const text = `${JSON.stringify({ projects: { retired: { title: 'Ido' }, [first]: { title: 'Uno' }, [second]: { title: 'Dos' } } }, null, 2)}\n`;
    const format = translationFormat(keys, keyOrders);
    const { projects, ...data } = format.fromFile(text) as { projects: Record<string, object> };
    // The form has no field for the deleted entry: it saves without it.
    const { retired: _dropped, ...shown } = projects;
    const saved = format.toFile({ ...data, projects: { ...shown, entry1: { title: 'Uno (2)' } } });
    expect(saved).toBe(text.replace('"Uno"', '"Uno (2)"'));
  });

  test('a form’s blanks are left out of the file, and an emptied entry keeps its place', () => {
    const format = translationFormat(keys, keyOrders);
    const written = format.toFile({
      projects: { entry1: { title: 'Uno', description: '' }, entry2: { title: '  ' } },
      education: [{ school: '' }, { school: 'Escuela' }],
    });
    expect(JSON.parse(written)).toEqual({
      projects: { [keys.projects.ids[0]]: { title: 'Uno' } },
      education: [{}, { school: 'Escuela' }],
    });
  });

  test('a translation file not written yet opens as an empty translation and is saved with what was typed', () => {
    const format = translationFormat(keys, keyOrders);
    const data = format.fromFile('');
    expect(data).toEqual({});
    expect(JSON.parse(format.toFile({ ...data, summary: ['Résumé'] }))).toEqual({
      summary: ['Résumé'],
    });
  });

  test('a translation written with an id its entry had before is saved with the id of now', () => {
    const format = translationFormat(keys, keyOrders);
    const index = keys.projects.ids.indexOf('lodz-transit');
    const data = format.fromFile(JSON.stringify({ projects: { lodz: { title: 'Łódź' } } }));
    expect(data.projects).toEqual({ [`entry${index + 1}`]: { title: 'Łódź' } });
    expect(JSON.parse(format.toFile(data))).toEqual({
      projects: { 'lodz-transit': { title: 'Łódź' } },
    });
  });

  test('a new entry gets an id made from its title, different from the others’; a kept one keeps its own', () => {
    const format = jsonFormat(keyOrders, lists);
    const data = format.fromFile(read('projects.json'));
    const entries = data.projects as Record<string, unknown>[];
    const [first] = entries;
    const added = {
      title: first.title as string,
      description: 'New.',
      link: 'https://new.example',
      status: 'active',
    };
    const renamed = { ...first, title: 'A New Title' };
    const written = JSON.parse(
      format.toFile({
        ...data,
        projects: [
          renamed,
          ...entries.slice(1),
          added,
          { ...added, title: 'Über Café!' },
          { ...added, title: 'Łódź Straße' },
        ],
      }),
    ).projects as { id: string; title: string; formerIds?: string[] }[];
    expect(written[0]).toMatchObject({ id: first.id, title: 'A New Title' });
    expect(written[0]).not.toHaveProperty('formerIds');
    // Its title is the first project's: its id is made different.
    expect(written.at(-3)?.id).toBe(`${first.id}-2`);
    expect(written.at(-2)?.id).toBe('uber-cafe');
    expect(written.at(-1)?.id).toBe('lodz-strasse');
    expect(JSON.stringify(written)).not.toContain('__savedId');
  });

  test('an id changed in the form keeps the one before it in formerIds; changed back, it leaves them', () => {
    const format = jsonFormat(keyOrders, lists);
    const data = format.fromFile(read('projects.json'));
    const [first, ...rest] = data.projects as Record<string, unknown>[];
    const save = (id: unknown) =>
      JSON.parse(format.toFile({ ...data, projects: [{ ...first, id }, ...rest] })).projects[0];
    expect(save('new-name')).toMatchObject({ id: 'new-name', formerIds: [first.id] });
    // Emptied, it keeps the id it had.
    expect(save('')).toMatchObject({ id: first.id });
    const twice = format.fromFile(
      format.toFile({ ...data, projects: [{ ...first, id: 'new-name' }, ...rest] }),
    );
    const [again] = twice.projects as Record<string, unknown>[];
    const back = JSON.parse(
      format.toFile({ ...twice, projects: [{ ...again, id: first.id }, ...rest] }),
    );
    expect(back.projects[0]).toMatchObject({ id: first.id, formerIds: ['new-name'] });
  });

  // The owner's layouts: Prettier's (the project's), a code editor's and JSON.stringify's.
  const LAYOUTS: [string, (value: unknown) => string][] = [
    ['two spaces, every item on its line', (value) => `${JSON.stringify(value, null, 2)}\n`],
    ['four spaces', (value) => `${JSON.stringify(value, null, 4)}\n`],
    ['tabs, no newline at the end', (value) => JSON.stringify(value, null, '\t')],
    ['the project’s', (value) => tidyJson(value)],
  ];
  const FILES = ['site.json', 'projects.json', 'resume.json', 'tech.json', 'videos.json'];

  /** The first text field of `value` with `change` made to it, and where it is. */
  function changeFirstText(value: unknown, change: (text: string) => string): unknown {
    if (Array.isArray(value)) {
      const at = value.findIndex((item) => changeFirstText(item, change) !== item);
      return at < 0
        ? value
        : value.map((item, index) => (index === at ? changeFirstText(item, change) : item));
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      const at = entries.findIndex(
        ([key, inner]) =>
          key !== '$schema' && key !== 'id' && changeFirstText(inner, change) !== inner,
      );
      return Object.fromEntries(
        entries.map(([key, inner], index) => [
          key,
          index === at ? changeFirstText(inner, change) : inner,
        ]),
      );
    }
    return typeof value === 'string' && !/^[a-z0-9-]+$/.test(value) ? change(value) : value;
  }

  describe.each(LAYOUTS)('a file laid out with %s', (_, layout) => {
    test.each(FILES)('%s: one text changed is one line changed, the rest as it was', (file) => {
      const text = layout(JSON.parse(read(file)));
      const format = jsonFormat(keyOrders, lists);
      expect(format.toFile(format.fromFile(text))).toBe(text);
      const written = format.toFile(
        changeFirstText(format.fromFile(text), (old) => `${old} (edited)`) as Record<
          string,
          unknown
        >,
      );
      const [before, after] = [text.split('\n'), written.split('\n')];
      expect(after).toHaveLength(before.length);
      const changed = after.filter((line, at) => line !== before[at]);
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatch(/ \(edited\)",?$/);
    });

    test('an entry deleted takes its lines alone; one added is laid out as its neighbours', () => {
      const text = layout(JSON.parse(read('projects.json')));
      const format = jsonFormat(keyOrders, lists);
      const data = format.fromFile(text);
      const [first, , ...rest] = data.projects as Record<string, unknown>[];
      const added = {
        title: 'Added',
        description: 'New.',
        link: 'https://new.example',
        status: 'active',
      };
      const written = format.toFile({ ...data, projects: [first, ...rest, added] });
      const value = JSON.parse(text);
      expect(JSON.parse(written)).toEqual({
        ...value,
        projects: [value.projects[0], ...value.projects.slice(2), { id: 'added', ...added }],
      });
      // The deleted entry's lines go, the added one's come, and no other line changes but a
      // bracket or a comma.
      const { removed, added: gained } = changedLines(text, written);
      const own = (entry: unknown) => layout({ projects: [entry] }).split('\n');
      const punctuation = /^\s*[{}[\],]*$/;
      expect(
        removed.filter((line) => !own(value.projects[1]).includes(line) && !punctuation.test(line)),
      ).toEqual([]);
      expect(
        gained.filter(
          (line) => !own({ id: 'added', ...added }).includes(line) && !punctuation.test(line),
        ),
      ).toEqual([]);
      expect(removed.length).toBeGreaterThanOrEqual(Object.keys(value.projects[1]).length);
    });
  });

  test('a case study is its text, ending with one newline', () => {
    const text = '# Title\n\nBody.\n';
    expect(markdownFormat.toFile(markdownFormat.fromFile(text))).toBe(text);
    expect(markdownFormat.toFile({ body: '# Title\n\n', name: 'new-study' })).toBe('# Title\n');
  });
});
