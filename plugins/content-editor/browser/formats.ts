// How the editor reads and writes this site's files (Decap CMS's custom formats): the
// project's JSON layout, each entry's id, a translation's entries by the default's ids, a case
// study's text.
import type { EntryLists, TranslationKeys } from '../editorConfig';
import { markSaved, withIds } from './ids.js';
import { editedJson } from '../../content-engine/jsonInPlace.js';
import { tidyJson, withoutBlanks } from '../../content-engine/tidyJson.js';

export interface FileFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

type Entries = Record<string, unknown>;
const isObject = (value: unknown): value is Entries =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Must match entryKey in ../translationForm.ts, which this page cannot import. */
const entryKey = (index: number) => `entry${index + 1}`;

/**
 * Each object's keys in its schema's order: the editor keeps no order for an object of more
 * than eight fields. `orders` lists every schema object's fields; an object takes the first
 * that has all its keys (a translation's are a part of them), and keeps its order otherwise.
 */
export function inSchemaOrder(value: unknown, orders: readonly string[][]): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, orders));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const order = orders.find((fields) => keys.every((key) => fields.includes(key)));
  const sorted = order ? [...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)) : keys;
  return Object.fromEntries(sorted.map((key) => [key, inSchemaOrder(value[key], orders)]));
}

/** The field the form keeps the file's text in, as it was read; never written to a file. */
export const SAVED_TEXT = '__savedText';

/** The form's data, with the text it was read from beside it (a new file has none). */
const withText = (data: Entries, text: string): Entries =>
  text.trim() ? { ...data, [SAVED_TEXT]: text } : data;

/**
 * A content file: JSON in; out, the text it was read from with what the form changed, in the
 * file's own layout (a new file in the project's), without the blanks a form leaves.
 */
function tidy(data: Entries, orders: readonly string[][]): string {
  const { [SAVED_TEXT]: saved, ...rest } = data;
  const value = withoutBlanks(inSchemaOrder(rest, orders)) ?? {};
  return typeof saved === 'string' ? editedJson(saved, value) : tidyJson(value);
}

/**
 * A translation names a list's entries by the default's ids ("faviconforge"), or by an id an
 * entry had before; the form names them entry1, entry2… (Decap's field names cannot hold every
 * character an id of before could). Both ways: a file read with a former id is saved with the
 * present one.
 */
export function translationFormat(keys: TranslationKeys, orders: readonly string[][]): FileFormat {
  const ids = (field: string) => keys[field].ids;
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
    // A file the translation does not have yet comes as no text: an empty translation.
    fromFile: (text) =>
      withText(
        rename((text.trim() ? JSON.parse(text) : {}) as Entries, (field, name) => {
          const index = ids(field).indexOf(keys[field].former[name] ?? name);
          return index < 0 ? name : entryKey(index);
        }),
        text,
      ),
    // In the default's order: the form moves an entry it changed to the end.
    toFile: (data) => {
      const ordered: Entries = { ...data };
      // The texts of an entry the default no longer has (deleted elsewhere) are not in the
      // form, which would drop them: they are kept as they were, for the owner to tidy.
      const saved = typeof data[SAVED_TEXT] === 'string' ? JSON.parse(data[SAVED_TEXT]) : {};
      for (const field of Object.keys(keys)) {
        const left = Object.entries(isObject(saved[field]) ? saved[field] : {}).filter(
          ([name]) => !ids(field).includes(keys[field].former[name] ?? name),
        );
        if (left.length === 0) continue;
        ordered[field] = {
          ...(isObject(data[field]) ? data[field] : {}),
          ...Object.fromEntries(left),
        };
      }
      for (const field of Object.keys(keys)) {
        const entries = ordered[field];
        if (!isObject(entries)) continue;
        const known = (key: string) => ids(field).findIndex((_, at) => entryKey(at) === key);
        // A kept leftover stays just before the entry that followed it in the file.
        const names = Object.keys(isObject(saved[field]) ? saved[field] : {});
        const rank = (key: string): number => {
          if (known(key) >= 0) return known(key);
          const next = names
            .slice(names.indexOf(key) + 1)
            .map((name) => ids(field).indexOf(keys[field].former[name] ?? name))
            .find((index) => index >= 0);
          return names.includes(key) && next !== undefined ? next - 0.5 : ids(field).length;
        };
        ordered[field] = Object.fromEntries(
          Object.entries(entries).sort(([a], [b]) => rank(a) - rank(b)),
        );
      }
      return tidy(
        rename(ordered, (field, key) => {
          const index = ids(field).findIndex((_, at) => entryKey(at) === key);
          return index < 0 ? key : ids(field)[index];
        }),
        orders,
      );
    },
  };
}

/** A case study: its whole text is the Markdown, with no front matter. */
export const markdownFormat: FileFormat = {
  fromFile: (text) => ({ body: text }),
  toFile: (data) => `${String(data.body ?? '').trimEnd()}\n`,
};

/** A content file: each listed entry keeps its id, or gets one (./ids.ts). */
export const jsonFormat = (orders: readonly string[][], lists: EntryLists = {}): FileFormat => ({
  fromFile: (text) => withText(markSaved(JSON.parse(text) as Entries, lists), text),
  toFile: (data) => tidy(withIds(data, lists), orders),
});
