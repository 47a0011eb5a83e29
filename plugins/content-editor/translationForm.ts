// A translation's form in the editor: only the texts to translate of a content file, laid out as
// the site reads them (plugins/content-engine/overlay.ts), each hinted with the default
// language's text; named lists as one group per default entry.
import { holdsTranslatedText, isTranslatedText, keyOf } from '../content-engine/schemaFields';
import {
  editorField,
  fieldSchema,
  labelOf,
  type Context,
  type EditorField,
  type FieldSchema,
} from './formFields';

/** A named list's entry in a translation form: field names must not hold dots or spaces. */
export const entryKey = (index: number): string => `entry${index + 1}`;

/** The texts to translate of a field, as a translation form; none when it holds no text. */
function translationField(
  name: string,
  schema: FieldSchema,
  value: unknown,
  context: Context,
): EditorField | undefined {
  const { defs } = context;
  if (!holdsTranslatedText(schema, defs) || value === undefined) return undefined;
  const resolved = fieldSchema(schema, defs);
  const label = labelOf(name, schema, resolved);
  if (isTranslatedText(schema, defs)) {
    const field = editorField(name, schema, false, context);
    const shown = Array.isArray(value)
      ? `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`
      : String(value);
    return { ...field, required: false, hint: `${context.defaultLanguage}: ${shown}` };
  }
  if (resolved.type === 'array' && resolved.items) {
    const items = fieldSchema(resolved.items, defs);
    const list = value as Record<string, unknown>[];
    const key = keyOf(resolved);
    if (key) {
      // A list of entries with ids: an object with one entry per default entry, named by its
      // id in the file, labelled by its name in the default language.
      // An entry with no text to translate (a publication without a summary) has no group:
      // the editor refuses an empty one.
      const nameField = items['x-name-field'] ?? key;
      const entries = list.flatMap((item, index) => {
        const fields = translationFields(items, item, context);
        return fields.length > 0 ? [group(entryKey(index), String(item[nameField]), fields)] : [];
      });
      return entries.length > 0 ? group(name, label, entries) : undefined;
    }
    return {
      name,
      label,
      widget: 'list',
      required: false,
      collapsed: false,
      hint: `One entry for each of the ${list.length} in ${context.defaultLanguage}, in the same order.`,
      // Every field any entry gives: an optional one may be in the second entry only.
      fields: translationFields(items, Object.assign({}, ...list), context).map((field) => ({
        ...field,
        hint: fieldSchema(items.properties?.[field.name] ?? {}, defs).description,
      })),
    };
  }
  const fields = translationFields(resolved, value as Record<string, unknown>, context);
  return fields.length > 0 ? group(name, label, fields) : undefined;
}

/** An open group of a translation's fields, all optional. */
const group = (name: string, label: string, fields: EditorField[]): EditorField => ({
  name,
  label,
  widget: 'object',
  required: false,
  collapsed: false,
  fields,
});

/** The translation form of an object: one field for each of its fields that holds text. */
export function translationFields(
  schema: FieldSchema,
  value: Record<string, unknown>,
  context: Context,
): EditorField[] {
  return Object.entries(schema.properties ?? {})
    .map(([name, field]) => translationField(name, field, value[name], context))
    .filter((field): field is EditorField => field !== undefined);
}
