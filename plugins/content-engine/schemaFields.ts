// A content schema's fields as the build reads them: a field's definition behind its "$ref",
// and whether it is a text that a translation may give ("x-translate"). The GraphQL types and
// the translations read the same schemas, so they answer both questions here, the same way.

/** The part of JSON Schema that the content's schemas use, with their own keywords. */
export interface JsonSchema {
  type?: string;
  $ref?: string;
  enum?: string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  $defs?: Record<string, JsonSchema>;
  uniqueBy?: string | string[];
  'x-graphql-type'?: string;
  'x-name-field'?: string;
  'x-ids-of'?: string;
  'x-translate'?: boolean;
}

/** A file's "$defs", which its fields' "$ref"s name. */
export type Definitions = JsonSchema['$defs'];

/** The field itself, or the definition its "$ref" names; undefined when there is no such one. */
export function resolveRef(field: JsonSchema, defs: Definitions): JsonSchema | undefined {
  return field.$ref ? defs?.[field.$ref.replace('#/$defs/', '')] : field;
}

/** Whether the field is a text to translate: marked beside its "$ref" or in its definition. */
export function isTranslatedText(field: JsonSchema, defs: Definitions): boolean {
  return Boolean(field['x-translate'] || resolveRef(field, defs)?.['x-translate']);
}

/** The field that names a list's entries: their id ("uniqueBy"'s first), or none. */
export const keyOf = (list: JsonSchema): string | undefined => [list.uniqueBy ?? []].flat()[0];

/** Whether the field is, or holds at any depth, a text to translate. */
export function holdsTranslatedText(field: JsonSchema, defs: Definitions): boolean {
  if (isTranslatedText(field, defs)) return true;
  const resolved = resolveRef(field, defs) ?? {};
  if (resolved.items) return holdsTranslatedText(resolved.items, defs);
  return Object.values(resolved.properties ?? {}).some((inner) => holdsTranslatedText(inner, defs));
}
