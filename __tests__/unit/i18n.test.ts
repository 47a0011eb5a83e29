/** @jest-environment node */
// The interface's words in every language (src/shared/i18n/*.json) and the helpers that give a
// page its language: direction, paths, placeholders, what the CV and share image can be set in.
import fs from 'fs';
import path from 'path';
import english from '../../src/shared/i18n/en.json';
import {
  directionOf,
  fileNameIn,
  format,
  localePath,
  ogLocaleOf,
  shareImageProblemOf,
  typesetProblemOf,
} from '../../src/shared/i18n';
import { readInterfaceWords } from '../../plugins/content-engine/interfaceWords';
import { INTERFACE_WORDS_DIR } from '../support/paths';

const shipped = fs
  .readdirSync(INTERFACE_WORDS_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();

type Words = { [key: string]: string | Words };

/** Every message by its dotted key ('nav.resume'). */
function flatten(words: Words, at = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(words)) {
    if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value, `${at}${key}.`)) flat.set(inner, text);
    } else flat.set(`${at}${key}`, value);
  }
  return flat;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const reference = flatten(english as Words);

describe('the shipped messages files', () => {
  test("are English and at least the sample content's languages", () => {
    expect(shipped).toEqual(
      expect.arrayContaining(['en.json', 'es.json', 'fr.json', 'ar.json', 'de.json']),
    );
  });

  describe.each(shipped)('%s', (file) => {
    const words = flatten(
      JSON.parse(fs.readFileSync(path.join(INTERFACE_WORDS_DIR, file), 'utf8')),
    );

    test("has exactly en.json's keys", () => {
      expect([...words.keys()].sort()).toEqual([...reference.keys()].sort());
    });

    test('has a text for every key', () => {
      const empty = [...words].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    test("has the same {placeholders} in each text as en.json's", () => {
      const differing = [...reference]
        .filter(([key, text]) => placeholders(words.get(key)).join() !== placeholders(text).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    test('names its own language, not English (unless it is English)', () => {
      const lang = file.replace(/\.json$/, '');
      expect(words.get('$language')).toBeTruthy();
      if (lang !== 'en') expect(words.get('$language')).not.toBe(english.$language);
    });

    test('passes the check the build makes of it', () => {
      expect(typeof readInterfaceWords(file.replace(/\.json$/, ''))).toBe('object');
    });
  });
});

test("a regional tag takes its language's words, unless its script differs", () => {
  expect(readInterfaceWords('es-MX')).toEqual(readInterfaceWords('es'));
  expect(readInterfaceWords('zh-CN')).toEqual(readInterfaceWords('zh'));
  // Traditional characters are not simplified ones: the owner is asked for their words.
  for (const lang of ['zh-TW', 'zh-Hant']) {
    expect(readInterfaceWords(lang)).toEqual(expect.stringContaining(`${lang}.json`));
  }
});

describe('a language and its page', () => {
  test.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['es', 'ltr'],
    ['en', 'ltr'],
    ['pt-BR', 'ltr'],
    ['ru', 'ltr'],
    ['ja', 'ltr'],
  ])('%s is written %s', (lang, direction) => {
    expect(directionOf(lang)).toBe(direction);
  });

  test('the default language has no prefix; every other one its tag', () => {
    expect(localePath('/', 'en', 'en')).toBe('/');
    expect(localePath('/resume', 'en', 'en')).toBe('/resume');
    expect(localePath('/', 'es', 'en')).toBe('/es');
    expect(localePath('/resume', 'es', 'en')).toBe('/es/resume');
    expect(localePath('/projects/ranklens', 'pt-BR', 'en')).toBe('/pt-BR/projects/ranklens');
    expect(localePath('/resume.pdf', 'fr', 'en')).toBe('/fr/resume.pdf');
    // Content written in Spanish: English is the one with a prefix.
    expect(localePath('/resume', 'en', 'es')).toBe('/en/resume');
    expect(localePath('/resume', 'es', 'es')).toBe('/resume');
  });

  test('fills in every named placeholder and leaves an unknown one as it is', () => {
    expect(format('Page {page} of {pages}', { page: '1', pages: '2' })).toBe('Page 1 of 2');
    expect(format('{name}, {name}!', { name: 'Zoë' })).toBe('Zoë, Zoë!');
    expect(format('Visit {site}', {})).toBe('Visit {site}');
    // A value is put in as written, even when it looks like a placeholder or a pattern.
    expect(format('© {name}.', { name: '$& {name}' })).toBe('© $& {name}.');
  });

  test('the CV and the share image are set in Latin, Greek and Cyrillic, left to right', () => {
    for (const lang of ['en', 'es', 'fr', 'pt-BR', 'el', 'ru']) {
      expect({ lang, problem: typesetProblemOf(lang) }).toEqual({ lang, problem: null });
    }
    expect(typesetProblemOf('ar')).toMatch(/right-to-left/);
    expect(typesetProblemOf('he')).toMatch(/right-to-left/);
    expect(typesetProblemOf('ja')).toMatch(/no letters for its script \(Jpan\)/);
    expect(typesetProblemOf('hi')).toMatch(/Deva/);
  });

  test("a post's share image is drawn in Inter's scripts, Arabic, Hebrew, Thai and simplified Chinese", () => {
    for (const lang of ['en', 'ru', 'ar', 'fa', 'he', 'th', 'zh', 'zh-Hans']) {
      expect({ lang, problem: shareImageProblemOf(lang) }).toEqual({ lang, problem: null });
    }
    expect(shareImageProblemOf('ja')).toMatch(/no font for its script \(Jpan\)/);
    expect(shareImageProblemOf('zh-TW')).toMatch(/Hant/);
    expect(shareImageProblemOf('hi')).toMatch(/Deva/);
  });

  test("a download in another language than the default has the language's tag in its name", () => {
    expect(fileNameIn('Jose-Nunez-CV.pdf', 'en', 'en')).toBe('Jose-Nunez-CV.pdf');
    expect(fileNameIn('Jose-Nunez-CV.pdf', 'es', 'en')).toBe('Jose-Nunez-CV-es.pdf');
    expect(fileNameIn('José Núñez, contacto.vcf', 'pt-BR', 'en')).toBe(
      'José Núñez, contacto-pt-BR.vcf',
    );
    expect(fileNameIn('CV', 'fr', 'en')).toBe('CV-fr');
    expect(fileNameIn('cv.v2.pdf', 'fr', 'en')).toBe('cv.v2-fr.pdf');
  });

  test("Open Graph's locale is the language with its likeliest region", () => {
    expect(ogLocaleOf('en')).toBe('en_US');
    expect(ogLocaleOf('es')).toBe('es_ES');
    expect(ogLocaleOf('ar')).toBe('ar_EG');
    expect(ogLocaleOf('pt-BR')).toBe('pt_BR');
  });
});
