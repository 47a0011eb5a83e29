// An entry's identity in the content editor: a project's id it changes is kept in formerIds (the
// translation still finds it, the old address redirects), a project deleted in the form takes
// its translations and case studies with it in one save, leaving nothing behind that the content
// check would report, a post written in the form is a file named by its id that the content
// check passes, and a post deleted there takes its translations with it.
import fs from 'fs';
import path from 'path';
import { redirectRules } from '../../plugins/hosting-files/redirects';
import { entryIn, projects } from './support/content';
import {
  checkedContent,
  editorForFile,
  inRepo,
  openEntry,
  publish,
  readRepo,
  theEditor,
  translationLanguages,
} from './support/editor';
import { CONTENT_DIR } from './support/site';
import { poll } from './support/wait';

editorForFile();

/** The translations of the post `id` in the content the copy is made of, as paths inside it. */
function translationsOfPost(id: string): string[] {
  const dir = path.join(CONTENT_DIR, 'translations');
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .map((lang) => `translations/${lang}/posts/${id}.md`)
    .filter((file) => fs.existsSync(path.join(CONTENT_DIR, file)));
}

describe('the content editor', () => {
  test('keeps a project’s id it changed in formerIds: the translation still finds it, the old address redirects', async () => {
    const editor = theEditor();
    const projects = 'content/projects.json';
    const before = readRepo(projects);
    const [first] = JSON.parse(before).projects as {
      id: string;
      formerIds?: string[];
      caseStudy?: object;
    }[];
    await openEntry(editor, 'content', /^Projects/);
    const id = editor.page.getByRole('textbox', { name: /^Id/ }).first();
    expect(await id.inputValue()).toBe(first.id);
    await id.fill(`${first.id}-new`);
    await publish(editor, { thenLeave: true });
    const after = await poll(
      async () => readRepo(projects),
      (text) => text !== before,
    );
    const expected = JSON.parse(before);
    const formerIds = [...(first.formerIds ?? []), first.id];
    Object.assign(expected.projects[0], { id: `${first.id}-new`, formerIds });
    expect(JSON.parse(after)).toEqual(expected);
    const check = checkedContent();
    expect(check.errors).toEqual([]);
    // Each further language that titles it still does, by an id it had.
    for (const language of check.languages?.slice(1) ?? []) {
      const file = `content/translations/${language.lang}/projects.json`;
      const given = fs.existsSync(inRepo(file))
        ? entryIn<{ title?: string }>(JSON.parse(readRepo(file)).projects, first)
        : undefined;
      if (given?.title) expect(language.content.projects.projects[0].title).toBe(given.title);
    }
    if (first.caseStudy) {
      const rules = redirectRules(check.languages ?? [], check.content!);
      expect(rules).toContain(`/projects/${first.id} /projects/${first.id}-new 301\n`);
    }
  });

  test('writes a new post from its form, named by its id, and the content check passes it', async () => {
    const editor = theEditor();
    const { page } = editor;
    const id = 'written-in-the-editor';
    const post = {
      title: 'Written in the editor: a post',
      date: '2025-05-06',
      summary: 'A post written through the form, with a colon: here.',
      tags: ['Editor'],
    };
    await page.goto(`${page.url().split('#')[0]}#/collections/posts/new`);
    await page.getByRole('textbox', { name: /^Id/ }).fill(id);
    await page.getByLabel('Title', { exact: true }).fill(post.title);
    await page.getByLabel('Date', { exact: true }).fill(post.date);
    await page.getByLabel('Summary', { exact: true }).fill(post.summary);
    await page.getByRole('button', { name: 'Add tags' }).click();
    await page.getByRole('textbox', { name: 'Tags', exact: true }).last().fill(post.tags[0]);
    await page
      .getByLabel('Text', { exact: true })
      .fill('Some words.\n\n## A heading\n\nMore words.');
    await publish(editor, { thenLeave: true });
    const file = `content/posts/${id}.md`;
    await poll(
      async () => fs.existsSync(inRepo(file)),
      (written) => written,
    );
    const text = readRepo(file);
    // The front matter in the schema's order, the title quoted (": " would end a YAML key).
    expect(text).toMatch(
      /^---\ntitle: (['"])Written in the editor: a post\1\ndate: 2025-05-06\nsummary: /,
    );
    expect(text.endsWith('---\n\nSome words.\n\n## A heading\n\nMore words.\n')).toBe(true);
    const check = checkedContent();
    expect(check.errors).toEqual([]);
    const [own] = check.languages ?? [];
    expect(own.posts?.find((each) => each.slug === id)).toMatchObject({
      ...post,
      tags: [{ name: 'Editor', slug: 'editor' }],
    });
    expect(await editor.cspViolations()).toEqual([]);
  });

  // A post some further language translates, if the owner keeps any.
  const postsDir = path.join(CONTENT_DIR, 'posts');
  const translatedPost = fs.existsSync(postsDir)
    ? fs
        .readdirSync(postsDir)
        .map((name) => name.replace(/\.md$/, ''))
        .find((id) => translationsOfPost(id).length > 0)
    : undefined;
  if (translatedPost) {
    test('deletes a post with its translations in every language, and the content passes its check with nothing left behind', async () => {
      const editor = theEditor();
      const { page } = editor;
      const noticesBefore = checkedContent().notices;
      const files = [`posts/${translatedPost}.md`, ...translationsOfPost(translatedPost)].map(
        (file) => `content/${file}`,
      );
      await page.goto(`${page.url().split('#')[0]}#/collections/posts`);
      await page.getByRole('link', { name: new RegExp(`\\(${translatedPost}\\)$`) }).click();
      await page.getByText('Writing in', { exact: false }).waitFor();
      // Decap asks before it deletes a published entry.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Delete entry' }).click();
      await poll(
        async () => files.filter((file) => fs.existsSync(inRepo(file))),
        (left) => left.length === 0,
      );
      const check = checkedContent();
      expect(check.errors).toEqual([]);
      expect(
        check.languages?.flatMap((language) => language.posts ?? []).map((post) => post.slug),
      ).not.toContain(translatedPost);
      const added = (check.notices ?? []).filter(
        (notice) =>
          !noticesBefore?.some((old) => old.file === notice.file && old.message === notice.message),
      );
      expect(added).toEqual([]);
      expect(await editor.cspViolations()).toEqual([]);
    });
  }

  // A list keeps one project at least: the one deletion the editor refuses.
  if (projects.projects.length > 1) {
    test('deletes a project with its translations and case studies in one save, and the content passes its check with nothing more left behind', async () => {
      const editor = theEditor();
      const file = 'content/projects.json';
      const before = readRepo(file);
      // What the owner's content already leaves behind is theirs: the deletion adds nothing to it.
      const noticesBefore = checkedContent().notices;
      const [first] = JSON.parse(before).projects as {
        id: string;
        formerIds?: string[];
        caseStudy?: { text: string };
      }[];
      const names = [first.id, ...(first.formerIds ?? [])];
      const languages = translationLanguages();
      const translations = languages
        .map((lang) => `content/translations/${lang}/projects.json`)
        .filter((at) => fs.existsSync(inRepo(at)))
        .filter((at) =>
          Object.keys(JSON.parse(readRepo(at)).projects ?? {}).some((name) => names.includes(name)),
        );
      const studies = first.caseStudy
        ? [
            `content/${first.caseStudy.text}`,
            ...languages.map((lang) => `content/translations/${lang}/${first.caseStudy!.text}`),
          ].filter((at) => fs.existsSync(inRepo(at)))
        : [];

      await openEntry(editor, 'content', /^Projects/);
      // The first entry's remove button: the last of its top bar's (Decap names none of them).
      await editor.page
        .locator('[class*="ListItemTopBar"]')
        .first()
        .locator('button')
        .last()
        .click();
      await publish(editor, { thenLeave: true });
      const after = await poll(
        async () => readRepo(file),
        (text) => text !== before,
      );
      const expected = JSON.parse(before);
      expected.projects.shift();
      expect(JSON.parse(after)).toEqual(expected);
      // The project's own lines went, and no other line but a bracket or a comma's.
      const removed = before.split('\n').filter((line) => !after.split('\n').includes(line));
      const own = JSON.stringify({ projects: [JSON.parse(before).projects[0]] }, null, 2).split(
        '\n',
      );
      expect(removed.filter((line) => !own.includes(line) && !/^\s*[{}[\],]*$/.test(line))).toEqual(
        [],
      );
      await poll(
        async () => studies.filter((at) => fs.existsSync(inRepo(at))),
        (left) => left.length === 0,
      );
      for (const at of translations) {
        expect(
          Object.keys(JSON.parse(readRepo(at)).projects ?? {}).filter((name) =>
            names.includes(name),
          ),
        ).toEqual([]);
      }
      const check = checkedContent();
      expect(check.errors).toEqual([]);
      const added = (check.notices ?? []).filter(
        (notice) =>
          !noticesBefore?.some((old) => old.file === notice.file && old.message === notice.message),
      );
      expect(added).toEqual([]);
      expect(await editor.cspViolations()).toEqual([]);
    });
  }
});
