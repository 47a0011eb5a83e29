// What the owner changes in the content editor is what changes on disk, in the file's own
// layout: a title and its title in a further language one line each (the copy's projects.json
// laid out as JSON.stringify lays it out, the rest as the owner has it), an unchanged case study
// byte for byte, a post's title in a further language one line, quoted as YAML needs, and the
// content passes its check as it is then.
import fs from 'fs';
import path from 'path';
import { entryIn, projects, resume } from './support/content';
import {
  checkedContent,
  editorForFile,
  languageTitling,
  openEntry,
  publish,
  readRepo,
  retitleBoth,
  theEditor,
} from './support/editor';
import { CONTENT_DIR } from './support/site';
import { changedLines } from '../support/lineDiff';
import { poll } from './support/wait';

editorForFile();

describe('the content editor', () => {
  test('changes a project’s title, and its title in a further language that gives it, on disk, one line each, and the content passes its check as it is', async () => {
    const [first] = projects.projects;
    const lang = languageTitling('projects', (json) => entryIn(json.projects, first)?.title);
    // The translation names the project by its id, which the rename left as it was.
    const { before, title, otherTitle, own, other } = await retitleBoth(
      /^Projects/,
      'projects',
      lang,
    );
    expect(own.content.projects.projects[0]).toMatchObject({
      id: JSON.parse(before).projects[0].id,
      title,
    });
    if (lang) expect(other?.content.projects.projects[0].title).toBe(otherTitle);
    expect(await theEditor().cspViolations()).toEqual([]);
  });

  // The resume's form holds the lists every resume need not have: its first title is the first award's.
  const [award] = resume.awards ?? [];
  if (award) {
    test('changes an award’s title, and its title in a further language that gives it, in the resume’s form, one line each, and the content passes its check', async () => {
      const lang = languageTitling('resume', (json) => entryIn(json.awards, award)?.title);
      const { title, otherTitle, own, other } = await retitleBoth(/^Resume/, 'resume', lang);
      expect(own.content.resume.awards?.[0].title).toBe(title);
      if (lang) expect(other?.content.resume.awards?.[0].title).toBe(otherTitle);
      expect(await theEditor().cspViolations()).toEqual([]);
    });
  }

  // A case study of the owner's, if they keep any.
  const studiesDir = path.join(CONTENT_DIR, 'case-studies');
  const [study] = fs.existsSync(studiesDir)
    ? fs.readdirSync(studiesDir).filter((name) => name.endsWith('.md'))
    : [];
  if (study) {
    test('saves an unchanged case study byte for byte, on a phone’s screen', async () => {
      const file = `content/case-studies/${study}`;
      const before = readRepo(file);
      // On a phone: the form takes the screen's width (the editor's own layout needs 800 px).
      const visit = theEditor();
      await visit.page.setViewportSize({ width: 375, height: 800 });
      const name = study.replace(/\.md$/, '');
      await openEntry(
        visit,
        'case-studies',
        new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      // The page's name is not in the file: the form has a change, the text has none.
      await visit.page
        .getByRole('textbox', { name: /^Page name/ })
        .fill(study.replace(/\.md$/, ''));
      expect(
        await visit.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await publish(visit);
      expect(readRepo(file)).toBe(before);
      expect(await visit.cspViolations()).toEqual([]);
    });
  }
});

// A post a further language translates, if the owner keeps any.
const translationsDir = path.join(CONTENT_DIR, 'translations');
const [translatedPost] = (fs.existsSync(translationsDir) ? fs.readdirSync(translationsDir) : [])
  .sort()
  .flatMap((lang) => {
    const dir = path.join(translationsDir, lang, 'posts');
    const names = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((name) => name.endsWith('.md'))
      : [];
    return names.map((name) => ({ lang, id: name.replace(/\.md$/, '') }));
  });
if (translatedPost) {
  describe('the content editor’s posts', () => {
    test(`changes a post’s title in ${translatedPost.lang}, in quotes once it holds ": ", its line alone, and the content passes its check`, async () => {
      const { lang, id } = translatedPost;
      const file = `content/translations/${lang}/posts/${id}.md`;
      const before = readRepo(file);
      const editor = theEditor();
      await openEntry(editor, `posts-${lang}`, new RegExp(`^${id}:`));
      // Optional in a translation: its label says so.
      const field = editor.page.getByRole('textbox', { name: /^Title/ });
      const title = `${(await field.inputValue()) || id} (2): revisado`;
      await field.fill(title);
      await publish(editor, { thenLeave: true });
      const after = await poll(
        async () => readRepo(file),
        (text) => text !== before,
      );
      const { removed, added } = changedLines(before, after);
      expect(removed).toEqual(before.split('\n').filter((line) => line.startsWith('title:')));
      expect(added).toEqual([expect.stringMatching(/^title: (['"]).+: revisado\1$/)]);
      const check = checkedContent();
      expect(check.errors).toEqual([]);
      const language = check.languages?.find((each) => each.lang === lang);
      expect(language?.posts?.find((each) => each.slug === id)).toMatchObject({
        title,
        untranslated: false,
      });
      expect(await editor.cspViolations()).toEqual([]);
    });
  });
}
