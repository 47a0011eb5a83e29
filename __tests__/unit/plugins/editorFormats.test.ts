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
import { CONTENT_FILES } from '../../../plugins/shared/content/files';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');
const schemaDir = path.join(__dirname, '..', '..', '..', 'content', 'schemas');
const read = (file: string) => fs.readFileSync(path.join(fixtures, file), 'utf8');

const keyOrders = CONTENT_FILES.flatMap((file) =>
  keyOrdersOf(JSON.parse(fs.readFileSync(path.join(schemaDir, `${file}.schema.json`), 'utf8'))),
);
const keys = {
  projects: JSON.parse(read('projects.json')).projects.map((p: { title: string }) => p.title),
};

describe('the editor’s formats', () => {
  test.each(['site.json', 'projects.json', 'resume.json', 'tech.json', 'videos.json'])(
    '%s is written back as it was read',
    (file) => {
      const text = read(file);
      const format = jsonFormat(keyOrders);
      expect(format.toFile(format.fromFile(text))).toBe(text);
      // The form keeps no order for an object of more than eight fields: the file does.
      const data = format.fromFile(text);
      const shuffled = Object.fromEntries(Object.entries(data).reverse());
      expect(format.toFile(shuffled)).toBe(text);
    },
  );

  test('a translation’s entries are named by position in the form, by name in the file, in the default’s order', () => {
    const [first, second] = keys.projects;
    const text = `${JSON.stringify({ projects: { [first]: { title: 'Uno' }, [second]: { title: 'Dos' } } }, null, 2)}\n`;
    const format = translationFormat(keys, keyOrders);
    const data = format.fromFile(text);
    expect(data.projects).toEqual({ entry1: { title: 'Uno' }, entry2: { title: 'Dos' } });
    expect(format.toFile(data)).toBe(text);
    // The form moves an entry it changed to the end; the file keeps the default's order.
    const changed = { projects: { entry2: { title: 'Dos' }, entry1: { title: 'Uno' } } };
    expect(format.toFile(changed)).toBe(text);
  });

  test('a form’s blanks are left out of the file, and an emptied entry keeps its place', () => {
    const format = translationFormat(keys, keyOrders);
    const written = format.toFile({
      projects: { entry1: { title: 'Uno', description: '' }, entry2: { title: '  ' } },
      education: [{ school: '' }, { school: 'Escuela' }],
    });
    expect(JSON.parse(written)).toEqual({
      projects: { [keys.projects[0]]: { title: 'Uno' } },
      education: [{}, { school: 'Escuela' }],
    });
  });

  test('a case study is its text, ending with one newline', () => {
    const text = '# Title\n\nBody.\n';
    expect(markdownFormat.toFile(markdownFormat.fromFile(text))).toBe(text);
    expect(markdownFormat.toFile({ body: '# Title\n\n', name: 'new-study' })).toBe('# Title\n');
  });
});
