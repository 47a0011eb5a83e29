/** @jest-environment node */
// Where the content check points: JSON that does not parse, a missing file, a byte-order mark,
// a field written twice, the line of each error, and errors in several files at once.
import { checkedCopyPerTest } from '../../support/checkedCopy';

const content = checkedCopyPerTest();
const { errors, problems } = content;

describe('JSON syntax', () => {
  test('a value without quotes names the file, line and column', () => {
    content.write('projects', '{\n  "projects": [\n    { "status": done }\n  ]\n}\n');
    expect(errors()).toEqual([
      {
        file: 'content/projects.json',
        path: '',
        message:
          'invalid JSON: text must be in double quotes: write "done", not done (only true, false and null go without quotes)',
        line: 3,
        column: 17,
      },
    ]);
  });

  test('a trailing comma points at the comma', () => {
    content.write('videos', '{\n  "videos": [\n    "a",\n    "b",\n  ]\n}\n');
    expect(errors()).toEqual([
      {
        file: 'content/videos.json',
        path: '',
        message: 'invalid JSON: a comma before "]" is not allowed — remove the last ","',
        line: 4,
        column: 8,
      },
    ]);
  });

  test('an empty file says so', () => {
    content.write('tech', '  \n');
    expect(problems()).toEqual([
      { file: 'content/tech.json', path: '', message: 'invalid JSON: the file is empty' },
    ]);
  });
});

test('a missing file is named', () => {
  content.remove('videos');
  expect(problems()).toEqual([
    {
      file: 'content/videos.json',
      path: '',
      message: 'file is missing: the site needs content/videos.json',
    },
  ]);
});

test('a byte-order mark at the start of a file is reported, as the build could not read it', () => {
  const text = JSON.stringify(content.read('videos'), null, 2);
  content.write('videos', `\ufeff${text}`);
  expect(errors()).toEqual([
    {
      file: 'content/videos.json',
      path: '',
      message:
        'the file starts with an invisible byte-order mark (BOM) that the site cannot read: save it as "UTF-8", not "UTF-8 with BOM"',
      line: 1,
      column: 1,
    },
  ]);
});

test('a field written twice in one object is reported', () => {
  content.write(
    'projects',
    [
      '{',
      '  "projects": [',
      '    {',
      '      "id": "one",',
      '      "title": "One",',
      '      "description": "First",',
      '      "link": "https://example.com",',
      '      "status": "completed",',
      '      "title": "Two"',
      '    }',
      '  ]',
      '}',
    ].join('\n'),
  );
  expect(errors()).toEqual([
    {
      file: 'content/projects.json',
      path: '/projects/0/title',
      message: 'field "title" appears twice in the same object: keep one',
      line: 9,
    },
  ]);
});

test('errors carry the line they are on', () => {
  content.write(
    'tech',
    [
      '{',
      '  "tech": [',
      '    {',
      '      "id": "react",',
      '      "name": "React",',
      '      "icon": "react",',
      '      "color": "#61DAFB",',
      '      "description": "UI"',
      '    },',
      '    {',
      '      "id": "vite",',
      '      "name": "Vite",',
      '      "icon": "vite",',
      '      "colour": "#9135FF",',
      '      "description": "Builds"',
      '    }',
      '  ]',
      '}',
    ].join('\n'),
  );
  expect(errors().map(({ path, message, line }) => ({ path, message, line }))).toEqual([
    { path: '/tech/1', message: 'missing required field "color"', line: 10 },
    {
      path: '/tech/1',
      message: 'unknown field "colour" (allowed: id, name, icon, color, description, formerIds)',
      line: 14,
    },
  ]);
});

test('every file is checked: errors in several files come back together', () => {
  content.edit('site', (json) => {
    json.email = 'nobody';
  });
  content.edit('videos', (json) => {
    json.videos[0].title = '';
  });
  content.write('tech', '{');
  expect(problems().map(({ file, path }) => `${file}${path}`)).toEqual([
    'content/site.json/email',
    'content/tech.json',
    'content/videos.json/videos/0/title',
  ]);
});
