/** @jest-environment node */
// The report the owner reads: one block for every file at once, each problem on one line.
import { BUILD_HEADING, formatReport } from '../../../plugins/content-engine/report';
import type { ContentError } from '../../../plugins/content-engine/errors';

test('no errors, no report', () => {
  expect(formatReport([])).toBe('');
});

test('groups problems by file, with path, line, message and the value found', () => {
  const errors: ContentError[] = [
    {
      file: 'content/projects.json',
      path: '/projects/3/status',
      message: 'must be one of: completed, active, upcoming',
      found: '"done"',
      line: 27,
    },
    {
      file: 'content/projects.json',
      path: '/projects/4',
      message: 'missing required field "link"',
      line: 30,
    },
    {
      file: 'content/videos.json',
      path: '',
      message: 'invalid JSON: a "," is missing here, before the next field',
      line: 7,
      column: 7,
    },
    {
      file: 'content/tech.json',
      path: '',
      message: 'file is missing: the site needs content/tech.json',
    },
  ];
  expect(formatReport(errors)).toBe(
    [
      BUILD_HEADING,
      '',
      '  content/projects.json',
      '    /projects/3/status (line 27): must be one of: completed, active, upcoming (found "done")',
      '    /projects/4 (line 30): missing required field "link"',
      '',
      '  content/videos.json',
      '    line 7, column 7: invalid JSON: a "," is missing here, before the next field',
      '',
      '  content/tech.json',
      '    file is missing: the site needs content/tech.json',
      '',
      '4 problems in 3 files. Field meanings and examples: CONTENT.md.',
      'Lists count from 0: /projects/3 is the 4th item of "projects".',
    ].join('\n'),
  );
});

test('a custom heading, one problem, and list counting for nested lists', () => {
  const report = formatReport(
    [{ file: 'content/resume.json', path: '/products/1/bullets/0', message: 'must not be empty' }],
    'Heading:',
  );
  expect(report.split('\n')).toEqual([
    'Heading:',
    '',
    '  content/resume.json',
    '    /products/1/bullets/0: must not be empty',
    '',
    '1 problem in 1 file. Field meanings and examples: CONTENT.md.',
    'Lists count from 0: /products/1 is the 2nd item of "products".',
  ]);
});

test('the counting hint prefers an index other than 0', () => {
  const report = formatReport([
    { file: 'content/site.json', path: '/social/0/icon', message: 'unknown icon' },
    { file: 'content/tech.json', path: '/tech/2/color', message: 'must be a colour' },
  ]);
  expect(report.split('\n').pop()).toBe('Lists count from 0: /tech/2 is the 3rd item of "tech".');
});

test.each([
  ['/tech/0', '1st'],
  ['/tech/10', '11th'],
  ['/tech/11', '12th'],
  ['/tech/20', '21st'],
  ['/tech/111', '112th'],
])('the counting hint calls %s the %s item', (path, ordinal) => {
  const report = formatReport([{ file: 'content/tech.json', path, message: 'must be a colour' }]);
  expect(report.split('\n').pop()).toBe(
    `Lists count from 0: ${path} is the ${ordinal} item of "tech".`,
  );
});
