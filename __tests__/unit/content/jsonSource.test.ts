/** @jest-environment node */
// The position-keeping JSON parser: the same values as JSON.parse, every value's line, and
// syntax errors explained in plain words at the right place.
import fs from 'fs';
import path from 'path';
import { TEST_CONTENT_DIR } from '../../support/paths';
import { parseJson } from '../../../plugins/content-engine/jsonSource';

const NUMBER = 'not a valid number (write numbers like 12, -3 or 4.5; text goes in double quotes)';
const BARE = 'only true, false and null go without quotes';
const CLOSE_ON_LINE = 'close the quote on the same line (write \\n for a new line)';

function parsed(text: string) {
  const result = parseJson(text);
  if (!result.ok) throw new Error(`expected valid JSON, got: ${result.message}`);
  return result;
}

function syntaxError(text: string) {
  const result = parseJson(text);
  if (result.ok) throw new Error('expected a syntax error');
  return { message: result.message, ...result.position };
}

test('reads what JSON.parse reads, including every test content file', () => {
  const samples = [
    '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9\\"", {}, []], "b": {"c": ""}}',
    '  "just a string"  ',
    '{"__proto__": {"polluted": true}}',
    ...fs
      .readdirSync(TEST_CONTENT_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => fs.readFileSync(path.join(TEST_CONTENT_DIR, name), 'utf8')),
  ];
  for (const text of samples) {
    expect(parsed(text).value).toEqual(JSON.parse(text));
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('remembers the line of every value, by JSON pointer', () => {
  const { positions } = parsed(
    ['{', '  "list": [', '    { "a/b": 1,', '      "c~d": [true] }', '  ]', '}'].join('\n'),
  );
  expect(positions.get('')).toEqual({ line: 1, column: 1 });
  expect(positions.get('/list')).toEqual({ line: 2, column: 3 });
  expect(positions.get('/list/0')).toEqual({ line: 3, column: 5 });
  expect(positions.get('/list/0/a~1b')).toEqual({ line: 3, column: 7 });
  expect(positions.get('/list/0/c~0d/0')).toEqual({ line: 4, column: 15 });
});

test('finds fields written twice', () => {
  expect(parsed('{\n "a": 1,\n "a": 2\n}').duplicateKeys).toEqual([
    { path: '', key: 'a', position: { line: 3, column: 2 } },
  ]);
});

// Where the check points: "line:column".
function failsWith(text: string, message: string, at: string) {
  const [line, column] = at.split(':').map(Number);
  expect(syntaxError(text)).toEqual({ message, line, column });
}

describe('syntax errors, in plain words, where the fix goes', () => {
  test.each([
    ['{"a": 1 "b": 2}', 'field', '1:8'],
    ['{\n  "a": "x"\n  "b": 2\n}', 'field', '2:11'],
    ['{\r  "a": 1\r  "b": 2\r}', 'field', '2:9'],
    ['[1 2]', 'item of the list', '1:3'],
    ['[{"a": 1} {"b": 2}]', 'item of the list', '1:10'],
  ])('a missing comma in %j, before the next %s (at %s)', (text, next, at) => {
    failsWith(text, `a "," is missing here, before the next ${next}`, at);
  });

  test.each([
    ['{"a": 1,}', '}', '1:8'],
    ['{"a": [1,]}', ']', '1:9'],
    ['{\r\n  "a": 1,\r\n}', '}', '2:9'],
  ])('a comma before the end in %j (before "%s", at %s)', (text, end, at) => {
    failsWith(text, `a comma before "${end}" is not allowed — remove the last ","`, at);
  });

  test.each(['{"a": 01}', '{"a": 1.}', '{"a": 1e}', '{"a": 1.2.3}', '{"a": -}'])(
    '%j: a number written wrong, at its start',
    (text) => failsWith(text, NUMBER, '1:7'),
  );

  test.each([
    ['{"a": 1, 2}', '2', '1:10'],
    ['{"a": 1,, "b": 2}', ',', '1:9'],
    ['{,"a": 1}', ',', '1:2'],
  ])('%j: a field name expected, "%s" found (at %s)', (text, found, at) => {
    failsWith(text, `a field name in double quotes was expected here, found "${found}"`, at);
  });

  test.each([
    ['{"a": [1}', '}', 'list should close with "]"', '1:9'],
    ['{"a": {"b": 1 ]', ']', 'object should close with "}"', '1:15'],
    ['{"a": [1]]}', ']', 'object should close with "}"', '1:10'],
  ])('%j: "%s" found where the %s (at %s)', (text, found, where, at) => {
    failsWith(text, `found "${found}" where the ${where}`, at);
  });

  test.each([
    ['{"a": 1}\n}', 'an extra "}"', '2:1'],
    ['{"a": 1} x', 'more text where the file should end', '1:10'],
  ])('%j: %s after the data (at %s)', (text, what, at) => {
    const check = 'check that every "{" and "[" closes where you meant';
    failsWith(text, `${what} after the data is complete — ${check}`, at);
  });

  test.each([
    ['{\n  "a": [\n    1,\n', '"[" on line 2 is never closed with "]"', '4:1'],
    ['{"a": [1]', '"{" on line 1 is never closed with "}"', '1:10'],
  ])('%j ends too early: the %s (at %s)', (text, what, at) => {
    failsWith(text, `the file ends too early: the ${what}`, at);
  });

  test.each(['{"a": "x}', '{"a": "x\\"}'])('%j: a text never closed, at its start', (text) => {
    failsWith(text, 'this text is never closed: a closing " is missing', '1:7');
  });

  test.each([
    ['{"a" 1}', 'a ":" is missing after the field name "a"', '1:6'],
    ['{a: 1}', 'field names must be in double quotes: write "a"', '1:2'],
    [
      "{'a': 1}",
      `field names must be in double quotes (") — single quotes (') are not JSON`,
      '1:2',
    ],
    ['{"a": \'x\'}', `text must be in double quotes (") — single quotes (') are not JSON`, '1:7'],
    ['{"a": True}', `text must be in double quotes: write "True", not True (${BARE})`, '1:7'],
    ['{"a": "x\ny"}', `a line break inside a text: ${CLOSE_ON_LINE}`, '1:9'],
    ['{"a": "x\ty"}', 'a control character (such as a tab) inside a text', '1:9'],
    ['{"a": "C:\\dir"}', '"\\d" is not allowed in a text — write "\\\\" for a backslash', '1:10'],
    ['{"a": "\\u12"}', '"\\u" must be followed by four hex digits', '1:8'],
    ['{\n  // note\n  "a": 1\n}', 'comments are not allowed in JSON — remove it', '2:3'],
    ['{"a": ]}', 'a value was expected here, found "]"', '1:7'],
    ['{"a": "b": 1}', 'a "," or "}" was expected after the value of "a", found ":"', '1:10'],
    ['', 'the file is empty', '1:1'],
  ])('%j: %s (at %s)', failsWith);
});
