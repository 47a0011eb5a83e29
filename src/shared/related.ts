// The posts a reader of one is offered next, chosen at build time: those sharing the most of its
// tags, newest first among equals, none of its own series (its parts are listed beside it).
import { RELATED_POSTS } from './constants';

export interface PostLinks {
  slug: string;
  tags: readonly { slug: string }[];
  seriesSlug?: string | null;
}

/** The ids of `post`'s related posts among `posts` (newest first), at most RELATED_POSTS. */
export function relatedPosts(post: PostLinks, posts: readonly PostLinks[]): string[] {
  const own = new Set(post.tags.map((tag) => tag.slug));
  return posts
    .filter(
      (other) =>
        other.slug !== post.slug && !(post.seriesSlug && other.seriesSlug === post.seriesSlug),
    )
    .map((other, order) => ({
      slug: other.slug,
      order,
      shared: other.tags.filter((tag) => own.has(tag.slug)).length,
    }))
    .filter((other) => other.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_POSTS)
    .map((other) => other.slug);
}
