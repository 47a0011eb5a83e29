// An entry's identity in the content editor: a project's id it changes is kept in formerIds (the
// translation still finds it, the old address redirects), and a project deleted in the form takes
// its translations and case studies with it in one save, leaving nothing behind that the content
// check would report.
import fs from 'fs';
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
import { poll } from './support/wait';

editorForFile();

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
