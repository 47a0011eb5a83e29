// One translation file laid over its default file, field by field as the schema says: each
// text the translation gives replaces the default's; what it leaves out is listed; what it
// cannot place is an error (./translations.ts reads the files and the languages).
import { closest } from 'fastest-levenshtein';
import type { ContentError } from './errors';
import { closeTo, describeFound } from './errorWording';
import { lineOf, pointerToken, type SourcePosition } from './jsonSource';
import {
  holdsTranslatedText,
  isTranslatedText,
  keyOf,
  resolveRef,
  type Definitions,
  type JsonSchema as Schema,
} from './schemaFields';

type Json = unknown;
type Entry = Record<string, Json>;
const isObject = (value: Json): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text's place, as the build lists it: 'projects › InvoiceKit › title'. */
const join = (label: string, key: string) => (label ? `${label} › ${key}` : key);

/** Walks one translation file over its default file and schema. */
export class Overlay {
  errors: ContentError[] = [];
  /** Harmless leftovers: the texts of an entry the default file no longer has. */
  notices: ContentError[] = [];
  untranslated: string[] = [];

  constructor(
    private readonly label: string,
    private readonly defaultLabel: string,
    private readonly defs: Definitions,
    private readonly positions: Map<string, SourcePosition>,
  ) {}

  private resolve(schema: Schema): Schema {
    return resolveRef(schema, this.defs) ?? {};
  }

  /** Whether a field holds any text to translate. */
  private translatable(schema: Schema): boolean {
    return holdsTranslatedText(schema, this.defs);
  }

  private error(at: string, message: string, found?: Json, to = this.errors) {
    to.push({
      file: this.label,
      path: at,
      message,
      ...(found !== undefined && { found: describeFound(found) }),
      line: lineOf(this.positions, at),
    });
  }

  /** `value` (the default) with `text` (the translation) laid over it. */
  merge(text: Json, schema: Schema, value: Json, at: string, label: string): Json {
    if (isTranslatedText(schema, this.defs)) return this.text(text, value, at, label);
    const resolved = this.resolve(schema);
    if (resolved.type === 'array' && resolved.items) {
      return this.list(text, resolved, value as Json[], at, label);
    }
    return this.object(text, resolved, value as Entry, at, label);
  }

  private text(text: Json, value: Json, at: string, label: string): Json {
    if (text === undefined) {
      this.untranslated.push(label);
      return value;
    }
    if (Array.isArray(value)) {
      const texts = Array.isArray(text) && text.length > 0;
      if (texts && text.every((item) => typeof item === 'string' && item.trim() !== '')) {
        return text;
      }
      this.error(at, 'must be a list of texts: ["…", "…"]', text);
      return value;
    }
    if (typeof text === 'string' && text.trim() !== '') return text;
    this.error(at, 'must be a text, in double quotes', text);
    return value;
  }

  private object(text: Json, schema: Schema, value: Entry, at: string, label: string): Json {
    const fields = schema.properties ?? {};
    if (text !== undefined && !isObject(text)) {
      this.error(at, 'must be an object: { … }', text);
      text = undefined;
    }
    for (const key of Object.keys((text as Entry | undefined) ?? {})) {
      if (key === '$schema') continue;
      const field = fields[key];
      const where = `${at}/${pointerToken(key)}`;
      if (!field) {
        const known = Object.keys(fields).filter((name) => this.translatable(fields[name]));
        const guess = closest(key, known);
        this.error(where, `"${key}" is not a field here: did you mean "${guess}"?`);
      } else if (!this.translatable(field)) {
        this.error(
          where,
          `"${key}" is not translated: links, ids, statuses, icons and images come from ${this.defaultLabel}`,
        );
      } else if (value[key] === undefined) {
        // Left by a deletion there (the certifications, a portrait): shown nowhere, a notice.
        const message = `"${key}" has nothing to translate: ${this.defaultLabel} has none here; delete these texts if it was deleted there`;
        this.error(where, message, undefined, this.notices);
      }
    }
    const merged: Entry = { ...value };
    const untranslated: string[] = [];
    for (const [key, field] of Object.entries(fields)) {
      if (value[key] === undefined || !this.translatable(field)) continue;
      const before = this.untranslated.length;
      const given = (text as Entry | undefined)?.[key];
      const where = `${at}/${pointerToken(key)}`;
      merged[key] = this.merge(given, field, value[key], where, join(label, key));
      if (isTranslatedText(field, this.defs) && this.untranslated.length > before)
        untranslated.push(key);
    }
    // Which of this object's own texts are the default's, so the page can say so (lang).
    if (untranslated.length > 0) merged.untranslated = untranslated;
    return merged;
  }

  /**
   * A list whose entries have ids: the translation is an object that names each entry by its
   * id, or by an id it had before ("formerIds"), so that a changed id loses no translation.
   */
  private namedList(
    text: Json,
    schema: Schema,
    items: Schema,
    key: string,
    value: Entry[],
    at: string,
    label: string,
  ): Json {
    const ids = value.map((item) => String(item[key]));
    if (text !== undefined && !isObject(text)) {
      this.error(
        at,
        `must be an object that names each entry by its ${key}: { "${ids[0]}": { … } }`,
        text,
      );
      text = undefined;
    }
    const entryOf = new Map<string, number>();
    value.forEach((item, index) => {
      for (const former of (item.formerIds as string[] | undefined) ?? [])
        entryOf.set(former, index);
    });
    ids.forEach((id, index) => entryOf.set(id, index));
    const given = new Map<number, string>();
    for (const name of Object.keys((text as Entry | undefined) ?? {})) {
      const where = `${at}/${pointerToken(name)}`;
      const index = entryOf.get(name);
      if (index === undefined) this.unknownEntry(where, name, schema, value, ids);
      else if (given.has(index)) {
        this.error(
          where,
          `names the same entry as "${given.get(index)}" (${ids[index]}): keep one`,
        );
      } else given.set(index, name);
    }
    return value.map((item, index) => {
      const name = given.get(index) ?? ids[index];
      return this.merge(
        (text as Entry | undefined)?.[name],
        items,
        item,
        `${at}/${pointerToken(name)}`,
        join(label, ids[index]),
      );
    });
  }

  /**
   * A translation's entry that matches none: an error when it is named by a title, which the
   * owner meant for an entry that is there; otherwise a notice, since an entry deleted from the
   * default file leaves its texts here, shown nowhere and harming nothing.
   */
  private unknownEntry(at: string, name: string, schema: Schema, value: Entry[], ids: string[]) {
    const field = resolveRef(schema.items ?? {}, this.defs)?.['x-name-field'];
    const named = field ? value.findIndex((item) => item[field] === name) : -1;
    if (field && named >= 0) {
      this.error(
        at,
        `"${name}" is the ${field} of an entry, not its id: name it "${ids[named]}" here, as ${this.defaultLabel} does`,
      );
      return;
    }
    const guess = closeTo(name, ids);
    const meant = guess ? `; if it was not deleted, did you mean "${guess}"?` : '';
    const message = `"${name}" is no id in ${this.defaultLabel}: delete these texts if the entry was deleted${meant}`;
    this.error(at, message, undefined, this.notices);
  }

  private list(text: Json, schema: Schema, value: Json[], at: string, label: string): Json {
    const items = schema.items as Schema;
    const key = keyOf(schema);
    if (key) return this.namedList(text, schema, items, key, value as Entry[], at, label);
    if (text !== undefined && (!Array.isArray(text) || text.length !== value.length)) {
      const count = !Array.isArray(text)
        ? 'no list'
        : `${text.length} ${text.length === 1 ? 'entry' : 'entries'}`;
      this.error(
        at,
        `has ${count} where ${this.defaultLabel} has ${value.length}: give them all, in the same order`,
      );
      text = undefined;
    }
    return value.map((item, index) =>
      this.merge(
        (text as Json[] | undefined)?.[index],
        items,
        item,
        `${at}/${index}`,
        join(label, String(index + 1)),
      ),
    );
  }
}
