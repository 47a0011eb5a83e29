// Gatsby's GraphQL types for the content, derived from the JSON Schemas in content/schemas/, so
// that the content's shape is written once. A required field is non-null; each object and
// enum type is named by the schema's "x-graphql-type". The things the owner lists (a project,
// a video, …) are nodes of their own, one per language (./entities.ts); each file's node
// (gatsby-transformer-json's, site.json is SiteJson) keeps its fields as raw JSON. Every type
// is declared with @dontInfer, so a field the schema does not describe never appears silently.
import { isTranslatedText, resolveRef, type Definitions, type JsonSchema } from './schemaFields';

/** Fields computed at build time, which the content does not hold, by type name. */
export type ComputedFields = Record<string, Record<string, string>>;

export interface TypeOptions {
  computed?: ComputedFields;
  /** The object types that are nodes of their own, and the fields each such node adds. */
  nodes?: Record<string, Record<string, string>>;
  /** A file whose root object is an entity of its own, by its type name: site is Owner. */
  roots?: Record<string, string>;
}

/** The GraphQL type of a content file's node: site.json is SiteJson. */
export const typeNameOf = (file: string) => `${file.charAt(0).toUpperCase()}${file.slice(1)}Json`;

/** The GraphQL type definitions (SDL) of content files, given each file's schema by name. */
export function graphqlTypeDefs(
  schemas: Record<string, JsonSchema>,
  { computed = {}, nodes = {}, roots = {} }: TypeOptions = {},
): string {
  // By type name: a type that several fields share ($defs) is defined once.
  const definitions = new Map<string, string>();
  const isNodeList = (type: string) => /^\[(\w+)!\]$/.test(type) && type.slice(1, -2) in nodes;

  const objectType = (name: string, schema: JsonSchema, defs: Definitions) => {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {})
      // A node's id is Gatsby's: an entity's own id lives on as its slug, and the ids it had
      // before are the build's to resolve (./entities.ts).
      .filter(
        ([field]) => field !== '$schema' && !(name in nodes && ['id', 'formerIds'].includes(field)),
      )
      .flatMap(([field, property]) => {
        const type = fieldType(property, defs, `${name}.${field}`);
        // A list of entities: they are nodes of their own, asked for by their language.
        if (isNodeList(type)) return [];
        // A file is looked up by its path in content/; the check has made sure it is there.
        if (type === 'File') return [`  ${field}: File @link(by: "relativePath")`];
        return [`  ${field}: ${type}${required.has(field) ? '!' : ''}`];
      });
    // A translation names the texts it leaves to the default language (translations.ts).
    if (
      Object.values(schema.properties ?? {}).some((property) => isTranslatedText(property, defs))
    ) {
      fields.push('  untranslated: [String!]');
    }
    const added = { ...nodes[name], ...computed[name] };
    fields.push(...Object.entries(added).map(([field, type]) => `  ${field}: ${type}`));
    const head = name in nodes ? `type ${name} implements Node @dontInfer` : `type ${name}`;
    definitions.set(name, `${head} {\n${fields.join('\n')}\n}`);
  };

  const fieldType = (schema: JsonSchema, defs: Definitions, where: string): string => {
    const resolved = resolveRef(schema, defs);
    if (!resolved) throw new Error(`${where}: ${schema.$ref} is not in $defs`);
    const name = schema['x-graphql-type'] ?? resolved['x-graphql-type'];
    if (resolved.enum) {
      if (!name) throw new Error(`${where}: an enum needs "x-graphql-type"`);
      definitions.set(
        name,
        `enum ${name} {\n${resolved.enum.map((value) => `  ${value}`).join('\n')}\n}`,
      );
      return name;
    }
    switch (resolved.type) {
      case 'string':
        return name === 'File' ? 'File' : 'String';
      case 'integer':
        return 'Int';
      case 'boolean':
        return 'Boolean';
      case 'array':
        return `[${fieldType(resolved.items ?? {}, defs, `${where}[]`)}!]`;
      case 'object':
        if (!name) throw new Error(`${where}: an object needs "x-graphql-type"`);
        objectType(name, resolved, defs);
        return name;
      default:
        throw new Error(`${where}: no GraphQL type for JSON type ${String(resolved.type)}`);
    }
  };

  for (const [file, schema] of Object.entries(schemas)) {
    const root = roots[file];
    if (root) objectType(root, schema, schema.$defs);
    else {
      // Not an entity itself: its lists' items are.
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        if (field !== '$schema') fieldType(property, schema.$defs, `${typeNameOf(file)}.${field}`);
      }
    }
    // The file's own node, as gatsby-transformer-json makes it: the parent of its entities.
    const raw = Object.keys(schema.properties ?? {}).filter((field) => field !== '$schema');
    definitions.set(
      typeNameOf(file),
      `type ${typeNameOf(file)} implements Node @dontInfer {\n${raw.map((field) => `  ${field}: JSON`).join('\n')}\n}`,
    );
  }
  return [...definitions.values()].join('\n\n');
}
