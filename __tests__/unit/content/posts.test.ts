/** @jest-environment node */
// The owner's posts, as the content check reads them: each mistake named with its file, field
// and line, in plain words; the posts in every language, drafts and later posts marked.
import fs from 'fs';
import path from 'path';
import { publishedPosts } from '../../../plugins/content-engine/posts';
import { formatReport } from '../../../plugins/content-engine/report';
import { validateContent } from '../../../plugins/content-engine/validate';
import { checkedCopyPerTest } from '../../support/checkedCopy';

const copy = checkedCopyPerTest();
const postFile = (name: string) => path.join(copy.dir, 'posts', name);
const writePost = (name: string, text: string) => fs.writeFileSync(postFile(name), text);
const post = (front: string, body = 'Some words.\n') => `---\n${front.trim()}\n---\n\n${body}`;
const VALID = 'title: A post\ndate: 2025-01-02\nsummary: What it says.';
const report = () => formatReport(validateContent(copy.dir).errors, 'Content errors');
const languages = () => {
  const check = validateContent(copy.dir);
  expect(formatReport(check.errors)).toBe('');
  return check.languages ?? [];
};

test("the test content's posts pass, in every language, newest first", () => {
  const [own, ...others] = languages();
  const slugs = own.posts!.map((each) => each.slug);
  expect(slugs.length).toBeGreaterThan(2);
  const dates = own.posts!.map((each) => each.date);
  expect(dates).toEqual([...dates].sort().reverse());
  for (const other of others) expect(other.posts!.map((each) => each.slug)).toEqual(slugs);
});

test('a translation gives its texts, and a language without one shows the default text, marked', () => {
  const byLang = new Map(languages().map((language) => [language.lang, language.posts!]));
  const arabic = byLang.get('ar')!.find((each) => each.slug === 'keyboard-first-menus')!;
  expect(arabic.untranslated).toBe(false);
  expect(arabic.title).toMatch(/[\u0600-\u06ff]/);
  expect(arabic.file).toBe('translations/ar/posts/keyboard-first-menus.md');
  // The default's fields stay the default's: the day, the tags, the cover's picture.
  const english = byLang.get('en')!.find((each) => each.slug === 'keyboard-first-menus')!;
  expect(arabic.date).toBe(english.date);
  expect(arabic.tags).toEqual(english.tags);
  expect(arabic.cover?.src).toBe(english.cover?.src);
  expect(arabic.cover?.alt).not.toBe(english.cover?.alt);
  const german = byLang.get('de')!.find((each) => each.slug === 'keyboard-first-menus')!;
  expect(german.untranslated).toBe(true);
  expect(german.title).toBe(english.title);
  expect(german.file).toBe(english.file);
});

test("a draft and a post dated after the build's day are kept from the published site alone", () => {
  const [own] = languages();
  const drafts = own.posts!.filter((each) => each.draft);
  const later = own.posts!.filter((each) => each.scheduled);
  expect(drafts.length).toBeGreaterThan(0);
  expect(later.length).toBeGreaterThan(0);
  const published = publishedPosts(own.posts!, false);
  for (const kept of [...drafts, ...later]) expect(published).not.toContain(kept);
  expect(published.length).toBe(own.posts!.length - drafts.length - later.length);
  expect(publishedPosts(own.posts!, true)).toEqual(own.posts);
});

test('reading time counts the words of the prose, not the code', () => {
  writePost(
    'short.md',
    post(VALID, `${'word '.repeat(10)}\n\n\`\`\`js\n${'code '.repeat(999)}\n\`\`\`\n`),
  );
  const short = languages()[0].posts!.find((each) => each.slug === 'short')!;
  expect(short.words).toBe(10);
  expect(short.readingMinutes).toBe(1);
});

test.each([
  [
    'a missing title',
    'date: 2025-01-02\nsummary: What it says.',
    /short\.md\n\s+line 2: missing required field "title"/,
  ],
  [
    'a date that is not a day',
    'title: A post\ndate: 2 January 2025\nsummary: What it says.',
    /\/date \(line 3\): must be a day written year first: "2025-03-15" \(found "2 January 2025"\)/,
  ],
  [
    'a series without its order',
    `${VALID}\nseries: Field notes`,
    /\/series \(line 5\): a post in a series needs its place in it: seriesOrder: 1 for the first part/,
  ],
  [
    'a cover without its alternative text',
    `${VALID}\ncover:\n  src: images/panorama.png`,
    /\/cover \(line 5\): missing required field "alt"/,
  ],
  [
    'an unknown field',
    `${VALID}\ntagz: [CSS]`,
    /line 5: unknown field "tagz" \(allowed: title, date/,
  ],
  [
    'a text with ": " in it, unquoted',
    'title: Part 1: the start\ndate: 2025-01-02\nsummary: What it says.',
    /line 2: a text with ": " in it must be written in quotes/,
  ],
])('%s is named with its file and line', (_what, front, expected) => {
  writePost('short.md', post(front));
  expect(report()).toMatch(expected);
});

test('a tag written two ways is named where it differs', () => {
  writePost('short.md', post(`${VALID}\ntags: [accessibility]`));
  expect(report()).toMatch(
    /content\/posts\/short\.md\n\s+\/tags\/0 \(line 5\): is written "Accessibility" in content\/posts\/keyboard-first-menus\.md: write a tag one way in every post \(found "accessibility"\)/,
  );
});

test('a file name that is no id, or an address the writing pages take, is named', () => {
  writePost('My Post.md', post(VALID));
  writePost('tags.md', post(VALID));
  const text = report();
  expect(text).toMatch(
    /content\/posts\/My Post\.md\n.*lower-case letters and digits joined by hyphens, such as my-post\.md/,
  );
  expect(text).toMatch(
    /content\/posts\/tags\.md\n.*\/writing\/tags is the address of the writing pages' own tags/,
  );
});

test('a translation gives texts alone, and one of a post that is gone is a notice', () => {
  const dir = path.join(copy.dir, 'translations', 'ar', 'posts');
  fs.writeFileSync(path.join(dir, 'gone.md'), post('title: ذهب\nsummary: نص.'));
  expect(copy.notices()).toContainEqual(
    expect.objectContaining({
      file: 'content/translations/ar/posts/gone.md',
      message: expect.stringMatching(/no post in content\/posts\/ has this name/),
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'keyboard-first-menus.md'),
    post('title: عنوان\nsummary: نص.\ndate: 2025-05-05'),
  );
  expect(report()).toMatch(
    /translations\/ar\/posts\/keyboard-first-menus\.md\n\s+\/date \(line 4\): a translation gives only the post's texts/,
  );
});

test("a translation's texts are texts, and it gives no cover to a post without one", () => {
  const dir = path.join(copy.dir, 'translations', 'ar', 'posts');
  fs.writeFileSync(
    path.join(dir, 'screen-reader-notes.md'),
    post('title: ""\nsummary: نص.\ncover:\n  alt: صورة'),
  );
  const text = report();
  expect(text).toMatch(/screen-reader-notes\.md\n\s+\/title \(line 2\): must be a text, not empty/);
  expect(text).toMatch(
    /\/cover \(line 4\): the post has no cover in content\/posts\/: remove it here/,
  );
});

test('a translation names no series for a post in none', () => {
  const dir = path.join(copy.dir, 'translations', 'ar', 'posts');
  fs.writeFileSync(
    path.join(dir, 'screen-reader-notes.md'),
    post('title: عنوان\nsummary: نص.\nseries: سلسلة'),
  );
  expect(report()).toMatch(
    /screen-reader-notes\.md\n\s+\/series \(line 4\): the post is in no series in content\/posts\/: remove it here/,
  );
});
