/** @jest-environment node */
// The content in further languages (content/translations/<lang>/), laid over the default
// content by the content check: on the test content, whose French is partial and whose Arabic is
// complete and right to left, and on one broken translation at a time.
import fs from 'fs';
import path from 'path';
import type { ContentError } from '../../../plugins/shared/content/errors';
import { validateContent } from '../../../plugins/shared/content/validate';
import { formatReport, formatUntranslated } from '../../../plugins/shared/content/report';
import type { Translation } from '../../../plugins/shared/content/translations';
import english from '../../../src/shared/i18n/en.json';
import arabic from '../../../src/shared/i18n/ar.json';
import french from '../../../src/shared/i18n/fr.json';
import german from '../../../src/shared/i18n/de.json';
import { copyContent, type ContentFixture } from '../../support/contentFixture';
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

let content: ContentFixture;

beforeEach(() => {
  content = copyContent();
});

afterEach(() => {
  content.cleanup();
});

// Content objects are read field by field here, whatever their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The content in every language, checked: fails the test with the report if it has errors. */
function languages(): Translation[] {
  const check = validateContent(content.dir);
  expect(formatReport(check.errors)).toBe('');
  return check.languages ?? [];
}

function language(lang: string): { content: Loose; untranslated: Translation['untranslated'] } {
  const found = languages().find((each) => each.lang === lang);
  if (!found) throw new Error(`no language ${lang}`);
  return found;
}

/** The test content's projects, as content/projects.json lists them. */
const projects = () => content.read('projects').projects as Loose[];

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
    ]);
    expect(all.map(({ messages }) => messages)).toEqual([english, arabic, german, french]);
    // The default language is the content as written, with nothing left out.
    expect(all[0].untranslated).toEqual([]);
    expect(all[0].content.site).toEqual(defaultSite);
    expect(all[0].content.projects).toEqual(defaultProjects);
  });

  test('a translated text replaces the default one', () => {
    const ar = language('ar').content;
    expect(ar.site.greeting).toBe(arSite.greeting);
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

  test("French's left-out texts are listed file by file; Arabic lists none", () => {
    expect(language('ar').untranslated).toEqual([]);
    const listed = language('fr').untranslated;
    expect(listed.map(({ file }) => file)).toEqual([
      'content/translations/fr/site.json',
      'content/translations/fr/tech.json',
      'content/translations/fr/projects.json',
      'content/translations/fr/resume.json (no such file)',
      'content/translations/fr/case-studies/',
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
    expect(own.content.resume).toEqual(defaultResume);
  });

  test('no translations folder: the default language alone', () => {
    fs.rmSync(path.join(content.dir, 'translations'), { recursive: true });
    expect(languages().map(({ lang }) => lang)).toEqual(['en']);
  });
});

describe('a translation that cannot be laid over the content', () => {
  /** Writes content/translations/<file>, with 2-space indents as an owner's editor would. */
  function writeTranslation(file: string, json: unknown) {
    const at = path.join(content.dir, 'translations', file);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, `${JSON.stringify(json, null, 2)}\n`);
  }

  function editTranslation(file: string, change: (json: Loose) => void) {
    const at = path.join(content.dir, 'translations', file);
    const json = JSON.parse(fs.readFileSync(at, 'utf8'));
    change(json);
    writeTranslation(file, json);
  }

  /** The 1-based line of a translation file that first holds `text` (after the line with
   *  `after`, when given). */
  function lineWith(file: string, text: string, after?: string): number {
    const lines = fs.readFileSync(path.join(content.dir, 'translations', file), 'utf8').split('\n');
    const from = after ? lines.findIndex((line) => line.includes(after)) : 0;
    const index = lines.findIndex((line, at) => at >= from && line.includes(text));
    if (from < 0 || index < 0) throw new Error(`${file} has no line with ${text}`);
    return index + 1;
  }

  function errors(): ContentError[] {
    const check = validateContent(content.dir);
    // A translation with an error stops the build as any content error does.
    if (check.errors.length > 0) expect(check.languages).toBeUndefined();
    return check.errors;
  }

  test('an unknown id in a list of entries, with a guess at the one meant', () => {
    editTranslation('fr/projects.json', (json) => {
      json.projects['cana-traker'] = { description: 'Un projet terminé.' };
    });
    expect(errors()).toEqual([
      {
        file: 'content/translations/fr/projects.json',
        path: '/projects/cana-traker',
        message: '"cana-traker" is no id in content/projects.json: did you mean "cana-tracker"?',
        line: lineWith('fr/projects.json', '"cana-traker"'),
      },
    ]);
    expect(formatReport(errors())).toContain(
      `  content/translations/fr/projects.json\n    /projects/cana-traker (line ${lineWith('fr/projects.json', '"cana-traker"')}): "cana-traker" is no id in content/projects.json: did you mean "cana-tracker"?`,
    );
  });

  test('an entry named by its title, as format 1 named it, is told its id', () => {
    editTranslation('fr/projects.json', (json) => {
      json.projects['Caña Tracker'] = { description: 'Un projet terminé.' };
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        path: '/projects/Caña Tracker',
        message:
          '"Caña Tracker" is the title of an entry, not its id: name it "cana-tracker" here, as content/projects.json does',
      }),
    ]);
  });

  test('an entry named by an id it had before is found; named twice, it is an error', () => {
    // German names the Łódź project by its former id (see the test content's formerIds).
    const lodz = projects().find((project: Loose) => project.id === 'lodz-transit');
    expect(lodz.formerIds).toContain('lodz');
    const german = language('de').content.projects.projects;
    const deProjects = JSON.parse(
      fs.readFileSync(path.join(content.dir, 'translations/de/projects.json'), 'utf8'),
    );
    expect(german.find((project: Loose) => project.id === 'lodz-transit').title).toBe(
      deProjects.projects.lodz.title,
    );
    editTranslation('de/projects.json', (json) => {
      json.projects['lodz-transit'] = { description: 'Noch einmal.' };
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        path: '/projects/lodz-transit',
        message: 'names the same entry as "lodz" (lodz-transit): keep one',
      }),
    ]);
  });

  test('a field that is no text: links and the like come from the default content', () => {
    editTranslation('fr/projects.json', (json) => {
      json.projects['atlas-optico'].link = 'https://atlas.example.fr';
    });
    expect(errors()).toEqual([
      {
        file: 'content/translations/fr/projects.json',
        path: '/projects/atlas-optico/link',
        message:
          '"link" is not translated: links, ids, statuses, icons and images come from content/projects.json',
        line: lineWith('fr/projects.json', '"link"', '"atlas-optico"'),
      },
    ]);
  });

  test('a field the schema does not have, with a guess among the texts', () => {
    editTranslation('fr/projects.json', (json) => {
      json.projects['atlas-optico'].descripton = 'Un projet.';
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/translations/fr/projects.json',
        path: '/projects/atlas-optico/descripton',
        message: '"descripton" is not a field here: did you mean "description"?',
        line: lineWith('fr/projects.json', '"descripton"'),
      }),
    ]);
  });

  test('a text where the default content has none to translate', () => {
    editTranslation('fr/projects.json', (json) => {
      // Atlas Óptico has no image in content/projects.json.
      json.projects['atlas-optico'].image = { alt: 'Un atlas' };
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/translations/fr/projects.json',
        path: '/projects/atlas-optico/image',
        message: '"image" has nothing to translate: content/projects.json has none here',
        line: lineWith('fr/projects.json', '"image"', '"atlas-optico"'),
      }),
    ]);
  });

  test('a number where a text belongs', () => {
    editTranslation('fr/tech.json', (json) => {
      json.tech.docker.description = 42;
    });
    expect(errors()).toEqual([
      {
        file: 'content/translations/fr/tech.json',
        path: '/tech/docker/description',
        message: 'must be a text, in double quotes',
        found: '42',
        line: lineWith('fr/tech.json', '"description": 42'),
      },
    ]);
  });

  test('an empty text, and a list of texts with a number in it', () => {
    editTranslation('ar/resume.json', (json) => {
      json.products['cana-tracker'].role = '  ';
      json.products['cana-tracker'].bullets = ['أطلق الإصدار الأول.', 6];
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/translations/ar/resume.json',
        path: '/products/cana-tracker/role',
        message: 'must be a text, in double quotes',
        line: lineWith('ar/resume.json', '"role"', '"cana-tracker"'),
      }),
      expect.objectContaining({
        file: 'content/translations/ar/resume.json',
        path: '/products/cana-tracker/bullets',
        message: 'must be a list of texts: ["…", "…"]',
        found: 'a list',
        line: lineWith('ar/resume.json', '"bullets"', '"cana-tracker"'),
      }),
    ]);
  });

  test('a list without ids (a gallery) with another number of entries than the default', () => {
    editTranslation('ar/projects.json', (json) => {
      const study = json.projects.hyperconfigurable.caseStudy;
      study.gallery = study.gallery.slice(0, 1);
    });
    expect(errors()).toEqual([
      {
        file: 'content/translations/ar/projects.json',
        path: '/projects/hyperconfigurable/caseStudy/gallery',
        message: expect.stringMatching(
          /^has 1 entry where content\/projects\.json has 2: give them all, in the same order$/,
        ),
        line: lineWith('ar/projects.json', '"gallery"', '"hyperconfigurable"'),
      },
    ]);
  });

  test('a list of entries written as a list instead of entries by id', () => {
    editTranslation('fr/tech.json', (json) => {
      json.tech = [{ description: 'Des conteneurs.' }];
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/translations/fr/tech.json',
        path: '/tech',
        message: 'must be an object that names each entry by its id: { "docker": { … } }',
        found: 'a list',
        line: lineWith('fr/tech.json', '"tech"'),
      }),
    ]);
  });

  test('a file the translation does not read', () => {
    writeTranslation('fr/projets.json', { projects: {} });
    expect(errors()).toEqual([
      {
        file: 'content/translations/fr/projets.json',
        path: '',
        message:
          'a translation holds site.json, tech.json, projects.json, resume.json, videos.json, case-studies: this file is not read',
      },
    ]);
  });

  test("a case study's Markdown that matches no case study", () => {
    fs.writeFileSync(
      path.join(content.dir, 'translations/fr/case-studies/lodz.md'),
      '## Des horaires qui disent vrai\n',
    );
    expect(errors()).toEqual([
      {
        file: 'content/translations/fr/case-studies/lodz.md',
        path: '',
        message:
          "no case study in content/projects.json has this text: name it as the default's (hyperconfigurable.md, lodz-transit.md)",
      },
    ]);
  });

  test.each([
    // Intl canonicalises no such name, so the message gives examples.
    ['español', 'such as "es", "fr" or "pt-BR"'],
    ['es_ES', 'such as "es", "fr" or "pt-BR"'],
    // A known language's tag in another case is named as written canonically.
    ['pt-br', '"pt-BR"'],
  ])('a folder named %s, which is no language tag', (name, tag) => {
    fs.cpSync(
      path.join(content.dir, 'translations/fr'),
      path.join(content.dir, 'translations', name),
      {
        recursive: true,
      },
    );
    expect(errors()).toEqual([
      {
        file: `content/translations/${name}`,
        path: '',
        message: `the folder's name must be a language tag: ${tag}`,
      },
    ]);
  });

  test('a folder named as the language of the content itself', () => {
    fs.cpSync(
      path.join(content.dir, 'translations/fr'),
      path.join(content.dir, 'translations/en'),
      {
        recursive: true,
      },
    );
    expect(errors()).toEqual([
      {
        file: 'content/translations/en',
        path: '',
        message: 'en is the language of content/ itself (content/site.json): remove this folder',
      },
    ]);
    // The default language is the one site.json names, when it names one.
    fs.rmSync(path.join(content.dir, 'translations/en'), { recursive: true });
    content.edit('site', (json) => {
      json.language = 'fr';
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/translations/fr',
        message: expect.stringContaining('fr is the language of content/ itself'),
      }),
    ]);
  });

  test('a language the interface has no words for', () => {
    writeTranslation('nl/site.json', { greeting: 'Hallo! Ik ben José Núñez' });
    expect(errors()).toEqual([
      {
        file: 'content/translations/nl',
        path: '',
        message: expect.stringMatching(
          /^the site's own words .* are not written in (Dutch|this language) yet: add src\/shared\/i18n\/nl\.json, a copy of src\/shared\/i18n\/en\.json/,
        ),
      },
    ]);
  });

  test('a regional folder takes the words of its language', () => {
    fs.renameSync(
      path.join(content.dir, 'translations/fr'),
      path.join(content.dir, 'translations/fr-CA'),
    );
    const all = languages();
    expect(all.map(({ lang }) => lang)).toEqual(['en', 'ar', 'de', 'fr-CA']);
    expect(all[3].messages).toEqual(french);
  });

  test('every problem of every translation at once', () => {
    editTranslation('fr/tech.json', (json) => {
      json.tech.docker.description = 42;
    });
    writeTranslation('ar/extra.json', {});
    expect(errors().map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'content/translations/fr/tech.json',
        'content/translations/ar/extra.json',
      ]),
    );
  });
});

describe('the note on partial translations', () => {
  test('names the partial language, how many texts it leaves out and where', () => {
    const note = formatUntranslated(languages());
    const lines = note.split('\n');
    const count = language('fr').untranslated.reduce((sum, { fields }) => sum + fields.length, 0);
    expect(lines[0]).toBe(
      `Translation fr is partial: ${count} texts show in the default language (en) until translated, marked lang="en" on the pages:`,
    );
    expect(lines.slice(1).map((line) => line.split(':')[0].trim())).toEqual([
      'content/translations/fr/site.json',
      'content/translations/fr/tech.json',
      'content/translations/fr/projects.json',
      'content/translations/fr/resume.json (no such file)',
      'content/translations/fr/case-studies/',
    ]);
    // Long lists are cut short, saying how many more there are.
    const resumeFields = language('fr').untranslated[2].fields;
    expect(lines[3]).toContain(`, and ${resumeFields.length - 4} more`);
    expect(note).not.toContain('Translation ar');
  });

  test('is empty when every translation is complete', () => {
    fs.rmSync(path.join(content.dir, 'translations/fr'), { recursive: true });
    expect(formatUntranslated(languages())).toBe('');
  });
});
