// `npm run types:content`: the content's TypeScript types, written from the JSON Schemas in
// content/schemas/ into src/shared/contentTypes.ts, so that the build's own code is
// typed by what the content check enforces, before any build. A unit test fails when the file
// and the schemas disagree. Run through sucrase's require hook (see package.json).
import fs from 'fs';
import path from 'path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const ROOT = path.join(__dirname, '..');
export const SCHEMAS_DIR = path.join(ROOT, 'content', 'schemas');
export const TYPES_FILE = path.join(ROOT, 'src', 'shared', 'contentTypes.ts');

/** The content files whose schemas are typed, and each file's type name. */
const FILES = {
  site: 'SiteFile',
  tech: 'TechFile',
  projects: 'ProjectsFile',
  resume: 'ResumeFile',
  videos: 'VideosFile',
};

type Schema = Record<string, unknown>;

/**
 * A schema as the types need it: objects named by their GraphQL type (the names the pages'
 * queries use), no other titles (each would become an alias of string), a shared string
 * definition written in place, and the `enum` a field keeps inside `allOf` (beside its error
 * message) lifted to the field.
 */
function forTypes(schema: Schema, defs: Record<string, Schema>, name?: string): Schema {
  const ref =
    typeof schema.$ref === 'string' ? defs[schema.$ref.replace('#/$defs/', '')] : undefined;
  // An object's definition keeps its own name: the reference alone, or a twin type would appear.
  if (ref?.type === 'object') return { $ref: schema.$ref };
  const own: Schema = ref ? { ...ref, ...schema, $ref: undefined } : schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(own)) {
    if (value === undefined || ['title', 'examples', 'allOf', '$defs'].includes(key)) continue;
    if (key === 'properties') {
      const properties = Object.entries(value as Record<string, Schema>);
      out.properties = Object.fromEntries(
        properties.map(([field, sub]) => [field, forTypes(sub, defs)]),
      );
    } else out[key] = key === 'items' ? forTypes(value as Schema, defs) : value;
  }
  const graphqlType = own['x-graphql-type'];
  if (name) out.title = name;
  else if (typeof graphqlType === 'string' && graphqlType !== 'File') out.title = graphqlType;
  for (const part of (own.allOf as Schema[] | undefined) ?? []) {
    if (part.enum) out.enum = part.enum;
  }
  return out;
}

/** The source of contentTypes.ts. */
export async function contentTypesSource(schemasDir = SCHEMAS_DIR): Promise<string> {
  const parts = await Promise.all(
    Object.entries(FILES).map(([file, typeName]) => {
      const text = fs.readFileSync(path.join(schemasDir, `${file}.schema.json`), 'utf8');
      const parsed = JSON.parse(text) as Schema;
      const defs = (parsed.$defs ?? {}) as Record<string, Schema>;
      // Only the objects stay definitions of their own; strings are written in place.
      const objects = Object.entries(defs).filter(([, def]) => def.type === 'object');
      const $defs = Object.fromEntries(objects.map(([key, def]) => [key, forTypes(def, defs)]));
      const schema = { ...forTypes(parsed, defs, typeName), $defs };
      return compile(schema as JSONSchema, typeName, {
        bannerComment: '',
        format: false,
        additionalProperties: false,
        ignoreMinAndMaxItems: true,
        unknownAny: true,
      });
    }),
  );
  return [
    '// The content files as their JSON Schemas (content/schemas/) describe them.',
    '// Written by `npm run types:content` (scripts/content-types.ts): do not edit by hand.',
    '',
    ...parts.map((part) => part.trim()),
    '',
  ].join('\n');
}

if (require.main === module) {
  (async () => {
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(TYPES_FILE);
    const source = await contentTypesSource();
    fs.writeFileSync(
      TYPES_FILE,
      await prettier.format(source, { ...options, parser: 'typescript' }),
    );
    console.log(`Wrote ${path.relative(ROOT, TYPES_FILE)}`);
  })();
}
