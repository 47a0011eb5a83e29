/** @jest-environment node */
// The editor's and the migration's JSON printer against Prettier itself: for varied values (wide
// letters and emoji, long and nested arrays, objects in arrays, lines at the width's edge), the
// text tidyJson writes is the text `npm run format` would leave, byte for byte.
import { execFileSync } from 'child_process';
import path from 'path';
import { PRINT_WIDTH, tidyJson } from '../../../plugins/content-engine/tidyJson';
import { ROOT } from '../../support/paths';

/** Each value as Prettier writes it with the project's settings, all in one process. */
function prettierOf(values: readonly unknown[]): string[] {
  const script = path.join(ROOT, '__tests__', 'support', 'prettier-json.mjs');
  const output = execFileSync(process.execPath, [script, ROOT], {
    input: JSON.stringify(values),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

/** A string of `width` columns. */
const text = (width: number, letter = 'a') => letter.repeat(width);

// A key and its value on a line of exactly `columns` columns, indented by two (one level).
const arrayLineOf = (columns: number) => {
  const items = Array.from({ length: 100 }, (_, index) => `w${index}`);
  // "  \"k\": [" is 8 columns, each item `"wN", ` adds its length; the last closes with "]".
  const line = (count: number) => 8 + JSON.stringify(items.slice(0, count)).length - 1;
  const count = items.findIndex((_, index) => line(index + 1) > columns);
  return { k: items.slice(0, count) };
};

/** A small deterministic generator of JSON values, so that a failure can be replayed. */
function generated(seed: number): unknown {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const words = [
    'Node.js',
    '日本語のテキスト',
    'café',
    '🚀 launch',
    'x',
    'Ünïcödé',
    'قراءة',
    '"quoted"',
  ];
  const value = (depth: number): unknown => {
    const pick = next();
    if (depth > 3 || pick < 0.3)
      return words[Math.floor(next() * words.length)].repeat(1 + Math.floor(next() * 6));
    if (pick < 0.4) return Math.floor(next() * 100000) / 100;
    if (pick < 0.45) return next() < 0.5;
    if (pick < 0.5) return null;
    if (pick < 0.75) return Array.from({ length: Math.floor(next() * 12) }, () => value(depth + 1));
    return Object.fromEntries(
      Array.from({ length: Math.floor(next() * 6) }, (_, index) => [
        `${words[index % words.length]}${index}`,
        value(depth + 1),
      ]),
    );
  };
  return { value: value(0) };
}

const CASES: [string, unknown][] = [
  ['an empty object and array', { a: {}, b: [], c: [[], {}] }],
  ['scalars of every kind', { s: 'text', n: -1.5e-7, t: true, f: false, z: null, e: '' }],
  ['escapes', { s: 'a "quote", a \\ backslash, a\nnewline, a\ttab and \u0001' }],
  ['a short array of strings on one line', { stack: ['react', 'typescript', 'gatsby'] }],
  [
    'a long array of strings, one item a line',
    { stack: Array.from({ length: 30 }, (_, i) => `tech-${i}`) },
  ],
  ['an array of objects, always open', { items: [{ id: 'a' }, { id: 'b', tags: ['x'] }] }],
  [
    'nested arrays of numbers',
    { grid: [[1, 2, 3], [4, 5, 6], Array.from({ length: 40 }, (_, i) => i)] },
  ],
  [
    'wide letters that count twice',
    { title: text(45, '日'), list: Array.from({ length: 9 }, () => '漢字かな') },
  ],
  ['emoji and combining marks', { a: ['🚀', '👩‍💻', 'é', 'ñ'].map((s) => s.repeat(12)) }],
  ['an array at 99 columns', arrayLineOf(99)],
  ['an array at 100 columns', arrayLineOf(PRINT_WIDTH)],
  ['an array at 101 columns', arrayLineOf(101)],
  ['a string longer than the width', { text: text(140) }],
  [
    'a list of short lists, kept open',
    {
      grid: [
        [1, 2],
        [3, 4],
      ],
      pairs: [['a', 'b'], ['c']],
    },
  ],
  // Lists of numbers are filled, a line at a time: every length around the width's edge.
  ...Array.from({ length: 40 }, (_, index) => {
    const numbers = Array.from({ length: 20 + index }, (__, at) => (at * 37) % 1000);
    return [`${20 + index} numbers, filled`, { a: { b: numbers, c: [-1.5, ...numbers] } }] as [
      string,
      unknown,
    ];
  }),
  // Each kind of letter in lines that cross the width at some count of letters: where Prettier
  // breaks tells the width it gives the letter.
  ...[
    '日',
    'あ',
    'ア',
    'ｱ',
    'Ａ',
    '한',
    '\u3000',
    '🚀',
    '👩\u200d💻',
    '🇪🇸',
    '👍🏽',
    '1️⃣',
    '❤️',
    '❤',
    '™',
    '©',
    '☺',
    '⌚',
    '☰',
    'é',
    'e\u0301',
    'बि',
    'क्ष',
    'بَ',
    'ไทย',
    '\u200b',
    '\u{20000}',
    '\u{1F3FB}',
    'Ω',
    '€',
    '→',
    '…',
    '😀',
    '🏳️\u200d🌈',
    '\u{1D300}',
    '\u{16FE0}',
  ].map(
    (letter) =>
      [
        `${letter} in lines of every length around the width`,
        {
          lines: Array.from({ length: 45 }, (_, extra) => ({
            k: [`${letter.repeat(20)}${'a'.repeat(25 + extra)}`],
          })),
        },
      ] as [string, unknown],
  ),
  ...Array.from(
    { length: 40 },
    (_, seed) => [`generated value ${seed + 1}`, generated(seed + 1)] as [string, unknown],
  ),
];

describe('tidyJson', () => {
  const expected = prettierOf(CASES.map(([, value]) => value));

  test.each(CASES.map(([label, value], index) => [label, value, index] as const))(
    'writes %s as Prettier does',
    (_label, value, index) => {
      expect(tidyJson(value)).toBe(expected[index]);
    },
  );
});
