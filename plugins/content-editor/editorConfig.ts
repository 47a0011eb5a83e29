// The content editor's configuration (Decap CMS), written from content/schemas/: the content
// files and case studies as collections of forms (./formFields.ts draws each field), and each
// language in content/translations/ as collections of its own (./translationForm.ts).
import { CONTENT_FILES, type ContentFileName } from '../content-engine/files';
import { keyOf, type Definitions } from '../content-engine/schemaFields';
import {
  fieldSchema,
  objectFields,
  type Context,
  type EditorField,
  type FieldSchema,
} from './formFields';
import { MARKDOWN_HINT, postCollections, type PostName } from './postForms';
import { translationFields } from './translationForm';

/** Where the editor saves: the Git host, as Decap CMS names it, with the site's repository. */
export interface EditorBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  api_root?: string;
  auth_endpoint?: string;
}

/**
 * The lists of entries of the default content, by field: how a translation names their entries
 * (their ids, in order), and the present id of each id they had before.
 */
export type TranslationKeys = Record<string, { ids: string[]; former: Record<string, string> }>;

/** The lists of entries with ids, by field, with the field each entry's id is made from. */
export type EntryLists = Record<string, string>;

/** The custom file formats the editor registers (./browser/editor.ts). */
export const FORMAT = {
  json: 'tidy-json',
  translation: 'translation-json',
  markdown: 'markdown-text',
  post: 'post-markdown',
} as const;

type Defaults = Record<ContentFileName, Record<string, unknown>>;

/** The ids by which a translation gives the entries of each list of the default content. */
export function translationKeys(
  schemas: Record<ContentFileName, FieldSchema>,
  defaults: Defaults,
): TranslationKeys {
  const keys: TranslationKeys = {};
  for (const file of CONTENT_FILES) {
    for (const [name, field] of Object.entries(schemas[file].properties ?? {})) {
      const key = keyOf(field);
      const list = defaults[file][name] as Record<string, unknown>[] | undefined;
      if (!key || !Array.isArray(list)) continue;
      const ids = list.map((item) => String(item[key]));
      const former = Object.fromEntries(
        list.flatMap((item, index) =>
          ((item.formerIds as string[] | undefined) ?? []).map((old) => [old, ids[index]]),
        ),
      );
      keys[name] = { ids, former };
    }
  }
  return keys;
}

/** The lists whose entries have ids, and the field a new entry's id is made from. */
export function entryLists(schemas: Record<ContentFileName, FieldSchema>): EntryLists {
  return Object.fromEntries(
    CONTENT_FILES.flatMap((file) =>
      Object.entries(schemas[file].properties ?? {}).flatMap(([name, field]) => {
        const nameField = fieldSchema(field.items ?? {}, schemas[file].$defs)['x-name-field'];
        return keyOf(field) && nameField ? [[name, nameField]] : [];
      }),
    ),
  );
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
    hint: MARKDOWN_HINT,
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
  entryLists: EntryLists;
  /** The fields of every object of the schemas, in order: how a saved file orders its keys. */
  keyOrders: string[][];
  /** The languages of content/translations/: a deleted entry's texts are deleted in each. */
  languages: string[];
  /** The post schema's objects' fields, in order: how a saved post orders its front matter. */
  postKeyOrders: string[][];
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
  posts,
}: {
  schemas: Record<ContentFileName, FieldSchema>;
  defaults: Defaults;
  defaultLanguage: string;
  /** The languages of content/translations/, by their folder's name. */
  languages: readonly string[];
  backend: EditorBackend;
  siteUrl: string;
  /** The post schema, and the posts of the default language; none without the schema. */
  posts?: { schema: FieldSchema; names: readonly PostName[] };
}): EditorSetup {
  const contextOf = (file: ContentFileName): Context => ({
    defs: schemas[file].$defs,
    defaultLanguage: languageName(defaultLanguage),
    defaults,
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
    'Name it as its project\'s id (its page is at /projects/<id>), then give "case-studies/<name>.md" as the Text of the project\'s Case study.';
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
        ...(posts
          ? postCollections({
              schema: posts.schema,
              posts: posts.names,
              languages,
              context: {
                defs: posts.schema.$defs,
                defaultLanguage: languageName(defaultLanguage),
                defaults,
              },
              format: FORMAT.post,
              languageName,
            })
          : []),
      ],
    },
    translationKeys: translationKeys(schemas, defaults),
    entryLists: entryLists(schemas),
    keyOrders: CONTENT_FILES.flatMap((file) => keyOrdersOf(schemas[file])),
    languages: [...languages],
    postKeyOrders: posts ? keyOrdersOf(posts.schema) : [],
  };
}
