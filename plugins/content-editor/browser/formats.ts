// How the editor reads and writes this site's files (Decap CMS's custom formats): the
// project's JSON layout, a translation's entries by the default's names, a case study's text.
import type { TranslationKeys } from '../editorConfig';
import { tidyJson, withoutBlanks } from './tidyJson.js';

export interface FileFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

type Entries = Record<string, unknown>;
const isObject = (value: unknown): value is Entries =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Must match entryKey in ../editorConfig.ts, which this page cannot import. */
const entryKey = (index: number) => `entry${index + 1}`;

/** A content file: JSON in, the project's layout out, without the blanks a form leaves. */
const tidy = (data: unknown) => tidyJson(withoutBlanks(data) ?? {});

/**
 * A translation names a list's entries by the default's names ("FaviconForge"); the form names
 * them entry1, entry2… (field names cannot hold dots). Both ways.
 */
export function translationFormat(keys: TranslationKeys): FileFormat {
  const rename = (data: Entries, to: (field: string, key: string) => string) => {
    const renamed: Entries = { ...data };
    for (const field of Object.keys(keys)) {
      const entries = data[field];
      if (!isObject(entries)) continue;
      renamed[field] = Object.fromEntries(
        Object.entries(entries).map(([key, value]) => [to(field, key), value]),
      );
    }
    return renamed;
  };
  return {
    fromFile: (text) =>
      rename(JSON.parse(text) as Entries, (field, name) => {
        const index = keys[field].indexOf(name);
        return index < 0 ? name : entryKey(index);
      }),
    // In the default's order: the form moves an entry it changed to the end.
    toFile: (data) => {
      const ordered: Entries = { ...data };
      for (const field of Object.keys(keys)) {
        const entries = data[field];
        if (!isObject(entries)) continue;
        const rank = (key: string) => {
          const index = keys[field].findIndex((_, at) => entryKey(at) === key);
          return index < 0 ? keys[field].length : index;
        };
        ordered[field] = Object.fromEntries(
          Object.entries(entries).sort(([a], [b]) => rank(a) - rank(b)),
        );
      }
      return tidy(
        rename(ordered, (field, key) => {
          const index = keys[field].findIndex((_, at) => entryKey(at) === key);
          return index < 0 ? key : keys[field][index];
        }),
      );
    },
  };
}

/** A case study: its whole text is the Markdown, with no front matter. */
export const markdownFormat: FileFormat = {
  fromFile: (text) => ({ body: text }),
  toFile: (data) => `${String(data.body ?? '').trimEnd()}\n`,
};

export const jsonFormat: FileFormat = {
  fromFile: (text) => JSON.parse(text) as Entries,
  toFile: (data) => tidy(data),
};
