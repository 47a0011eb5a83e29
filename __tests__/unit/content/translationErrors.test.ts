/** @jest-environment node */
// A translation whose texts, lists, files or folder cannot be laid over the default content: each
// is reported with its file, path and line, and stops the build.
import fs from 'fs';
import path from 'path';
import french from '../../../src/shared/i18n/fr.json';
import { problem } from '../../support/checkedCopy';
import { translatedCopyPerTest } from '../../support/translatedCopy';

const content = translatedCopyPerTest();
const {
  translationErrors: errors,
  editTranslation,
  writeTranslation,
  lineWith,
  languages,
} = content;
const FR = (name: string) => `translations/fr/${name}.json`;
const TEXT = 'must be a text, in double quotes';

describe('a translation that cannot be laid over the content', () => {
  test('a text where the default content has none to translate is a notice: a deletion there left it', () => {
    editTranslation('fr/projects.json', (json) => {
      // Atlas Óptico has no image in content/projects.json.
      json.projects['atlas-optico'].image = { alt: 'Un atlas' };
    });
    const message =
      '"image" has nothing to translate: content/projects.json has none here; delete these texts if it was deleted there';
    const line = lineWith('fr/projects.json', '"image"', '"atlas-optico"');
    expect(errors()).toEqual([]);
    expect(content.notices()).toContainEqual(
      expect.objectContaining(
        problem(FR('projects'), '/projects/atlas-optico/image', message, { line }),
      ),
    );
  });

  test('a number where a text belongs', () => {
    editTranslation('fr/tech.json', (json) => {
      json.tech.docker.description = 42;
    });
    const line = lineWith('fr/tech.json', '"description": 42');
    expect(errors()).toEqual([
      problem(FR('tech'), '/tech/docker/description', TEXT, { found: '42', line }),
    ]);
  });

  test('an empty text, and a list of texts with a number in it', () => {
    editTranslation('ar/resume.json', (json) => {
      json.products['cana-tracker'].role = '  ';
      json.products['cana-tracker'].bullets = ['أطلق الإصدار الأول.', 6];
    });
    const file = 'translations/ar/resume.json';
    const role = '/products/cana-tracker/role';
    const bullets = '/products/cana-tracker/bullets';
    const line = (field: string) => lineWith('ar/resume.json', `"${field}"`, '"cana-tracker"');
    expect(errors()).toEqual([
      expect.objectContaining(problem(file, role, TEXT, { line: line('role') })),
      expect.objectContaining(
        problem(file, bullets, 'must be a list of texts: ["…", "…"]', {
          found: 'a list',
          line: line('bullets'),
        }),
      ),
    ]);
  });

  test('a list without ids (a gallery) with another number of entries than the default', () => {
    editTranslation('ar/projects.json', (json) => {
      const study = json.projects.hyperconfigurable.caseStudy;
      study.gallery = study.gallery.slice(0, 1);
    });
    const gallery = '/projects/hyperconfigurable/caseStudy/gallery';
    const message =
      'has 1 entry where content/projects.json has 2: give them all, in the same order';
    const line = lineWith('ar/projects.json', '"gallery"', '"hyperconfigurable"');
    expect(errors()).toEqual([
      problem('translations/ar/projects.json', gallery, message, { line }),
    ]);
  });

  test('a list of entries written as a list instead of entries by id', () => {
    editTranslation('fr/tech.json', (json) => {
      json.tech = [{ description: 'Des conteneurs.' }];
    });
    const message = 'must be an object that names each entry by its id: { "docker": { … } }';
    const line = lineWith('fr/tech.json', '"tech"');
    expect(errors()).toEqual([
      expect.objectContaining(problem(FR('tech'), '/tech', message, { found: 'a list', line })),
    ]);
  });

  test('a file the translation does not read', () => {
    writeTranslation('fr/projets.json', { projects: {} });
    const holds =
      'site.json, tech.json, projects.json, resume.json, videos.json, case-studies, posts';
    const message = `a translation holds ${holds}: this file is not read`;
    expect(errors()).toEqual([problem('translations/fr/projets.json', '', message)]);
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
    const message = `the folder's name must be a language tag: ${tag}`;
    expect(errors()).toEqual([problem(`translations/${name}`, '', message)]);
  });

  test('a folder named as the language of the content itself', () => {
    fs.cpSync(
      path.join(content.dir, 'translations/fr'),
      path.join(content.dir, 'translations/en'),
      {
        recursive: true,
      },
    );
    const message = 'en is the language of content/ itself (content/site.json): remove this folder';
    expect(errors()).toEqual([problem('translations/en', '', message)]);
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
    expect(all.map(({ lang }) => lang)).toEqual(['en', 'ar', 'de', 'fr-CA', 'th', 'zh']);
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
