import styled from '@emotion/styled';
import { graphql, Link } from 'gatsby';
import { format, useLocalPath, useMessages, usePageLanguage } from '../../lib/language';
import { directionOf, type Direction } from '../../shared/i18n';
import { postPath, tagPath } from '../../shared/constants';
import { color, fontSize, fontWeight, space } from '../../shared/tokens';

// Each post a list item under its heading, kept on one sheet of paper.
const List = styled.ol`
  display: grid;
  gap: ${space[6]};
  padding: 0;
  list-style: none;

  & > li {
    break-inside: avoid;
  }
`;

const Title = styled.h2`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: 1.3;
  text-wrap: balance;

  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
`;

const Facts = styled.p`
  margin-top: ${space[1]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Summary = styled.p`
  margin-top: ${space[2]};
  max-width: 46rem;
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[2]};
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};

  a {
    display: inline-block;
    padding: 0.1rem ${space[2]};
    border: 1px solid ${color.border};
    border-radius: 999px;
    color: ${color.text};
    text-decoration: none;
  }

  a:hover {
    border-color: ${color.accent};
  }
`;

/**
 * The language and direction of a post's texts where they are the default language's (no
 * translation): English in an Arabic page reads left to right, its full stop at its end.
 */
export function usePostText(): (untranslated: boolean) => { lang?: string; dir?: Direction } {
  const { languages } = usePageLanguage();
  const lang = languages[0].lang;
  return (untranslated) => (untranslated ? { lang, dir: directionOf(lang) } : {});
}

/** Between a post's facts: never at the start of a line (a no-break space before it). */
export const SEPARATOR = '\u00a0· ';

/** A post's day, the facts beside it (its reading time, a draft's mark), in the page's words. */
export function PostFacts({ post }: { post: Queries.PostListItemFragment }) {
  const { writing } = useMessages();
  if (!writing) return null;
  const marks = [
    post.draft && writing.draft,
    post.scheduled && format(writing.scheduled, { date: post.dateShown }),
  ].filter(Boolean);
  return (
    <>
      <time dateTime={post.date}>{post.dateShown}</time>
      {SEPARATOR}
      {format(writing.readingTime, { minutes: String(post.readingMinutes) })}
      {marks.map((mark) => (
        <strong key={String(mark)}>
          {SEPARATOR}
          {mark}
        </strong>
      ))}
    </>
  );
}

/** A post's tags, each a link to its tag's page. */
export function PostTags({
  tags,
  label,
}: {
  tags: readonly { name: string; slug: string }[];
  label: string;
}) {
  const localPath = useLocalPath();
  if (tags.length === 0) return null;
  return (
    <Tags aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={localPath(tagPath(tag.slug))}>{tag.name}</Link>
        </li>
      ))}
    </Tags>
  );
}

export interface PostListProps {
  posts: readonly Queries.PostListItemFragment[];
  /** The level of each post's title: 2 under a page's heading, 3 under a section's. */
  level?: 2 | 3;
}

/** Posts, newest first: each its title linked, its day and reading time, summary and tags. */
export function PostList({ posts, level = 2 }: PostListProps) {
  const localPath = useLocalPath();
  const { writing } = useMessages();
  const textOf = usePostText();
  const textLang = (post: Queries.PostListItemFragment) => textOf(post.untranslated);
  return (
    <List>
      {posts.map((post) => (
        <li key={post.slug}>
          <Title as={`h${level}`} {...textLang(post)}>
            <Link to={localPath(postPath(post.slug))}>{post.title}</Link>
          </Title>
          <Facts>
            <PostFacts post={post} />
          </Facts>
          <Summary {...textLang(post)}>{post.summary}</Summary>
          <PostTags tags={post.tags} label={writing?.tags ?? ''} />
        </li>
      ))}
    </List>
  );
}

export const query = graphql`
  fragment PostListItem on Post {
    slug
    title
    date
    dateShown
    summary
    readingMinutes
    draft
    scheduled
    untranslated
    tags {
      name
      slug
    }
  }
`;
