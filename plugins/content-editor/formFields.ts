// A content field's form field in the editor (Decap CMS), from its schema: label, hint,
// requirement, checks and widget, so the form and the content check never disagree on what a
// field is. ./translationForm.ts makes a translation's form from them, ./editorConfig.ts puts
// both in collections.
import { resolveRef, type Definitions, type JsonSchema } from '../content-engine/schemaFields';

/** The parts of a content schema the forms are drawn from, beside what the check reads. */
export interface FieldSchema extends JsonSchema {
  title?: string;
  description?: string;
  examples?: unknown[];
  format?: string;
  default?: unknown;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  allOf?: { pattern?: string; minimum?: number; maximum?: number; errorMessage?: string }[];
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
}

/** A Decap CMS field, as its configuration writes one. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  summary?: string;
  collapsed?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int';
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  default?: unknown;
  date_format?: string;
  time_format?: boolean;
}

// Fields written over several lines.
const LONG_TEXTS = new Set([
  'intro',
  'description',
  'outcome',
  'lede',
  'note',
  'sentText',
  'quote',
  'summary',
]);
const IMAGE_FILE = /^\^images\//;

/** Whether a field's pattern takes days written year first and nothing else. */
const isDay = (pattern: string) => {
  const accepts = (text: string) => new RegExp(pattern).test(text);
  return accepts('2025-03-15') && !['2025-03', '2025-13-01', '20250315'].some(accepts);
};

export interface Context {
  defs: Definitions;
  /** The default language's name, for the hints of the translation forms. */
  defaultLanguage: string;
  /** The default content, by file: the entries a field that names some by their ids offers. */
  defaults: Record<string, Record<string, unknown>>;
}

export const fieldSchema = (schema: FieldSchema, defs: Definitions): FieldSchema =>
  (resolveRef(schema, defs) ?? {}) as FieldSchema;

/** The hint under a field: its description, then an example. */
function hintOf(schema: FieldSchema, resolved: FieldSchema): string | undefined {
  const description = schema.description ?? resolved.description;
  const [example] = schema.examples ?? resolved.examples ?? [];
  // An example the description already quotes is not given twice.
  const shown =
    typeof example === 'string' && !description?.includes(`"${example}"`)
      ? `"${example}"`
      : undefined;
  const text = [description, shown && `For example ${shown}.`].filter(Boolean).join(' ');
  return text || undefined;
}

const withNote = (hint: string | undefined, note: string) => (hint ? `${hint} ${note}` : note);

/** The check a form can make itself: the field's pattern and its plain message. */
function patternOf(resolved: FieldSchema): [string, string] | undefined {
  const rule = (resolved.allOf ?? []).find((part) => part.pattern);
  return rule?.pattern ? [rule.pattern, rule.errorMessage ?? 'is not valid here'] : undefined;
}

export const labelOf = (name: string, schema: FieldSchema, resolved: FieldSchema) =>
  schema.title ?? resolved.title ?? name;

/** The first required text of a list's entries: what the collapsed list shows of each. */
function summaryOf(items: FieldSchema): string | undefined {
  const name = (items.required ?? []).find((key) => items.properties?.[key]);
  return name ? `{{fields.${name}}}` : undefined;
}

/** The form field of a content field. */
export function editorField(
  name: string,
  schema: FieldSchema,
  required: boolean,
  context: Context,
): EditorField {
  const resolved = fieldSchema(schema, context.defs);
  const base = {
    name,
    label: labelOf(name, schema, resolved),
    required,
    ...(hintOf(schema, resolved) && { hint: hintOf(schema, resolved) }),
  };
  if (resolved.enum) return { ...base, widget: 'select', options: resolved.enum };
  const idsOf = schema['x-ids-of'] ?? resolved['x-ids-of'];
  if (idsOf) {
    // Entries named by their ids (a case study's stack): chosen by their names.
    const [file, list] = idsOf.split('#/');
    const entries = (context.defaults[file.replace(/\.json$/, '')]?.[list] ?? []) as {
      id: string;
      name?: string;
    }[];
    return {
      ...base,
      hint: `Chosen from the entries of content/${file} by name, shown in the order chosen.`,
      widget: 'select',
      multiple: true,
      ...(resolved.minItems && required && { min: resolved.minItems }),
      options: entries.map(({ id, name }) => ({ label: name ?? id, value: id })),
    };
  }
  if (resolved.type === 'array' && resolved.items) {
    const items = fieldSchema(resolved.items, context.defs);
    const min = required ? resolved.minItems : undefined;
    if (items.type === 'object') {
      const summary = summaryOf(items);
      return {
        ...base,
        widget: 'list',
        // Open entries (as for every list): a collapsed one's toggle has no name a screen
        // reader could read, and shows the list's label instead of the text.
        collapsed: false,
        ...(summary && { summary }),
        ...(min && { min }),
        fields: objectFields(items, context),
      };
    }
    return {
      ...base,
      widget: 'list',
      collapsed: false,
      ...(min && { min }),
      field: { ...editorField('item', resolved.items, true, context), label: base.label },
    };
  }
  if (resolved.type === 'object') {
    // The editor checks an optional object's fields even when it is left empty: they are
    // optional in the form, and the content check asks for them once the object is given.
    const fields = objectFields(resolved, context).map((field) =>
      required || !field.required
        ? field
        : {
            ...field,
            required: false,
            min: undefined,
            hint: withNote(field.hint, `Needed with a ${base.label}.`),
          },
    );
    return { ...base, widget: 'object', collapsed: false, fields };
  }
  if (resolved.type === 'integer') {
    // Given beside the type (a post's place in its series) or as a rule with its own message.
    const min =
      resolved.minimum ?? resolved.allOf?.find((rule) => rule.minimum !== undefined)?.minimum;
    const max =
      resolved.maximum ?? resolved.allOf?.find((rule) => rule.maximum !== undefined)?.maximum;
    return {
      ...base,
      widget: 'number',
      value_type: 'int',
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    };
  }
  if (resolved.type === 'boolean') {
    // An optional switch is left out of the file until the owner turns it: its default holds,
    // and a new entry's switch starts at it (Decap shows a switch with no value as off).
    const start = typeof resolved.default === 'boolean' && { default: resolved.default };
    return { ...base, widget: 'boolean', ...start };
  }
  const pattern = patternOf(resolved);
  if (pattern && IMAGE_FILE.test(pattern[0])) {
    // Pictures are uploaded into content/images/ and named as the content names them.
    return {
      ...base,
      widget: 'image',
      media_folder: '/content/images',
      public_folder: 'images',
      choose_url: false,
    };
  }
  if (pattern && isDay(pattern[0])) {
    // A calendar, which writes the day as the content has it; a new required day starts at today.
    return {
      ...base,
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      ...(required && { default: '{{now}}' }),
    };
  }
  return {
    ...base,
    widget: LONG_TEXTS.has(name) ? 'text' : 'string',
    ...(pattern && { pattern }),
  };
}

export function objectFields(schema: FieldSchema, context: Context): EditorField[] {
  const required = new Set(schema.required ?? []);
  const nameField = schema['x-name-field'];
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, field]) => {
      const form = editorField(name, field, required.has(name), context);
      if (name !== 'id' || !nameField) return form;
      // An entry's id is made when it is first saved (./browser/ids.ts), then kept.
      const from = labelOf(nameField, schema.properties?.[nameField] ?? {}, {}).toLowerCase();
      const hint = `Never shown. Left empty, it is made from the ${from} when you save; then it stays when you rename the entry, for its translations and its page's address. Change it only to move that address: the old one then redirects here.`;
      return { ...form, required: false, hint };
    });
}
