/** @jest-environment node */
// The JSON Schemas (what the owner may write) and the GraphQL types in gatsby-node.ts (what the
// pages may query) must describe the same content: same fields, required exactly where the
// GraphQL type is non-null, same lists, objects and status values.
import fs from 'fs';
import path from 'path';
import { PROJECT_ROOT } from '../../support/contentFixture';
import { CONTENT_FILES } from '../../../plugins/content-check/validateContent';

interface GraphQLField {
  named: string;
  list: boolean;
  itemNonNull: boolean;
  nonNull: boolean;
}

/** Fields that resolvers compute at build time; they are not written in content/. */
const COMPUTED_FIELDS = ['SocialLink.iconPath', 'TechItem.iconPath', 'Video.posterSrc'];

function graphqlTypes() {
  const source = fs.readFileSync(path.join(PROJECT_ROOT, 'gatsby-node.ts'), 'utf8');
  const typeDefs = /const typeDefs = `([\s\S]*?)`;/.exec(source)?.[1];
  if (!typeDefs) throw new Error('typeDefs not found in gatsby-node.ts');
  const types = new Map<string, Map<string, GraphQLField>>();
  const enums = new Map<string, string[]>();
  for (const [, kind, name, body] of typeDefs.matchAll(/(type|enum)\s+(\w+)[^{]*\{([^}]*)\}/g)) {
    if (kind === 'enum') {
      enums.set(name, body.split(/\s+/).filter(Boolean));
      continue;
    }
    const fields = new Map<string, GraphQLField>();
    for (const [, field, open, named, inner, close, outer] of body.matchAll(
      /(\w+)\s*:\s*(\[?)(\w+)(!?)(\]?)(!?)/g,
    )) {
      const list = open === '[' && close === ']';
      fields.set(field, {
        named,
        list,
        itemNonNull: list && inner === '!',
        nonNull: list ? outer === '!' : inner === '!',
      });
    }
    types.set(name, fields);
  }
  return { types, enums };
}

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { types, enums } = graphqlTypes();

function compare(root: Schema, schema: Schema, typeName: string, where: string): string[] {
  const resolve = (s: Schema): Schema =>
    s.$ref ? { ...resolve(root.$defs[s.$ref.replace('#/$defs/', '')]), ...s, $ref: undefined } : s;
  const type = types.get(typeName);
  if (!type) return [`${where}: no GraphQL type ${typeName}`];
  const problems: string[] = [];
  const properties = Object.keys(schema.properties).filter((name) => name !== '$schema');
  for (const name of properties) {
    const at = `${where}.${name}`;
    const field = type.get(name);
    if (!field) {
      problems.push(`${at}: in the schema, missing from GraphQL type ${typeName}`);
      continue;
    }
    if (field.nonNull !== (schema.required ?? []).includes(name)) {
      problems.push(`${at}: required in one, optional in the other`);
    }
    const property = resolve(schema.properties[name]);
    if (property.type === 'array') {
      if (!field.list || !field.itemNonNull) problems.push(`${at}: a list in the schema only`);
      const items = resolve(property.items);
      if (items.type === 'object') problems.push(...compare(root, items, field.named, `${at}[]`));
      else if (field.named !== 'String') problems.push(`${at}: items are strings in the schema`);
    } else if (property.type === 'object') {
      problems.push(...compare(root, property, field.named, at));
    } else if (property.enum) {
      if (JSON.stringify(enums.get(field.named)) !== JSON.stringify(property.enum)) {
        problems.push(`${at}: enum values differ`);
      }
    } else if (property.type !== 'string' || field.named !== 'String' || field.list) {
      problems.push(`${at}: a string in the schema, ${field.named} in GraphQL`);
    }
  }
  for (const name of type.keys()) {
    if (!properties.includes(name) && !COMPUTED_FIELDS.includes(`${typeName}.${name}`)) {
      problems.push(`${where}.${name}: in GraphQL type ${typeName}, missing from the schema`);
    }
  }
  return problems;
}

test.each(CONTENT_FILES)('content/schemas/%s.schema.json matches its GraphQL type', (name) => {
  const schema = JSON.parse(
    fs.readFileSync(path.join(PROJECT_ROOT, 'content', 'schemas', `${name}.schema.json`), 'utf8'),
  ) as Schema;
  const typeName = `${name.charAt(0).toUpperCase()}${name.slice(1)}Json`;
  expect(compare(schema, schema, typeName, name)).toEqual([]);
});
