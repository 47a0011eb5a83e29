/** @jest-environment node */
// The owner's name in every language (plugins/content-engine/ownerName.ts), on copies of the
// test content: a new name in site.json alone reaches every language; a translation keeps a name
// of its own only in other letters; "{name}" stands for the name; another placeholder stops the
// check, file, field and line.
import { scriptOf } from '../../../plugins/content-engine/ownerName';
import { formatNotices } from '../../../plugins/content-engine/report';
import { translatedCopyPerTest, type Loose } from '../../support/translatedCopy';

const content = translatedCopyPerTest();

const NEW_NAME = 'Ngozi Adéyẹmí-Lindqvist';

/** Each language's name, greeting and description, as the pages get them. */
const saying = () =>
  content.languages().map(({ lang, content: { site } }) => ({
    lang,
    name: site.name,
    greeting: site.greeting,
    description: site.description,
  }));

/** The notices the check gives on a translation's site.json, as path: message. */
const nameNotices = (lang: string) =>
  content
    .notices()
    .filter(({ file }) => file === `content/translations/${lang}/site.json`)
    .map(({ path, message, line }) => ({ path, message, line }));

test('a new name in site.json alone is the name of every page in every language that writes {name} or no name', () => {
  content.edit('site', (json) => {
    json.name = NEW_NAME;
    json.greeting = 'Hello, I am {name}';
  });
  // German gives no name; French gives one in the same letters, which is left out.
  for (const lang of ['de', 'fr']) {
    content.editTranslation(`${lang}/site.json`, (json: Loose) => {
      delete json.name;
      json.greeting = `${lang}: {name}`;
    });
  }
  const said = saying();
  // Arabic, Thai and Chinese write the name in their own letters (the next test).
  const ownLetters = ['ar', 'th', 'zh'];
  for (const { lang, name, greeting } of said.filter((each) => !ownLetters.includes(each.lang))) {
    expect(name).toBe(NEW_NAME);
    expect(greeting).toContain(NEW_NAME);
    expect(greeting).not.toContain('{name}');
    expect(nameNotices(lang)).toEqual([]);
  }
  expect(said[0].greeting).toBe(`Hello, I am ${NEW_NAME}`);
  // Nothing calls the name a text still to translate.
  for (const { untranslated } of content.languages()) {
    const site = untranslated.find(({ file }) => file.endsWith('/site.json'));
    expect(site?.fields ?? []).not.toContain('name');
  }
});

test("a translation's name in other letters is the owner's name in that language, {name} in its texts too", () => {
  const arabic = content.read('translations/ar/site');
  expect(scriptOf(arabic.name)).toBe('Arabic');
  const ar = content.language('ar').content.site;
  expect(ar.name).toBe(arabic.name);
  expect(ar.greeting).toBe(arabic.greeting.replace('{name}', arabic.name));
  expect(nameNotices('ar')).toEqual([]);
  // The default's name is its own.
  expect(content.language('en').content.site.name).toBe(content.read('site').name);
});

test('a name of the same letters that a translation still gives is left out: its texts say the owner’s name, and the check names each place', () => {
  const { name } = content.read('site');
  const french = content.read('translations/fr/site');
  const stale = french.name as string;
  expect(stale).not.toBe(name);
  expect(scriptOf(stale)).toBe(scriptOf(name));
  const fr = content.language('fr').content.site;
  expect(fr.name).toBe(name);
  for (const field of ['greeting', 'description']) {
    expect(french[field]).toContain(stale);
    expect(fr[field]).toBe(french[field].replaceAll(stale, name));
  }
  const notices = nameNotices('fr');
  expect(notices.map(({ path }) => path)).toEqual(['/name', '/greeting', '/description']);
  expect(notices[0].message).toBe(
    `"${stale}" is not your name in content/site.json ("${name}"), and is written in the same letters: the French pages say "${name}". Delete it: a translation gives your name only to write it in other letters`,
  );
  expect(notices[1].message).toBe(
    `says "${stale}", which is not your name: the page says "${name}" in its place. Write {name} where your name goes`,
  );
  expect(notices.map(({ line }) => line)).toEqual([
    content.lineWith('fr/site.json', '"name"'),
    content.lineWith('fr/site.json', '"greeting"'),
    content.lineWith('fr/site.json', '"description"'),
  ]);
  expect(formatNotices(content.notices())).toContain(
    `  content/translations/fr/site.json\n    /name (line ${notices[0].line}): "${stale}"`,
  );
});

test('the other name is replaced where a text says it, not inside the owner’s own', () => {
  content.edit('site', (json) => {
    json.name = 'José Núñez-Ortiz';
  });
  content.editTranslation('fr/site.json', (json: Loose) => {
    json.name = 'José Núñez';
    json.greeting = 'Je suis José Núñez-Ortiz';
    json.description = 'José Núñez conçoit des applications.';
  });
  const fr = content.language('fr').content.site;
  expect(fr.greeting).toBe('Je suis José Núñez-Ortiz');
  expect(fr.description).toBe('José Núñez-Ortiz conçoit des applications.');
  expect(nameNotices('fr').map(({ path }) => path)).toEqual(['/name', '/description']);
});

test('an old name that holds the owner’s is still the other name, and names compare as composed letters', () => {
  content.edit('site', (json) => {
    json.name = 'Jose Nunez';
  });
  content.editTranslation('fr/site.json', (json: Loose) => {
    json.name = 'Jose Nunez-Smith';
    json.greeting = 'Je suis Jose Nunez-Smith';
  });
  expect(content.language('fr').content.site.greeting).toBe('Je suis Jose Nunez');
  expect(nameNotices('fr').map(({ path }) => path)).toEqual(['/name', '/greeting']);

  // "José" typed as "e" and a combining accent, as some keyboards write it.
  content.edit('site', (json) => {
    json.name = 'José Núñez';
  });
  content.editTranslation('fr/site.json', (json: Loose) => {
    json.name = 'Jose\u0301 Nu\u0301n\u0303ez';
  });
  expect(nameNotices('fr')).toEqual([]);
});

test('a text of a part the default no longer has is left to its own notice, not a stop', () => {
  content.edit('site', (json) => {
    delete json.contact;
  });
  content.editTranslation('fr/site.json', (json: Loose) => {
    json.contact = { heading: 'Écrivez à Jose Nunez' };
  });
  expect(content.translationErrors()).toEqual([]);
  expect(nameNotices('fr').map(({ path }) => path)).toContain('/contact/heading');
});

test('{name} in the names of the downloads is the name with hyphens for its spaces', () => {
  content.edit('site', (json) => {
    json.name = 'Ana María Pérez';
    json.cvFilename = '{name}-CV.pdf';
    json.contactFilename = '{name}.vcf';
  });
  for (const { content: language } of content.languages()) {
    expect(language.site.cvFilename).toBe('Ana-María-Pérez-CV.pdf');
    expect(language.site.contactFilename).toBe('Ana-María-Pérez.vcf');
  }
});

test('any other word in braces stops the check, with the file, the field and the line', () => {
  content.editTranslation('de/site.json', (json: Loose) => {
    json.role = 'Ich, {nombre}, entwickle';
    // A translation gives a list's entries by id.
    json.social = { gitlab: { name: 'GitLab {nombre}' } };
  });
  content.edit('site', (json) => {
    json.name = '{name}';
  });
  expect(
    content
      .translationErrors()
      .map(({ file, path, message, found }) => ({ file, path, message, found })),
  ).toEqual([
    {
      file: 'content/site.json',
      path: '/name',
      message: 'must be your name itself: {name} stands for it in the other texts',
      found: '"{name}"',
    },
  ]);
  content.edit('site', (json) => {
    json.name = 'José Núñez';
  });
  const [error] = content.translationErrors();
  expect(error).toEqual({
    file: 'content/translations/de/site.json',
    path: '/role',
    message:
      '{nombre} is not a placeholder: write {name} where your name goes, as it is, in every language',
    found: '"{nombre}"',
    line: content.lineWith('de/site.json', '"role"'),
  });
  expect(content.translationErrors().map(({ path }) => path)).toEqual([
    '/role',
    '/social/gitlab/name',
  ]);
});

test.each([
  ['José Núñez', 'Latin'],
  ['Алексей Морган', 'Cyrillic'],
  ['أليكس مورغان', 'Arabic'],
  ['李小龍', 'Han'],
  ['アレックス', 'Katakana'],
  ['알렉스', 'Hangul'],
  ['อเล็กซ์', 'Thai'],
  ['Αλέξης', 'Greek'],
])('%s is written in %s letters', (name, script) => {
  expect(scriptOf(name)).toBe(script);
});
