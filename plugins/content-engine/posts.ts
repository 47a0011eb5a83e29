// The owner's posts: content/posts/<id>.md, front matter in YAML between two "---" lines, then the
// post in Markdown; a language's own text of it in content/translations/<lang>/posts/<id>.md.
// The front matter is checked against content/schemas/post.schema.json, with each mistake's line
// in the file, and by the rules no schema can say (a series' order, a tag spelled two ways).
import fs from 'fs';
import path from 'path';
import { isAfter } from '../../src/shared/dates';
import { countWords, proseOfMarkdown, readingMinutes } from '../../src/shared/readingTime';
import type { ContentError } from './errors';
import { checkFront, lineIn, readFrontMatter, type Compile, type PostFront } from './frontMatter';
import { idOf } from './idOf';
import { slugOf } from './slug';

export type { Compile, PostFront };

export const POSTS_FOLDER = 'posts';
/** Ids the writing pages' own addresses take: /writing/tags/…, /writing/page/2. */
export const TAKEN_IDS = ['tags', 'page', 'series'];

/** A post in one language, as the pages, the feeds and the sitemap take it. */
export interface Post extends Omit<PostFront, 'tags' | 'draft'> {
  slug: string;
  lang: string;
  /** Its Markdown file, as a path inside content/ (the default's when it has no translation). */
  file: string;
  tags: { name: string; slug: string }[];
  /** The series' address token, the same in every language. */
  seriesSlug?: string;
  draft: boolean;
  /** Dated after the build's day: shown by `npm run develop` alone, as a draft is. */
  scheduled: boolean;
  /** No text of its own in this language: shown in the default's. */
  untranslated: boolean;
  words: number;
  readingMinutes: number;
}

const mdFiles = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];

export interface PostsRead {
  errors: ContentError[];
  notices: ContentError[];
  /** Each language's posts, drafts and posts dated later among them, newest first. */
  byLanguage: Map<string, Post[]>;
}

/**
 * Every post in `dir`/posts and its translations, checked: `languages` are the content's, the
 * default first; `today` is the build's day.
 */
export function readPosts(
  dir: string,
  languages: readonly string[],
  today: string,
  compile: Compile,
): PostsRead {
  const errors: ContentError[] = [];
  const notices: ContentError[] = [];
  const byLanguage = new Map<string, Post[]>(languages.map((lang) => [lang, []]));
  const names = mdFiles(path.join(dir, POSTS_FOLDER));
  if (
    names.length === 0 &&
    !languages.slice(1).some((lang) => mdFiles(translated(dir, lang)).length)
  ) {
    return { errors, notices, byLanguage };
  }
  const schemaFile = path.join(dir, 'schemas', 'post.schema.json');
  const schemaText = fs.readFileSync(schemaFile, 'utf8');
  const validate = compile(JSON.parse(schemaText) as object, schemaText);
  const defaults = new Map<string, { front: PostFront; body: string; file: string }>();
  // Each tag's spelling, by its address token, where it was first written.
  const spellings = new Map<string, { name: string; file: string }>();
  for (const name of names) {
    const file = `content/${POSTS_FOLDER}/${name}`;
    const slug = name.slice(0, -'.md'.length);
    if (idOf(slug) !== slug) {
      const proposed = idOf(slug) || 'my-post';
      errors.push({
        file,
        path: '',
        message: `a post's file name is its id and its address: lower-case letters and digits joined by hyphens, such as ${proposed}.md`,
      });
      continue;
    }
    if (TAKEN_IDS.includes(slug)) {
      errors.push({
        file,
        path: '',
        message: `/writing/${slug} is the address of the writing pages' own ${slug}: name the file otherwise`,
      });
      continue;
    }
    const read = readFrontMatter(fs.readFileSync(path.join(dir, POSTS_FOLDER, name), 'utf8'), file);
    const problems = checkFront(read, file, validate, false);
    errors.push(...problems);
    if (problems.length || !read.front) continue;
    const front = read.front as unknown as PostFront;
    for (const [index, tag] of (front.tags ?? []).entries()) {
      const key = slugOf(tag);
      const first = spellings.get(key);
      if (!key) {
        errors.push({
          file,
          path: `/tags/${index}`,
          message: 'a tag needs a letter or a digit of the Latin alphabet, for its address',
          found: JSON.stringify(tag),
          line: lineIn(read.positions, `/tags/${index}`),
        });
      } else if (first && first.name !== tag) {
        errors.push({
          file,
          path: `/tags/${index}`,
          message: `is written "${first.name}" in ${first.file}: write a tag one way in every post`,
          found: JSON.stringify(tag),
          line: lineIn(read.positions, `/tags/${index}`),
        });
      } else spellings.set(key, first ?? { name: tag, file });
    }
    defaults.set(slug, { front, body: read.body, file: `${POSTS_FOLDER}/${name}` });
  }
  // The parts of each series, for two posts that take the same place.
  const places = new Map<string, string>();
  for (const [slug, { front }] of defaults) {
    if (front.series === undefined || front.seriesOrder === undefined) continue;
    const key = `${slugOf(front.series)} ${front.seriesOrder}`;
    const other = places.get(key);
    if (other) {
      errors.push({
        file: `content/${POSTS_FOLDER}/${slug}.md`,
        path: '/seriesOrder',
        message: `is the place of content/${POSTS_FOLDER}/${other}.md in the series "${front.series}": give each part its own`,
        found: String(front.seriesOrder),
      });
    }
    places.set(key, slug);
  }
  if (errors.length) return { errors, notices, byLanguage };

  for (const [index, lang] of languages.entries()) {
    const own = index === 0 ? undefined : translated(dir, lang);
    if (own) {
      for (const name of mdFiles(own)) {
        if (!defaults.has(name.slice(0, -'.md'.length))) {
          notices.push({
            file: `content/translations/${lang}/${POSTS_FOLDER}/${name}`,
            path: '',
            message: `no post in content/${POSTS_FOLDER}/ has this name: delete it if its post was deleted, or name it as the post's file`,
          });
        }
      }
    }
    const posts: Post[] = [];
    for (const [slug, base] of defaults) {
      let { front, body, file } = base;
      let untranslated = index > 0;
      const translationFile = own && path.join(own, `${slug}.md`);
      if (translationFile && fs.existsSync(translationFile)) {
        const label = `content/translations/${lang}/${POSTS_FOLDER}/${slug}.md`;
        const read = readFrontMatter(fs.readFileSync(translationFile, 'utf8'), label);
        const problems = checkFront(read, label, validate, true, {
          cover: Boolean(front.cover),
          series: front.series !== undefined,
        });
        errors.push(...problems);
        if (problems.length || !read.front) continue;
        const given = read.front as Partial<PostFront>;
        front = {
          ...front,
          ...given,
          ...(front.cover && { cover: { ...front.cover, ...given.cover } }),
        };
        body = read.body;
        file = `translations/${lang}/${POSTS_FOLDER}/${slug}.md`;
        untranslated = false;
      }
      // Words counted in the language the text is written in.
      const textLang = untranslated ? languages[0] : lang;
      const words = countWords(proseOfMarkdown(body), textLang);
      const { tags = [], draft = false, ...rest } = front;
      posts.push({
        ...rest,
        slug,
        lang,
        file,
        tags: tags.map((name) => ({ name, slug: slugOf(name) })),
        ...(front.series !== undefined && {
          seriesSlug: slugOf(defaults.get(slug)?.front.series ?? front.series),
        }),
        draft,
        scheduled: isAfter(front.date, today),
        untranslated,
        words,
        readingMinutes: readingMinutes(words),
      });
    }
    posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    byLanguage.set(lang, posts);
  }
  return { errors, notices, byLanguage };
}

const translated = (dir: string, lang: string) =>
  path.join(dir, 'translations', lang, POSTS_FOLDER);

/** The posts a reader is shown: drafts and later posts only where the owner previews. */
export const publishedPosts = (posts: readonly Post[], preview: boolean): Post[] =>
  preview ? [...posts] : posts.filter((post) => !post.draft && !post.scheduled);
