/** @jest-environment node */
// The posts' forms are drawn from content/schemas/post.schema.json as the content files' are from
// theirs: a field for each front matter field, with the schema's label, hint, requirement and
// check, a calendar for a day; each language's translations with the texts alone, a new one named
// by the post it translates, chosen from the posts.
import fs from 'fs';
import path from 'path';
import { editorConfig } from '../../../plugins/content-editor/editorConfig';
import type { PostName } from '../../../plugins/content-editor/postForms';
import type { EditorField, FieldSchema } from '../../../plugins/content-editor/formFields';
import { CONTENT_FILES, type ContentFileName } from '../../../plugins/content-engine/files';
import { readFrontMatter } from '../../../plugins/content-engine/frontMatter';
import { SCHEMAS_DIR, TEST_CONTENT_DIR } from '../../support/paths';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const schemaOf = (name: string) =>
  readJson(path.join(SCHEMAS_DIR, `${name}.schema.json`)) as FieldSchema;
const schemas = Object.fromEntries(CONTENT_FILES.map((file) => [file, schemaOf(file)])) as Record<
  ContentFileName,
  FieldSchema
>;
const defaults = Object.fromEntries(
  CONTENT_FILES.map((file) => [file, readJson(path.join(TEST_CONTENT_DIR, `${file}.json`))]),
) as Record<ContentFileName, Record<string, unknown>>;
const postSchema = schemaOf('post');
const postsDir = path.join(TEST_CONTENT_DIR, 'posts');
const names = fs.readdirSync(postsDir).map((file) => ({
  id: file.replace(/\.md$/, ''),
  title: String(
    readFrontMatter(fs.readFileSync(path.join(postsDir, file), 'utf8'), file).front?.title,
  ),
}));
const languages = fs.readdirSync(path.join(TEST_CONTENT_DIR, 'translations')).sort();

type Collection = { name: string; label: string; folder?: string; fields?: EditorField[] } & Record<
  string,
  unknown
>;
const collectionsOf = (posts: readonly PostName[]) =>
  editorConfig({
    schemas,
    defaults,
    defaultLanguage: 'en',
    languages,
    backend: { name: 'github', repo: 'owner/site' },
    siteUrl: 'https://www.example.com',
    posts: { schema: postSchema, names: posts },
  }).config.collections as Collection[];
const collections = collectionsOf(names);
const byName = (fields: EditorField[] = []) =>
  Object.fromEntries(fields.map((field) => [field.name, field]));
const posts = collections.find((collection) => collection.name === 'posts')!;
const fields = byName(posts.fields);

describe('the posts’ forms', () => {
  test('have a field for every front matter field, the new post’s id and the text', () => {
    expect(posts).toMatchObject({
      label: 'Posts',
      folder: 'content/posts',
      extension: 'md',
      create: true,
    });
    expect(Object.keys(fields)).toEqual(['name', ...Object.keys(postSchema.properties!), 'body']);
    expect(Object.keys(byName(fields.cover.fields))).toEqual(['src', 'alt']);
  });

  test('take each field’s label, hint, requirement and check from the schema', () => {
    for (const [name, field] of Object.entries(postSchema.properties!)) {
      expect(fields[name].label).toBe(field.title);
      expect(fields[name].hint).toContain(field.description);
      expect(fields[name].required).toBe(postSchema.required!.includes(name));
    }
    expect(fields.canonical.pattern).toEqual([
      '^https?://',
      'must be a web address starting with https://',
    ]);
    expect(fields.seriesOrder).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(fields.summary.widget).toBe('text');
    expect(fields.draft.widget).toBe('boolean');
    expect(fields.body).toMatchObject({ widget: 'text', required: true });
  });

  test('give a day a calendar that writes it year first, a new post’s day starting at today', () => {
    expect(fields.date).toMatchObject({
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      default: '{{now}}',
    });
    expect(fields.updated).toMatchObject({ widget: 'datetime', required: false });
    expect(fields.updated.default).toBeUndefined();
    // No other form has a calendar: the resume's dates may be a month or a year.
    const others = collections.filter((collection) => !String(collection.name).startsWith('posts'));
    const calendars = JSON.stringify(others).match(/"name":"\w+"(?=[^{}]*"widget":"datetime")/g);
    expect(calendars).toBeNull();
  });

  test('give tags as a list, the cover’s picture uploaded into content/images/ with its text', () => {
    expect(fields.tags).toMatchObject({
      widget: 'list',
      required: false,
      field: { widget: 'string' },
    });
    const cover = byName(fields.cover.fields);
    expect(fields.cover).toMatchObject({ widget: 'object', required: false });
    expect(cover.src).toMatchObject({
      widget: 'image',
      media_folder: '/content/images',
      public_folder: 'images',
    });
    expect(cover.alt).toMatchObject({ widget: 'string', label: 'Alternative text' });
  });

  test('name a new post by an id of lower-case letters and digits joined by hyphens', () => {
    expect(posts).toMatchObject({ identifier_field: 'name', slug: '{{slug}}' });
    const id = new RegExp(fields.name.pattern![0]);
    expect(['my-first-post', 'css-2025'].filter((name) => id.test(name))).toHaveLength(2);
    expect(
      ['My post', 'my_post', 'my--post', 'tags', 'page', '-a'].filter((name) => id.test(name)),
    ).toEqual([]);
  });

  test('give each language its translations, with the texts to translate alone and the text', () => {
    const translations = collections.filter((collection) => collection.name.startsWith('posts-'));
    expect(translations.map(({ name, folder }) => [name, folder])).toEqual(
      languages.map((lang) => [`posts-${lang}`, `content/translations/${lang}/posts`]),
    );
    expect(translations[0].label).toMatch(/^Posts: \w+ \(\w+\)$/);
    for (const translation of translations) {
      const own = byName(translation.fields);
      expect(Object.keys(own)).toEqual(['name', 'title', 'summary', 'series', 'cover', 'body']);
      expect(Object.keys(byName(own.cover.fields))).toEqual(['alt']);
      expect([own.title, own.summary, own.series, own.cover].every((f) => !f.required)).toBe(true);
      expect(own.body.required).toBe(true);
    }
  });

  test('name a new translation by the post it translates, chosen from the posts by title', () => {
    const [translation] = collections.filter((collection) => collection.name.startsWith('posts-'));
    const name = byName(translation.fields).name;
    expect(name).toMatchObject({ widget: 'select', required: false });
    expect(name.options).toEqual(
      names.map(({ id, title }) => ({ label: `${title} (${id})`, value: id })),
    );
    // A post a language has translated already is not offered again (its file would be
    // "<id>-1.md"); when every post is, the language starts no new translation.
    const [first, ...rest] = names;
    const partly = collectionsOf([{ ...first, translatedIn: [languages[0]] }, ...rest]);
    const [own, other] = partly.filter((collection) => collection.name.startsWith('posts-'));
    expect(byName(own.fields).name.options).toEqual(
      rest.map(({ id, title }) => ({ label: `${title} (${id})`, value: id })),
    );
    expect(own.create).toBe(rest.length > 0);
    expect(byName(other.fields).name.options).toHaveLength(names.length);
    const done = collectionsOf(names.map((post) => ({ ...post, translatedIn: languages })));
    for (const translation of done.filter((collection) => collection.name.startsWith('posts-'))) {
      expect(translation.create).toBe(false);
    }
    // No post yet: nothing to translate, and a choice of none would not be a form.
    const none = collectionsOf([]);
    expect(none.filter((collection) => collection.name.startsWith('posts-'))).toEqual([]);
    expect(none.find((collection) => collection.name === 'posts')).toBeDefined();
  });
});
