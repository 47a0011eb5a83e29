/** @jest-environment node */
// A post in the editor: read into the form and written back, the file is the same bytes when the
// form changed nothing; a changed field is written again in its place, quoted where YAML needs
// it, and every other line stays as the owner wrote it; a new post or translation written from
// a form passes the content check.
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { frontMatterFormat } from '../../../plugins/content-editor/browser/frontMatterFormat';
import { keyOrdersOf } from '../../../plugins/content-editor/editorConfig';
import { validateContent } from '../../../plugins/content-engine/validate';
import { checkedCopyPerTest } from '../../support/checkedCopy';
import { changedLines } from '../../support/lineDiff';
import { SCHEMAS_DIR, TEST_CONTENT_DIR } from '../../support/paths';

const format = frontMatterFormat(
  keyOrdersOf(JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'post.schema.json'), 'utf8'))),
);
const copy = checkedCopyPerTest();

/** The test content's posts and their translations, as paths inside it. */
const postFiles = [
  ...fs.readdirSync(path.join(TEST_CONTENT_DIR, 'posts')).map((name) => `posts/${name}`),
  ...fs.readdirSync(path.join(TEST_CONTENT_DIR, 'translations')).flatMap((lang) => {
    const dir = path.join(TEST_CONTENT_DIR, 'translations', lang, 'posts');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((name) => `translations/${lang}/posts/${name}`)
      : [];
  }),
];
const read = (file: string) => fs.readFileSync(path.join(TEST_CONTENT_DIR, file), 'utf8');
/** A post with a cover, tags and a series, and its translation into another language. */
const [rich] = postFiles.filter((file) => /^cover:/m.test(read(file)) && file.startsWith('posts/'));
const [translated] = postFiles.filter(
  (file) => file.endsWith(`/${path.basename(rich)}`) && file !== rich,
);

const front = (text: string) =>
  parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]) as Record<string, unknown>;

describe('the editor’s post format', () => {
  test.each(postFiles)('%s is written back as it was read, byte for byte', (file) => {
    const text = read(file);
    const data = format.fromFile(text);
    expect(format.toFile(data)).toBe(text);
    // The form keeps no order of its fields: the file does.
    expect(format.toFile(Object.fromEntries(Object.entries(data).reverse()))).toBe(text);
  });

  test('shows the front matter’s fields and the text without the blank line before it', () => {
    const text = read(rich);
    const data = format.fromFile(text);
    const given = front(text);
    expect(data).toMatchObject(given);
    expect(String(data.body)).not.toMatch(/^\s/);
    expect(text.endsWith(String(data.body))).toBe(true);
  });

  test('a title given ": " is saved in quotes, in its line alone, and reads back as typed', () => {
    const text = read(rich);
    const title = 'Menus, part 1: what a keyboard owes a visitor';
    const { added, removed } = changedLines(
      text,
      format.toFile({ ...format.fromFile(text), title }),
    );
    expect(removed).toEqual([text.split('\n').find((line) => line.startsWith('title:'))]);
    expect(added).toEqual([expect.stringMatching(/^title: (['"]).+\1$/)]);
    expect(front(`---\n${added[0]}\n---\n`).title).toBe(title);
    // A title written without quotes gets them once it needs them.
    const plain = '---\ntitle: A post\ndate: 2025-01-02\nsummary: What it says.\n---\n\nWords.\n';
    const quoted = format.toFile({ ...format.fromFile(plain), title: 'Part 1: the start' });
    expect(quoted).toBe(plain.replace('title: A post', "title: 'Part 1: the start'"));
  });

  test('front matter it cannot read is kept as written; only the text changes', () => {
    const broken = '---\ntitle: Part 1: the start\ndate: 2025-01-02\n---\n\nWords.\n';
    const data = format.fromFile(broken);
    expect(data).not.toHaveProperty('title');
    // The form asks for the fields it could not read: what is typed there is not written.
    expect(format.toFile({ ...data, title: 'Typed', body: 'Other words.' })).toBe(
      broken.replace('Words.', 'Other words.'),
    );
    expect(format.toFile(data)).toBe(broken);
    const windows = broken.replace(/\n/g, '\r\n');
    expect(format.toFile(format.fromFile(windows))).toBe(windows);
    expect(format.toFile({ ...format.fromFile(windows), body: 'Other words.' })).toBe(
      windows.replace('Words.', 'Other words.'),
    );
  });

  test('a file that ends at its closing line keeps it when a text is added', () => {
    const bare = '---\ntitle: Una entrada\nsummary: Lo que dice.\n---';
    expect(format.toFile(format.fromFile(bare))).toBe(bare);
    const written = format.toFile({ ...format.fromFile(bare), body: 'Palabras.' });
    expect(written).toBe(`${bare}\nPalabras.\n`);
    expect(format.fromFile(written)).toMatchObject({ title: 'Una entrada', body: 'Palabras.\n' });
  });

  test('a field added goes in the schema’s place, an emptied one goes, the text changes alone', () => {
    const text =
      '---\n# Written by hand.\ntitle: A post\ndate: 2025-01-02\nsummary: "What it says."\ntags:   [One]\n---\n\nSome words.\n';
    const data = format.fromFile(text);
    const saved = format.toFile({
      ...data,
      updated: '2025-02-03',
      tags: [],
      draft: true,
      body: 'Other words.',
    });
    expect(saved).toBe(
      '---\n# Written by hand.\ntitle: A post\ndate: 2025-01-02\nupdated: 2025-02-03\nsummary: "What it says."\ndraft: true\n---\n\nOther words.\n',
    );
    // A changed text keeps the owner's quotes; a list written on one line stays on one.
    const again = format.toFile({ ...data, summary: 'It: says', tags: ['One', 'Two'] });
    expect(again).toContain('summary: "It: says"\ntags: [One, Two]\n');
  });

  test('a new post written from the form passes the content check, as does its translation', () => {
    const post = format.toFile({
      name: 'a-new-post',
      title: 'A new post: written in the editor',
      date: '2025-05-06',
      summary: 'Its summary, with a colon: here.',
      tags: ['Accessibility', 'CSS'],
      series: '',
      cover: { src: 'images/panorama.png', alt: 'A panorama: wide' },
      canonical: '',
      body: 'The post, in **Markdown**.\n\n## A heading\n',
    });
    expect(post.startsWith('---\ntitle: ')).toBe(true);
    expect(post).not.toMatch(/^(?:series|canonical|name):/m);
    fs.writeFileSync(path.join(copy.dir, 'posts', 'a-new-post.md'), post);
    const lang = path.dirname(translated).split('/')[1];
    const translation = format.toFile({
      title: 'عنوان: جديد',
      summary: 'ملخص المقال.',
      cover: { alt: 'صورة: بانورامية' },
      body: 'نص المقال.',
    });
    fs.writeFileSync(
      path.join(copy.dir, 'translations', lang, 'posts', 'a-new-post.md'),
      translation,
    );
    const { errors, languages } = validateContent(copy.dir);
    expect(errors).toEqual([]);
    const mine = languages
      ?.find((language) => language.lang === lang)
      ?.posts?.find((each) => each.slug === 'a-new-post');
    expect(mine).toMatchObject({
      title: 'عنوان: جديد',
      cover: { src: 'images/panorama.png', alt: 'صورة: بانورامية' },
      untranslated: false,
    });
  });
});
