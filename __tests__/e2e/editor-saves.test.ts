// What the owner changes in the content editor is what changes on disk, in the file's own
// layout: a title and its title in a further language one line each (the copy's projects.json
// laid out as JSON.stringify lays it out, the rest as the owner has it), an unchanged case study
// byte for byte, and the content passes its check as it is then.
import fs from 'fs';
import path from 'path';
import { entryIn, projects, resume } from './support/content';
import {
  editorForFile,
  languageTitling,
  openEntry,
  publish,
  readRepo,
  retitleBoth,
  theEditor,
} from './support/editor';
import { CONTENT_DIR } from './support/site';

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
