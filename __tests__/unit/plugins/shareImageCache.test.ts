/** @jest-environment node */
// The share images a build keeps: a language's image is drawn again when its texts change, every
// image when the site's mark or the code that draws them does, and none otherwise. The drawing
// is stood in for; what is observed is which languages are drawn, and what public/ gets.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { onPostBuild } from '../../../plugins/share-image/gatsby-node';
import { postImagePng, shareImagePng } from '../../../plugins/share-image/shareImage';
import { publishedPosts } from '../../../plugins/content-engine/posts';
import { validateContent } from '../../../plugins/content-engine/validate';
import { copyContent, type ContentFixture } from '../../support/contentFixture';

jest.mock('../../../plugins/share-image/shareImage', () => ({
  shareImagePng: jest.fn(async ({ role }: { role: string }) => Buffer.from(`image of ${role}`)),
  postImagePng: jest.fn(async ({ title }: { title: string }) => Buffer.from(`post ${title}`)),
}));
const draw = shareImagePng as jest.MockedFunction<typeof shareImagePng>;
const drawPost = postImagePng as jest.MockedFunction<typeof postImagePng>;

describe('the share images a build keeps', () => {
  let content: ContentFixture;
  let root: string;
  let compiled: string;

  beforeEach(() => {
    content = copyContent();
    // Each language's role its own, so that a drawn image names its language.
    content.edit('translations/fr/site', (json) => {
      json.role = 'Développeur web (fr)';
    });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'share-image-'));
    fs.mkdirSync(path.join(root, 'static'));
    fs.writeFileSync(path.join(root, 'static', 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
    compiled = path.join(root, 'compiled-share-image.js');
    fs.writeFileSync(compiled, 'code 1');
  });

  afterEach(() => {
    content.cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A build's images: the languages whose image was drawn. */
  async function build(): Promise<string[]> {
    draw.mockClear();
    drawPost.mockClear();
    const state = {
      program: { directory: root },
      flattenedPlugins: [{ name: 'share-image', resolvedCompiledGatsbyNode: compiled }],
    };
    const args = {
      store: { getState: () => state },
      reporter: { panicOnBuild: jest.fn() },
      cache: { directory: path.join(root, '.cache', 'caches', 'share-image') },
    };
    const postBuild = onPostBuild as unknown as (args: object, options: object) => Promise<void>;
    await postBuild(args, { path: content.dir });
    const site = (lang: string) => content.read(lang ? `translations/${lang}/site` : 'site');
    const kept = ['', 'de', 'fr', 'ar'].filter(
      (lang) => !lang || fs.existsSync(path.join(content.dir, 'translations', lang)),
    );
    const roles = new Map(kept.map((lang) => [site(lang).role, lang || 'en']));
    return draw.mock.calls.map(([text]) => roles.get(text.role) ?? text.role).sort();
  }

  it('draws each image once, then takes them from the cache', async () => {
    // Arabic's pages show the default language's image.
    expect(await build()).toEqual(['de', 'en', 'fr']);
    expect(await build()).toEqual([]);
    const image = fs.readFileSync(path.join(root, 'public', 'og-image.png'), 'utf8');
    expect(image).toBe(`image of ${content.read('site').role}`);
  });

  it('draws again only the language whose texts changed, with its new texts', async () => {
    await build();
    content.edit('translations/de/site', (json) => {
      json.role = 'Entwickler für das Web';
    });
    expect(await build()).toEqual(['de']);
  });

  it("removes a deleted language's image at the next build, and nothing it did not write", async () => {
    await build();
    const publicDir = path.join(root, 'public');
    const own = path.join(publicDir, 'de', 'notes.txt');
    fs.writeFileSync(own, 'a file of the owner');
    fs.rmSync(path.join(content.dir, 'translations', 'de'), { recursive: true });
    expect(await build()).toEqual([]);
    expect(fs.existsSync(path.join(publicDir, 'de', 'og-image.png'))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, 'fr', 'og-image.png'))).toBe(true);
    expect(fs.readFileSync(own, 'utf8')).toBe('a file of the owner');
  });

  it("draws every image again when the site's mark or the code changes", async () => {
    const all = ['de', 'en', 'fr'];
    expect(await build()).toEqual(all);
    fs.writeFileSync(path.join(root, 'static', 'favicon.svg'), '<svg><circle r="1"/></svg>');
    expect(await build()).toEqual(all);
    fs.writeFileSync(compiled, 'code 2');
    expect(await build()).toEqual(all);
    expect(await build()).toEqual([]);
  });

  it("draws each published post's image in each language once, and again only for a post that changed", async () => {
    await build();
    const languages = validateContent(content.dir).languages ?? [];
    // Arabic's posts are drawn in Arabic (the site's own image is the default language's).
    const drawn = languages.flatMap(({ posts = [] }) =>
      publishedPosts(posts, false).map((post) => post.title),
    );
    expect(drawn.length).toBeGreaterThan(0);
    const [own] = languages;
    const [first] = publishedPosts(own.posts ?? [], false);
    expect(
      fs.readFileSync(path.join(root, 'public', 'writing', first.slug, 'share.png'), 'utf8'),
    ).toBe(`post ${first.title}`);
    await build();
    expect(drawPost).not.toHaveBeenCalled();
    const file = path.join(content.dir, 'posts', `${first.slug}.md`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Renamed'));
    await build();
    // The default language's image, and those of the languages that show its text.
    expect(new Set(drawPost.mock.calls.map(([text]) => text.title))).toEqual(new Set(['Renamed']));
  });

  it("gives a post whose title its language's font cannot set the default language's image", async () => {
    const [first] = publishedPosts(validateContent(content.dir).languages?.[0].posts ?? [], false);
    const translation = path.join(content.dir, 'translations', 'ar', 'posts', `${first.slug}.md`);
    fs.mkdirSync(path.dirname(translation), { recursive: true });
    fs.writeFileSync(translation, '---\ntitle: دليل 漢字\nsummary: ملخص\n---\n\nنص.\n');
    await build();
    const image = (lang: string) =>
      fs.readFileSync(
        path.join(root, 'public', ...(lang ? [lang] : []), 'writing', first.slug, 'share.png'),
        'utf8',
      );
    expect(image('ar')).toBe(image(''));
    expect(drawPost.mock.calls.map(([text]) => text.title)).not.toContain('دليل 漢字');
  });
});
