// The owner's posts as Gatsby's nodes: one per post and language, with the fields the pages,
// the feeds and the sitemap read, and its type, declared here since a post is no JSON file.
import type { GatsbyNode } from 'gatsby';
import { formatDate } from '../../src/shared/dates';
import { publishedPosts } from '../content-engine/posts';
import type { Translation } from '../content-engine/translations';

/** A language's posts that its pages show: drafts and later posts only where the owner previews
  (develop), marked there. */
export const shownPosts = (language: Partial<Translation>, preview: boolean) =>
  publishedPosts(language.posts ?? [], preview);
type NodeArgs = Pick<
  Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0],
  'actions' | 'createNodeId' | 'createContentDigest'
>;

/**
 * The posts in every language as nodes of their own (POST_TYPE_DEFS), those of `slug` alone when
 * given. Made at sourcing, so that Gatsby drops what a build no longer makes (a deleted post, a
 * language whose folder is gone) even from its cache; in develop again when a post is saved.
 */
export function createPosts(
  { actions, createNodeId, createContentDigest }: NodeArgs,
  languages: readonly Partial<Translation>[],
  preview: boolean,
  slug?: string,
) {
  for (const language of languages) {
    for (const post of shownPosts(language, preview)) {
      if (slug !== undefined && post.slug !== slug) continue;
      const fields = {
        ...post,
        dateShown: formatDate(post.date, post.lang),
        updatedShown: post.updated ? formatDate(post.updated, post.lang) : null,
      };
      actions.createNode({
        ...fields,
        id: createNodeId(`Post ${post.lang} ${post.slug}`),
        children: [],
        internal: { type: 'Post', contentDigest: createContentDigest(fields) },
      });
    }
  }
}

// A post's fields as ./posts.ts gives them, its dates in its language's words (written at build
// time, so that the browser shows what was built) and its text's Markdown file.
export const POST_TYPE_DEFS = `
type PostTag {
  name: String!
  slug: String!
}
type PostCover {
  src: File @link(by: "relativePath")
  alt: String!
}
type Post implements Node @dontInfer {
  slug: String!
  lang: String!
  title: String!
  date: String!
  dateShown: String!
  updated: String
  updatedShown: String
  summary: String!
  tags: [PostTag!]!
  series: String
  seriesSlug: String
  seriesOrder: Int
  cover: PostCover
  canonical: String
  draft: Boolean!
  scheduled: Boolean!
  untranslated: Boolean!
  words: Int!
  readingMinutes: Int!
  file: File! @link(by: "relativePath")
}`;
