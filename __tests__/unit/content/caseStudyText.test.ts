/** @jest-environment node */
// What the site's security policy blocks in a case study's Markdown (an image on another site, a
// frame, a script) is named with its file, line and column, and stops the build; the same HTML
// shown in code is text, and passes.
import fs from 'fs';
import path from 'path';
import { BUILD_HEADING, formatReport } from '../../../plugins/content-engine/report';
import { checkedCopyPerTest } from '../../support/checkedCopy';

const copy = checkedCopyPerTest();

/** The first case study's text, as content/projects.json names it. */
const studyText = (): string =>
  (copy.read('projects').projects as { caseStudy?: { text: string } }[]).find(
    (project) => project.caseStudy,
  )!.caseStudy!.text;

/** Adds `lines` after a blank line at the end of `text`; the line number of the first. */
function append(lines: string[], text = studyText()): number {
  const file = path.join(copy.dir, text);
  const before = fs.readFileSync(file, 'utf8').replace(/\n*$/, '\n\n');
  fs.writeFileSync(file, `${before}${lines.join('\n')}\n`);
  return before.split('\n').length;
}

const at = (text: string, line: number, column: number, message: unknown) => ({
  file: `content/${text}`,
  path: '',
  line,
  column,
  message,
});
const image = (url: string) => expect.stringContaining(`the image ${url} is on another site`);
const FRAME = expect.stringMatching(/^an <iframe> is not shown: .*no frame in a case study/);
const SCRIPT = expect.stringMatching(/^a <script> does not run: .*remove it$/);
const RUNS = ": the site's security policy runs only the site's own scripts; remove it";

test('the test content passes: each problem below is one its test adds', () => {
  expect(copy.errors()).toEqual([]);
});

test('an image on another site, in Markdown and by reference, at its line and column', () => {
  const long = `https://cdn.example.com/${'a'.repeat(80)}.png`;
  const first = append([
    'A badge ![build](https://img.shields.io/badge/x.svg) in a sentence.',
    '',
    '![Logo][The Logo]',
    '',
    `![long](${long})`,
    '',
    '[the logo]: //cdn.example.com/logo.png',
  ]);
  const text = studyText();
  expect(copy.errors()).toEqual([
    at(text, first, 9, image('https://img.shields.io/badge/x.svg')),
    at(text, first + 2, 1, image('//cdn.example.com/logo.png')),
    at(text, first + 4, 1, image(`${long.slice(0, 71)}…`)),
  ]);
  expect(copy.errors()[0].message).toMatch(/static\/images\/x\.svg\) .* \/images\/x\.svg$/);
});

test('raw HTML: an image, a frame, scripts and what else the policy blocks, each at its tag', () => {
  const first = append([
    '<div>',
    '  <img alt="" src="http://example.com/a.png">',
    '</div>',
    '',
    '> <p>',
    '>   <iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>',
    '> </p>',
    '',
    'Inline <script src="https://cdn.example.com/x.js"></script> and',
    '<button onclick="go()">Go</button> and [a link](javascript:go()).',
    '',
    '<script>go()</script>',
    '',
    '<video src="https://cdn.example.com/clip.mp4"></video>',
    '<object data="https://cdn.example.com/x.swf"></object>',
  ]);
  const text = studyText();
  expect(copy.errors()).toEqual([
    at(text, first + 1, 3, image('http://example.com/a.png')),
    at(
      text,
      first + 5,
      5,
      expect.stringMatching(
        /no frame .*, \[words\]\(https:\/\/www\.youtube\.com\/watch\?v=abc123\)$/,
      ),
    ),
    at(text, first + 8, 8, SCRIPT),
    at(text, first + 9, 1, `onclick= on a <button> does not run${RUNS}`),
    at(text, first + 9, 40, `a javascript: link does not run${RUNS}`),
    at(text, first + 11, 1, expect.stringMatching(/^a <script> in a case study runs only when/)),
    at(
      text,
      first + 13,
      1,
      expect.stringContaining('the video https://cdn.example.com/clip.mp4 is on another site'),
    ),
    at(text, first + 14, 1, expect.stringMatching(/^an <object> is not shown/)),
  ]);
});

test('HTML shown in code, and images on the site itself, are not problems', () => {
  append([
    '```html',
    '<script src="https://cdn.example.com/x.js"></script>',
    '<iframe src="https://example.com"></iframe>',
    '![badge](https://img.shields.io/badge/x.svg)',
    '```',
    '',
    'Write `<img src="https://example.com/a.png">` or `<script>` in a sentence.',
    '',
    '    <iframe src="https://example.com"></iframe>',
    '',
    '![shot](/images/shot.png) ![dot](data:image/png;base64,AAAA)',
    '<img alt="" src="/images/shot.png" srcset="/images/shot-2x.png 2x">',
    '<script type="application/ld+json">{}</script>',
  ]);
  expect(copy.errors()).toEqual([]);
});

test("an image named from the case study's page, where no file is, is told to go in static/", () => {
  const first = append(['![shot](images/shot.png) and <img alt="" src="../images/b.png">']);
  expect(copy.errors()).toEqual([
    at(
      studyText(),
      first,
      1,
      expect.stringMatching(
        /^the image images\/shot\.png is named from the case study's page, where no file is: save it in static\/ \(say static\/images\/shot\.png\) and write its path from the site's root, \/images\/shot\.png$/,
      ),
    ),
    at(studyText(), first, 30, expect.stringContaining('the image ../images/b.png is named from')),
  ]);
});

test('a translated case study of no project, shown nowhere, is never a stop', () => {
  const text = 'translations/de/case-studies/retired-project.md';
  append(['<iframe src="https://example.com/player"></iframe>'], text);
  expect(copy.errors()).toEqual([]);
  expect(copy.notices().map(({ file }) => file)).toContain(`content/${text}`);
});

test("a translated case study's problem is named in its own file", () => {
  const text = `translations/de/case-studies/${path.basename(studyText())}`;
  const first = append(['Ein Video: <iframe src="https://example.com/player"></iframe>'], text);
  expect(copy.errors()).toEqual([at(text, first, 12, FRAME)]);
  expect(copy.errors()[0].message).toMatch(/\[words\]\(https:\/\/example\.com\/player\)$/);
});

test('the report tells the owner where the image is and what to do', () => {
  const first = append(['![build](https://img.shields.io/badge/build-passing.svg)']);
  expect(formatReport(copy.errors())).toBe(
    [
      BUILD_HEADING,
      '',
      `  content/${studyText()}`,
      `    line ${first}, column 1: the image https://img.shields.io/badge/build-passing.svg is on another site, which the site's security policy blocks: save it in static/ (say static/images/build-passing.svg) and write its path from the site's root, /images/build-passing.svg`,
      '',
      '1 problem in 1 file. Field meanings and examples: CONTENT.md.',
    ].join('\n'),
  );
});
