/** @jest-environment node */
// A translation names the default content's entries by id (content/translations/<lang>/): an
// unknown id, a title, a former id, and the fields a translation may not give.
import fs from 'fs';
import path from 'path';
import { formatNotices } from '../../../plugins/content-engine/report';
import { translatedCopyPerTest, type Loose } from '../../support/translatedCopy';

const content = translatedCopyPerTest();
const { translationErrors: errors, editTranslation, lineWith, language, notices } = content;

describe('a translation that names its entries wrongly', () => {
  test('an unknown id in a list of entries is a notice, with a guess at the one meant', () => {
    editTranslation('fr/projects.json', (json) => {
      json.projects['cana-traker'] = { description: 'Un projet terminé.' };
    });
    const message =
      '"cana-traker" is no id in content/projects.json: delete these texts if the entry was deleted; if it was not deleted, did you mean "cana-tracker"?';
    const line = lineWith('fr/projects.json', '"cana-traker"');
    expect(notices()).toContainEqual({
      file: 'content/translations/fr/projects.json',
      path: '/projects/cana-traker',
      message,
      line,
    });
    expect(formatNotices(notices())).toContain(
      `  content/translations/fr/projects.json\n    /projects/cana-traker (line ${line}): ${message}`,
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
    const lodz = content
      .read('projects')
      .projects.find((project: Loose) => project.id === 'lodz-transit');
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
});
