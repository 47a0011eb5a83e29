// The content editor's configuration (Decap CMS), written from content/schemas/: each field's
// label, hint, checks and widget come from its schema, so the form and the content check never
// disagree on what a field is. Each language in content/translations/ gets its own forms, with
// only the texts to translate, laid out as the site reads them (plugins/shared/content/overlay.ts).
import { CONTENT_FILES, type ContentFileName } from '../shared/content/files';
import {
  holdsTranslatedText,
  isTranslatedText,
  resolveRef,
  type Definitions,
  type JsonSchema,
} from '../shared/content/schemaFields';

/** The parts of a content schema the forms are drawn from, beside what the check reads. */
export interface FieldSchema extends JsonSchema {
  title?: string;
  description?: string;
  examples?: unknown[];
  format?: string;
  minItems?: number;
  allOf?: { pattern?: string; errorMessage?: string }[];
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
  options?: string[];
  fields?: EditorField[];
  field?: EditorField;
  summary?: string;
  collapsed?: boolean;
  min?: number;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
}

/** Where the editor saves: the Git host, as Decap CMS names it, with the site's repository. */
export interface EditorBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  api_root?: string;
  auth_endpoint?: string;
}

/** The named lists of the default content, by field: how a translation names their entries. */
export type TranslationKeys = Record<string, string[]>;

/** The custom file formats the editor registers (./browser/editor.ts). */
export const FORMAT = {
  json: 'tidy-json',
  translation: 'translation-json',
  markdown: 'markdown-text',
} as const;

/** A named list's entry in a translation form: field names must not hold dots or spaces. */
export const entryKey = (index: number): string => `entry${index + 1}`;

// Fields written over several lines.
const LONG_TEXTS = new Set(['intro', 'description', 'outcome']);
const IMAGE_FILE = /^\^images\//;

type Defaults = Record<ContentFileName, Record<string, unknown>>;

interface Context {
  defs: Definitions;
  /** The default language's name, for the hints of the translation forms. */
  defaultLanguage: string;
}

const fieldSchema = (schema: FieldSchema, defs: Definitions): FieldSchema =>
  (resolveRef(schema, defs) ?? {}) as FieldSchema;

/** The hint under a field: its description, then an example. */
function hintOf(schema: FieldSchema, resolved: FieldSchema): string | undefined {
  const description = schema.description ?? resolved.description;
  const [example] = schema.examples ?? resolved.examples ?? [];
  const shown = typeof example === 'string' ? `"${example}"` : undefined;
  const text = [description, shown && `For example ${shown}.`].filter(Boolean).join(' ');
  return text || undefined;
}

const withNote = (hint: string | undefined, note: string) => (hint ? `${hint} ${note}` : note);

/** The check a form can make itself: the field's pattern and its plain message. */
function patternOf(resolved: FieldSchema): [string, string] | undefined {
  const rule = (resolved.allOf ?? []).find((part) => part.pattern);
  return rule?.pattern ? [rule.pattern, rule.errorMessage ?? 'is not valid here'] : undefined;
}

const labelOf = (name: string, schema: FieldSchema, resolved: FieldSchema) =>
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
        : { ...field, required: false, hint: withNote(field.hint, `Needed with a ${base.label}.`) },
    );
    return { ...base, widget: 'object', collapsed: false, fields };
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
  return {
    ...base,
    widget: LONG_TEXTS.has(name) ? 'text' : 'string',
    ...(pattern && { pattern }),
  };
}

function objectFields(schema: FieldSchema, context: Context): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, field]) => editorField(name, field, required.has(name), context));
}

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
    const key = [resolved.uniqueBy ?? []].flat()[0];
    if (key) {
      // A named list: an object with one entry per default entry, named by it.
      return group(
        name,
        label,
        list.map((item, index) =>
          group(entryKey(index), String(item[key]), translationFields(items, item, context)),
        ),
      );
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
  return group(name, label, translationFields(resolved, value as Record<string, unknown>, context));
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

function translationFields(
  schema: FieldSchema,
  value: Record<string, unknown>,
  context: Context,
): EditorField[] {
  return Object.entries(schema.properties ?? {})
    .map(([name, field]) => translationField(name, field, value[name], context))
    .filter((field): field is EditorField => field !== undefined);
}

/** The names by which a translation's named lists give their entries, by field. */
export function translationKeys(
  schemas: Record<ContentFileName, FieldSchema>,
  defaults: Defaults,
): TranslationKeys {
  const keys: TranslationKeys = {};
  for (const file of CONTENT_FILES) {
    for (const [name, field] of Object.entries(schemas[file].properties ?? {})) {
      const key = [field.uniqueBy ?? []].flat()[0];
      const list = defaults[file][name];
      if (key && Array.isArray(list)) {
        keys[name] = list.map((item) => String((item as Record<string, unknown>)[key]));
      }
    }
  }
  return keys;
}

const markdownFields = (hint: string): EditorField[] => [
  {
    name: 'name',
    label: 'Page name (a new case study only)',
    widget: 'string',
    required: false,
    hint,
    pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'lower case letters and digits, joined by hyphens'],
  },
  // A plain text box: the text is saved as written (Decap's Markdown widget writes the whole
  // text again in its own way, and its raw mode's box has no name for a screen reader).
  {
    name: 'body',
    label: 'Text',
    widget: 'text',
    required: true,
    hint: 'In Markdown: ## for a heading, - for a list item, [words](https://…) for a link.',
  },
];

const caseStudies = (name: string, label: string, folder: string, hint: string) => ({
  name,
  label,
  label_singular: 'Case study',
  folder,
  extension: 'md',
  format: FORMAT.markdown,
  create: true,
  identifier_field: 'name',
  slug: '{{slug}}',
  summary: '{{filename}}',
  fields: markdownFields(hint),
});

/** A language's name in English: 'Spanish (es)'. */
export function languageName(lang: string): string {
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang);
  return name && name !== lang ? `${name} (${lang})` : lang;
}

export interface EditorSetup {
  /** Decap CMS's configuration, for CMS.init. */
  config: Record<string, unknown>;
  translationKeys: TranslationKeys;
  /** The fields of every object of the schemas, in order: how a saved file orders its keys. */
  keyOrders: string[][];
}

/** The fields of `schema`'s objects, each in its order, the file's own first. */
export function keyOrdersOf(schema: FieldSchema, defs: Definitions = schema.$defs): string[][] {
  const resolved = fieldSchema(schema, defs);
  if (resolved.items) return keyOrdersOf(resolved.items, defs);
  if (!resolved.properties) return [];
  return [
    Object.keys(resolved.properties),
    ...Object.values(resolved.properties).flatMap((field) => keyOrdersOf(field, defs)),
  ];
}

/** The editor's configuration for this content, its languages and its Git host. */
export function editorConfig({
  schemas,
  defaults,
  defaultLanguage,
  languages,
  backend,
  siteUrl,
}: {
  schemas: Record<ContentFileName, FieldSchema>;
  defaults: Defaults;
  defaultLanguage: string;
  /** The languages of content/translations/, by their folder's name. */
  languages: readonly string[];
  backend: EditorBackend;
  siteUrl: string;
}): EditorSetup {
  const contextOf = (file: ContentFileName): Context => ({
    defs: schemas[file].$defs,
    defaultLanguage: languageName(defaultLanguage),
  });
  const content = {
    name: 'content',
    label: 'Content',
    format: FORMAT.json,
    files: CONTENT_FILES.map((file) => ({
      name: file,
      label: schemas[file].title ?? file,
      file: `content/${file}.json`,
      ...(schemas[file].description && { description: schemas[file].description }),
      fields: objectFields(schemas[file], contextOf(file)),
    })),
  };
  const studyHint =
    'Its address is /projects/<name>: name it in lower case with hyphens, then give "case-studies/<name>.md" as the Text of its project\'s Case study.';
  const translations = languages.flatMap((lang) => [
    {
      name: `translation-${lang}`,
      label: languageName(lang),
      format: FORMAT.translation,
      files: CONTENT_FILES.map((file) => ({
        name: `${lang}-${file}`,
        label: schemas[file].title ?? file,
        file: `content/translations/${lang}/${file}.json`,
        fields: translationFields(schemas[file], defaults[file], contextOf(file)),
      })),
    },
    caseStudies(
      `case-studies-${lang}`,
      `Case studies: ${languageName(lang)}`,
      `content/translations/${lang}/case-studies`,
      'A translation is named as the case study it translates.',
    ),
  ]);
  return {
    config: {
      load_config_file: false,
      backend,
      // `npm run edit`: the editor on this computer saves to content/ through decap-server.
      local_backend: true,
      site_url: siteUrl,
      display_url: siteUrl,
      media_folder: 'content/images',
      public_folder: 'images',
      // The site's own pages are the preview: the build checks what is saved.
      editor: { preview: false },
      collections: [
        content,
        caseStudies('case-studies', 'Case studies', 'content/case-studies', studyHint),
        ...translations,
      ],
    },
    translationKeys: translationKeys(schemas, defaults),
    keyOrders: CONTENT_FILES.flatMap((file) => keyOrdersOf(schemas[file])),
  };
}
