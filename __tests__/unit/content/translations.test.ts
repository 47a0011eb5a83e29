/** @jest-environment node */
// The content in further languages (content/translations/<lang>/), laid over the default
// content by the content check: on the test content, whose French is partial and whose Arabic is
// complete and right to left, and whose Thai and Chinese give their texts of site.json and a post
// (translationIds.test.ts and translationErrors.test.ts: one broken translation at a time).
import fs from 'fs';
import path from 'path';
import { formatUntranslated } from '../../../plugins/content-engine/report';
import english from '../../../src/shared/i18n/en.json';
import arabic from '../../../src/shared/i18n/ar.json';
import french from '../../../src/shared/i18n/fr.json';
import german from '../../../src/shared/i18n/de.json';
import thai from '../../../src/shared/i18n/th.json';
import chinese from '../../../src/shared/i18n/zh.json';
import { translatedCopyPerTest, type Loose } from '../../support/translatedCopy';
import { translateEveryPost } from '../../support/contentFixture';
import type { Post } from '../../../plugins/content-engine/posts';
import defaultProjects from '../../fixtures/content/projects.json';
import defaultResume from '../../fixtures/content/resume.json';
import defaultSite from '../../fixtures/content/site.json';
import defaultTech from '../../fixtures/content/tech.json';
import arProjects from '../../fixtures/content/translations/ar/projects.json';
import arResume from '../../fixtures/content/translations/ar/resume.json';
import arSite from '../../fixtures/content/translations/ar/site.json';
import frProjects from '../../fixtures/content/translations/fr/projects.json';
import frTech from '../../fixtures/content/translations/fr/tech.json';
import frVideos from '../../fixtures/content/translations/fr/videos.json';

const content = translatedCopyPerTest();
const { languages, language } = content;

const projectNamed = (projects: Loose, title: string) =>
  projects.projects.find((project: Loose) => project.title === title);

describe('the test content in its languages', () => {
  test('is the default language first, then each translation folder', () => {
    const all = languages();
    expect(all.map(({ lang, dir }) => ({ lang, dir }))).toEqual([
      { lang: 'en', dir: 'ltr' },
      { lang: 'ar', dir: 'rtl' },
      { lang: 'de', dir: 'ltr' },
      { lang: 'fr', dir: 'ltr' },
      { lang: 'th', dir: 'ltr' },
      { lang: 'zh', dir: 'ltr' },
    ]);
    expect(all.map(({ messages }) => messages)).toEqual([
      english,
      arabic,
      german,
      french,
      thai,
      chinese,
    ]);
    // The default language is the content as written, with nothing left out, "{name}" its name.
    expect(all[0].untranslated).toEqual([]);
    expect(all[0].content.site).toEqual({
      ...defaultSite,
      description: defaultSite.description.replace('{name}', defaultSite.name),
    });
    expect(all[0].content.projects).toEqual(defaultProjects);
  });

  test('a translated text replaces the default one', () => {
    const ar = language('ar').content;
    expect(ar.site.greeting).toBe(arSite.greeting.replace('{name}', arSite.name));
    expect(ar.site.greeting).not.toBe(defaultSite.greeting);
    expect(ar.resume.summary).toEqual(arResume.summary);
    expect(ar.resume.education.map((entry: Loose) => entry.degree)).toEqual(
      Object.values(arResume.education).map((entry) => entry.degree),
    );
    // An entry is found by the default's id.
    const hidden = arProjects.projects['hidden-upcoming-two'];
    expect(ar.projects.projects[3].title).toBe(hidden.title);
    expect(ar.projects.projects[3].description).toBe(hidden.description);

    const fr = language('fr').content;
    expect(fr.tech.tech[0].description).toBe(frTech.tech.docker.description);
    expect(fr.videos.videos[0].title).toBe(frVideos.videos['only-video'].title);
    const study = projectNamed(fr.projects, defaultProjects.projects[1].title).caseStudy;
    const frStudy = frProjects.projects.hyperconfigurable.caseStudy;
    expect(study.outcome).toBe(frStudy.outcome);
    expect(study.gallery.map((shot: Loose) => shot.alt)).toEqual(
      frStudy.gallery.map((shot) => shot.alt),
    );
  });

  test('ids, links, statuses, icons and images stay the default ones, in the default order', () => {
    const facts = (projects: Loose) =>
      projects.projects.map((project: Loose) => ({
        link: project.link,
        status: project.status,
        image: project.image?.src,
        text: project.caseStudy?.text.replace(/^translations\/\w+\//, ''),
        stack: project.caseStudy?.stack,
        gallery: project.caseStudy?.gallery.map((shot: Loose) => shot.src),
      }));
    for (const lang of ['ar', 'fr']) {
      const { content: translated } = language(lang);
      expect(facts(translated.projects)).toEqual(facts(defaultProjects));
      expect(
        translated.tech.tech.map(({ name, icon, color }: Loose) => [name, icon, color]),
      ).toEqual(defaultTech.tech.map(({ name, icon, color }) => [name, icon, color]));
      for (const field of ['email', 'phone', 'siteUrl', 'website', 'hireUrl', 'cvFilename']) {
        expect(translated.site[field]).toBe(defaultSite[field as keyof typeof defaultSite]);
      }
      expect(translated.site.social.map(({ url, icon }: Loose) => [url, icon])).toEqual(
        defaultSite.social.map(({ url, icon }) => [url, icon]),
      );
      expect(translated.site.company.url).toBe(defaultSite.company.url);
      expect(translated.resume.products.map((product: Loose) => product.link)).toEqual(
        defaultResume.products.map((product) => product.link),
      );
    }
  });

  test("a text French leaves out keeps the default's, and is listed on its object", () => {
    const fr = language('fr').content;
    const postgres = fr.tech.tech.find((item: Loose) => item.name === 'PostgreSQL');
    expect(postgres.description).toBe(defaultTech.tech[3].description);
    expect(postgres.untranslated).toEqual(['description']);
    // A translated object lists nothing.
    expect(fr.tech.tech[0]).not.toHaveProperty('untranslated');

    const lodz = projectNamed(fr.projects, 'Łódź Transit');
    expect(lodz.description).toBe(defaultProjects.projects[4].description);
    expect(lodz.untranslated).toEqual(['description']);
    const cana = projectNamed(fr.projects, 'Caña Tracker');
    expect(cana.untranslated).toEqual(['title', 'description']);
    expect(cana.image).toEqual({ ...defaultProjects.projects[2].image, untranslated: ['alt'] });

    // No resume.json at all: every resume text is the default's.
    expect(fr.resume.summary).toEqual(defaultResume.summary);
    expect(fr.resume.untranslated).toEqual(['summary']);
    expect(fr.resume.education[0]).toEqual({
      ...defaultResume.education[0],
      untranslated: ['degree', 'field', 'school', 'location', 'years'],
    });
  });

  test("French's left-out texts are listed file by file; Arabic lists its untranslated posts alone", () => {
    const posts = (lang: string) =>
      ((language(lang) as { posts?: Post[] }).posts ?? [])
        .filter((post) => post.untranslated && !post.draft && !post.scheduled)
        .map((post) => `posts › ${post.slug}`);
    expect(posts('ar').length).toBeGreaterThan(0);
    expect(language('ar').untranslated).toEqual([
      { file: 'content/translations/ar/posts/', fields: posts('ar') },
    ]);
    const listed = language('fr').untranslated;
    expect(listed.map(({ file }) => file)).toEqual([
      'content/translations/fr/site.json',
      'content/translations/fr/tech.json',
      'content/translations/fr/projects.json',
      'content/translations/fr/resume.json (no such file)',
      'content/translations/fr/case-studies/',
      'content/translations/fr/posts/',
    ]);
    const fields = (file: string) => listed.find((entry) => entry.file.startsWith(file))!.fields;
    expect(fields('content/translations/fr/tech.json')).toEqual([
      expect.stringMatching(/supercalifragilisticexpialidociousframeworkjs › description$/),
      expect.stringMatching(/postgresql › description$/),
      expect.stringMatching(/svelte › description$/),
    ]);
    expect(fields('content/translations/fr/projects.json')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/cana-tracker › image › alt$/),
        expect.stringMatching(/lodz-transit › description$/),
      ]),
    );
    expect(fields('content/translations/fr/projects.json')).not.toContainEqual(
      expect.stringMatching(/lodz-transit › title$/),
    );
    expect(fields('content/translations/fr/resume.json')).toContainEqual(
      expect.stringMatching(/(^|› )summary$/),
    );
    expect(fields('content/translations/fr/case-studies/')).toEqual([
      expect.stringMatching(/lodz-transit › caseStudy › text$/),
    ]);
  });

  test("a case study's text is the translation's Markdown, or the default's until there is one", () => {
    const fr = language('fr').content;
    const translated = projectNamed(fr.projects, defaultProjects.projects[1].title).caseStudy;
    expect(translated.text).toBe('translations/fr/case-studies/hyperconfigurable.md');
    expect(fs.existsSync(path.join(content.dir, translated.text))).toBe(true);
    expect(translated).not.toHaveProperty('untranslated');
    const leftOut = projectNamed(fr.projects, 'Łódź Transit').caseStudy;
    expect(leftOut.text).toBe(defaultProjects.projects[4].caseStudy!.text);
    expect(leftOut.untranslated).toEqual(['text']);
    // Arabic has both.
    const ar = language('ar').content;
    expect(ar.projects.projects[4].caseStudy.text).toBe(
      'translations/ar/case-studies/lodz-transit.md',
    );
  });

  test('laying a translation over the default content leaves the default as it was', () => {
    const [own] = languages();
    expect(own.content.projects).toEqual(defaultProjects);
    expect(own.content.tech).toEqual(defaultTech);
    // The bibliography's publications follow the file's own.
    const listed = defaultResume.publications ?? [];
    expect(own.content.resume).toEqual({
      ...defaultResume,
      publications: [...listed, ...own.content.resume.publications!.slice(listed.length)],
    });
    expect(own.content.resume.publications!.length).toBeGreaterThan(listed.length);
  });

  test('no translations folder: the default language alone', () => {
    fs.rmSync(path.join(content.dir, 'translations'), { recursive: true });
    expect(languages().map(({ lang }) => lang)).toEqual(['en']);
  });
});

describe('the note on partial translations', () => {
  test('names the partial language, how many texts it leaves out and where', () => {
    const note = formatUntranslated(languages());
    const lines = note.split('\n');
    const count = language('fr').untranslated.reduce((sum, { fields }) => sum + fields.length, 0);
    const start = lines.findIndex((line) => line.startsWith('Translation fr '));
    expect(lines[start]).toBe(
      `Translation fr is partial: ${count} texts show in the default language (en) until translated, marked lang="en" on the pages:`,
    );
    // French's files, up to the next partial language's note.
    const french = lines.slice(
      start + 1,
      lines.findIndex((line, at) => at > start && /^Translation /.test(line)),
    );
    expect(french.map((line) => line.split(':')[0].trim())).toEqual([
      'content/translations/fr/site.json',
      'content/translations/fr/tech.json',
      'content/translations/fr/projects.json',
      'content/translations/fr/resume.json (no such file)',
      'content/translations/fr/case-studies/',
      'content/translations/fr/posts/',
    ]);
    // Long lists are cut short, saying how many more there are.
    const resumeFields = language('fr').untranslated[2].fields;
    expect(lines[start + 3]).toContain(`, and ${resumeFields.length - 4} more`);
    // Arabic gives every text but some posts'.
    expect(note).toMatch(
      /^Translation ar is partial: .*\n {2}content\/translations\/ar\/posts\/: posts › /m,
    );
    // Thai and Chinese translate site.json and a post alone: every other file is to come.
    for (const lang of ['th', 'zh']) {
      expect(note).toContain(`Translation ${lang} is partial`);
      expect(note).toContain(`content/translations/${lang}/resume.json (no such file)`);
      expect(note).not.toContain(`content/translations/${lang}/site.json`);
    }
  });

  test('is empty when every translation is complete', () => {
    for (const lang of ['fr', 'th', 'zh']) {
      fs.rmSync(path.join(content.dir, 'translations', lang), { recursive: true });
    }
    translateEveryPost(content.dir, ['ar', 'de']);
    expect(formatUntranslated(languages())).toBe('');
  });
});
