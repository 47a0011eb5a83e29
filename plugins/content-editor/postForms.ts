// The posts' forms in the editor: a post's front matter field by field from
// content/schemas/post.schema.json (./formFields.ts draws each), and, for each language, its
// translations with the texts to translate alone; each with the Markdown as a text box. A new
// post is named by its id; a new translation by the post it translates, chosen from the posts.
import { TAKEN_IDS } from '../content-engine/posts';
import { holdsTranslatedText, isTranslatedText } from '../content-engine/schemaFields';
import {
  editorField,
  fieldSchema,
  labelOf,
  objectFields,
  type Context,
  type EditorField,
  type FieldSchema,
} from './formFields';

/** A post of the default language: its id (its file's name) and its title. */
export interface PostName {
  id: string;
  title: string;
  /** The languages that have its translation already. */
  translatedIn?: readonly string[];
}

const ID_PATTERN: [string, string] = [
  `^(?!(?:${TAKEN_IDS.join('|')})$)[a-z0-9]+(-[a-z0-9]+)*$`,
  `lower case letters and digits, joined by hyphens; not ${TAKEN_IDS.join(', ')}`,
];

// A plain text box, as a case study's (../editorConfig.ts says why).
const bodyField = (hint: string): EditorField => ({
  name: 'body',
  label: 'Text',
  widget: 'text',
  required: true,
  hint,
});

export const MARKDOWN_HINT =
  'In Markdown: ## for a heading, - for a list item, [words](https://…) for a link, ``` around code, $…$ around maths.';

/** The texts to translate of a post's fields: each optional, the default's shown otherwise. */
function translatedFields(schema: FieldSchema, context: Context): EditorField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]): EditorField[] => {
    if (!holdsTranslatedText(field, context.defs)) return [];
    if (isTranslatedText(field, context.defs)) {
      const form = editorField(name, field, false, context);
      const note = `Left out, the ${context.defaultLanguage} text is shown.`;
      return [{ ...form, hint: form.hint ? `${form.hint} ${note}` : note }];
    }
    const resolved = fieldSchema(field, context.defs);
    return [
      {
        name,
        label: labelOf(name, field, resolved),
        widget: 'object',
        required: false,
        collapsed: false,
        hint: `Only when the post in ${context.defaultLanguage} has one.`,
        fields: translatedFields(resolved, context),
      },
    ];
  });
}

/** The posts' collection, and one of translations for each language. */
export function postCollections({
  schema,
  posts,
  languages,
  context,
  format,
  languageName,
}: {
  schema: FieldSchema;
  posts: readonly PostName[];
  languages: readonly string[];
  context: Context;
  format: string;
  languageName: (lang: string) => string;
}): Record<string, unknown>[] {
  const common = {
    extension: 'md',
    format,
    create: true,
    identifier_field: 'name',
    slug: '{{slug}}',
    sortable_fields: ['date', 'title'],
  };
  const own = {
    ...common,
    name: 'posts',
    label: 'Posts',
    label_singular: 'Post',
    folder: 'content/posts',
    summary: '{{title}} ({{filename}})',
    fields: [
      {
        name: 'name',
        label: 'Id (a new post only)',
        widget: 'string',
        required: false,
        hint: 'The file’s name and the post’s address, /writing/<id>: "my-first-post", one no other post has. Give it once, when you write the post; it is not changed after.',
        pattern: ID_PATTERN,
      },
      ...objectFields(schema, context),
      bodyField(MARKDOWN_HINT),
    ],
  };
  // A translation is of a post: none is offered before there is one.
  const translations = (posts.length > 0 ? languages : []).map((lang) => {
    // Only a post the language has no translation of yet: another would be saved as "<id>-1".
    const open = posts.filter((post) => !post.translatedIn?.includes(lang));
    return {
      ...common,
      create: open.length > 0,
      name: `posts-${lang}`,
      label: `Posts: ${languageName(lang)}`,
      label_singular: 'Translation',
      folder: `content/translations/${lang}/posts`,
      summary: '{{filename}}: {{title}}',
      sortable_fields: ['title'],
      fields: [
        {
          name: 'name',
          label: 'Post it translates (a new translation only)',
          widget: 'select',
          required: false,
          hint: `A translation is named as the post it translates, chosen from the posts in ${context.defaultLanguage}.`,
          options: (open.length > 0 ? open : posts).map(({ id, title }) => ({
            label: `${title} (${id})`,
            value: id,
          })),
        },
        ...translatedFields(schema, context),
        bodyField(`The post’s text in this language. ${MARKDOWN_HINT}`),
      ],
    };
  });
  return [own, ...translations];
}
