/** @jest-environment node */
// A translation whose texts, lists, files or folder cannot be laid over the default content: each
// is reported with its file, path and line, and stops the build.
import fs from 'fs';
import path from 'path';
import french from '../../../src/shared/i18n/fr.json';
import { translatedCopyPerTest } from '../../support/translatedCopy';

const content = translatedCopyPerTest();
const {
  translationErrors: errors,
  editTranslation,
  writeTranslation,
  lineWith,
  languages,
} = content;

describe('a translation that cannot be laid over the content', () => {
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
