/** @jest-environment node */
// The GraphQL types come from the JSON Schemas: required fields are non-null, optional ones
// nullable, lists of non-null items, objects and enums named by "x-graphql-type", each file a
// node type that infers nothing.
import { graphqlTypeDefs } from '../../../plugins/content-engine/graphqlTypes';
import type { JsonSchema } from '../../../plugins/content-engine/schemaFields';

const gallery: JsonSchema = {
  type: 'object',
  required: ['pictures'],
  properties: {
    $schema: { type: 'string' },
    pictures: {
      type: 'array',
      items: {
        type: 'object',
        'x-graphql-type': 'Picture',
        required: ['title', 'kind'],
        properties: {
          title: { $ref: '#/$defs/text' },
          caption: { $ref: '#/$defs/text' },
          kind: { 'x-graphql-type': 'PictureKind', enum: ['photo', 'drawing'] },
          tags: { type: 'array', items: { $ref: '#/$defs/text' } },
        },
      },
    },
  },
  $defs: { text: { type: 'string' } },
};

test('writes each type the schema describes, with the computed fields added', () => {
  const types = graphqlTypeDefs({ gallery }, { computed: { Picture: { thumbnail: 'String' } } });
  expect(types.split('\n\n')).toEqual([
    'enum PictureKind {\n  photo\n  drawing\n}',
    'type Picture {\n  title: String!\n  caption: String\n  kind: PictureKind!\n  tags: [String!]\n  thumbnail: String\n}',
    'type GalleryJson implements Node @dontInfer {\n  pictures: JSON\n}',
  ]);
});

test('makes the listed entities nodes with their own fields, and a root entity of a file', () => {
  const types = graphqlTypeDefs(
    { gallery: { ...gallery, properties: { ...gallery.properties, curator: { type: 'string' } } } },
    {
      nodes: { Picture: { lang: 'String!' }, Gallery: { lang: 'String!' } },
      roots: { gallery: 'Gallery' },
    },
  ).split('\n\n');
  expect(types).toContain(
    'type Picture implements Node @dontInfer {\n  title: String!\n  caption: String\n  kind: PictureKind!\n  tags: [String!]\n  lang: String!\n}',
  );
  // The root entity leaves its list out: the pictures are nodes of their own.
  expect(types).toContain(
    'type Gallery implements Node @dontInfer {\n  curator: String\n  lang: String!\n}',
  );
  expect(types).toContain(
    'type GalleryJson implements Node @dontInfer {\n  pictures: JSON\n  curator: JSON\n}',
  );
});

test('an object or enum without a type name is refused, naming where it is', () => {
  const unnamed: JsonSchema = {
    type: 'object',
    properties: { owner: { type: 'object', properties: { name: { type: 'string' } } } },
  };
  expect(() => graphqlTypeDefs({ gallery: unnamed })).toThrow(
    'GalleryJson.owner: an object needs "x-graphql-type"',
  );
});

test("leaves an entity's own id to Gatsby's node id", () => {
  const videos: JsonSchema = {
    type: 'object',
    properties: {
      videos: {
        type: 'array',
        items: {
          type: 'object',
          'x-graphql-type': 'Clip',
          required: ['id', 'title'],
          properties: { id: { type: 'string' }, title: { type: 'string' } },
        },
      },
    },
  };
  expect(graphqlTypeDefs({ videos }, { nodes: { Clip: { slug: 'String!' } } })).toContain(
    'type Clip implements Node @dontInfer {\n  title: String!\n  slug: String!\n}',
  );
});
