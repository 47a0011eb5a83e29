// checkedCopy.ts's copy of the test content, with what the translation tests do to it: write or
// edit a file under content/translations/, find a line in one, and read the content in each
// language as the content check lays the translations over it.
import fs from 'fs';
import path from 'path';
import type { ContentError } from '../../plugins/content-engine/errors';
import { formatReport } from '../../plugins/content-engine/report';
import type { Translation } from '../../plugins/content-engine/translations';
import { validateContent } from '../../plugins/content-engine/validate';
import { checkedCopyPerTest, type CheckedCopy } from './checkedCopy';

// Content objects are read field by field in these tests, whatever their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface TranslatedCopy extends CheckedCopy {
  /** Writes content/translations/<file>, with 2-space indents as an owner's editor would. */
  writeTranslation(file: string, json: unknown): void;
  editTranslation(file: string, change: (json: Loose) => void): void;
  /** The 1-based line of a translation file that first holds `text` (after the line with
   *  `after`, when given). */
  lineWith(file: string, text: string, after?: string): number;
  /** The content in every language, checked: fails the test with the report if it has errors. */
  languages(): Translation[];
  language(lang: string): { content: Loose; untranslated: Translation['untranslated'] };
  /** The content check's errors; with any, no language is laid out, as the build stops. */
  translationErrors(): ContentError[];
}

export function translatedCopyPerTest(): TranslatedCopy {
  const copy = checkedCopyPerTest();
  const at = (file: string) => path.join(copy.dir, 'translations', file);
  const writeTranslation = (file: string, json: unknown) => {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), `${JSON.stringify(json, null, 2)}\n`);
  };
  const languages = () => {
    const check = validateContent(copy.dir);
    expect(formatReport(check.errors)).toBe('');
    return check.languages ?? [];
  };
  return Object.assign(copy, {
    writeTranslation,
    editTranslation(file: string, change: (json: Loose) => void) {
      const json: unknown = JSON.parse(fs.readFileSync(at(file), 'utf8'));
      change(json);
      writeTranslation(file, json);
    },
    lineWith(file: string, text: string, after?: string) {
      const lines = fs.readFileSync(at(file), 'utf8').split('\n');
      const from = after ? lines.findIndex((line) => line.includes(after)) : 0;
      const index = lines.findIndex((line, number) => number >= from && line.includes(text));
      if (from < 0 || index < 0) throw new Error(`${file} has no line with ${text}`);
      return index + 1;
    },
    languages,
    language(lang: string) {
      const found = languages().find((each) => each.lang === lang);
      if (!found) throw new Error(`no language ${lang}`);
      return found;
    },
    translationErrors() {
      const check = validateContent(copy.dir);
      if (check.errors.length > 0) expect(check.languages).toBeUndefined();
      return check.errors;
    },
  });
}
