/** @jest-environment node */
// A JSON file changed in place: what changed is written where it was, in the file's own
// indentation and line ends; every other character stays.
import { editedJson } from '../../../plugins/content-engine/jsonInPlace';
import { tidyJson } from '../../../plugins/content-engine/tidyJson';

const FOUR = `{
    "list": [
        "first",
        "second",
        "last"
    ],
    "fields": {
        "a": 1,
        "b": 2
    },
    "empty": []
}
`;

test.each([
  ['the last item of a list', { list: ['first', 'second'] }, ['        "second"', '    ],']],
  [
    'the first item of a list',
    { list: ['second', 'last'] },
    ['    "list": [', '        "second",'],
  ],
  ['the only field but one', { fields: { b: 2 } }, ['    "fields": {', '        "b": 2']],
  ['the last field', { fields: { a: 1 } }, ['        "a": 1', '    },']],
])('%s taken out: its line goes, its neighbours close up', (_, change, around) => {
  const after = editedJson(FOUR, { ...JSON.parse(FOUR), ...change });
  expect(JSON.parse(after)).toEqual({ ...JSON.parse(FOUR), ...change });
  const lines = after.split('\n');
  expect(lines).toHaveLength(FOUR.split('\n').length - 1);
  const at = lines.indexOf(around[0]);
  expect(lines.slice(at, at + 2)).toEqual(around);
});

test('an item put in an empty list, and a field with an object in it, take the file’s indentation', () => {
  const value = { ...JSON.parse(FOUR), empty: ['new'], fields: { a: 1, b: 2, c: { d: true } } };
  const after = editedJson(FOUR, value);
  expect(JSON.parse(after)).toEqual(value);
  expect(after).toContain('    "empty": ["new"]\n');
  expect(after).toContain(
    '        "b": 2,\n        "c": {\n            "d": true\n        }\n    },',
  );
});

test('tabs and Windows line ends are kept, in changed lines too', () => {
  const text = FOUR.replace(/ {4}/g, '\t').replace(/\n/g, '\r\n');
  const value = { ...JSON.parse(text), fields: { a: 1, b: 3, c: { d: true } } };
  const after = editedJson(text, value);
  expect(JSON.parse(after)).toEqual(value);
  expect(after.split('\r\n').every((line) => !line.includes('\n') && !/^ /.test(line))).toBe(true);
  expect(after).toContain('\t\t"b": 3,\r\n\t\t"c": {\r\n\t\t\t"d": true\r\n\t\t}');
});

test('a file in the project’s layout stays in it', () => {
  const value = { list: ['a', 'b'], fields: { a: 1 } };
  const after = editedJson(tidyJson(value), { ...value, list: ['a', 'b', 'c'] });
  expect(after).toBe(tidyJson({ ...value, list: ['a', 'b', 'c'] }));
  expect(after).toContain('"list": ["a", "b", "c"],');
});
