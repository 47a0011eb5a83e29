import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useLocalPath, useMessages } from '../../lib/language';
import { formatParts } from '../../shared/i18n';
import { postPath } from '../../shared/constants';
import { color, fontSize, fontWeight, mq, radius, space } from '../../shared/tokens';
import { PostList, usePostText } from './PostList';

const Box = styled.nav`
  max-width: 46rem;
  margin-top: ${space[7]};
  padding: ${space[4]};

  ${mq.md} {
    padding: ${space[4]} ${space[5]};
  }

  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};

  h2 {
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }

  ol {
    margin-top: ${space[2]};
    padding-inline-start: ${space[5]};
  }

  li + li {
    margin-top: ${space[1]};
  }
`;

const Steps = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]} ${space[4]};
  margin-top: ${space[3]};
`;

const Related = styled.section`
  margin-top: ${space[8]};

  & > h2 {
    margin-bottom: ${space[4]};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
`;

type Part = Pick<Queries.PostListItemFragment, 'slug' | 'title' | 'untranslated'> & {
  seriesOrder: number | null;
};

/** A series' parts in order, the one read marked, with links to the parts before and after. */
export function SeriesParts({
  series,
  slug,
  parts,
  untranslated = false,
}: {
  series: string;
  slug: string;
  parts: readonly Part[];
  /** The series' name is the default language's. */
  untranslated?: boolean;
}) {
  const { writing } = useMessages();
  const localPath = useLocalPath();
  const textOf = usePostText();
  if (!writing) return null;
  // A part's title as a run of its own within the page's words.
  const titleOf = (part: Part) => (
    <bdi key="title" {...textOf(part.untranslated)}>
      {part.title}
    </bdi>
  );
  const at = parts.findIndex((part) => part.slug === slug);
  const previous = parts[at - 1];
  const next = parts[at + 1];
  return (
    <Box aria-labelledby="series-heading">
      <h2 id="series-heading">
        {formatParts(writing.seriesParts, {
          series: (
            <bdi key="series" {...textOf(untranslated)}>
              {series}
            </bdi>
          ),
        })}
      </h2>
      <ol>
        {parts.map((part) => (
          <li key={part.slug}>
            {part.slug === slug ? (
              <strong aria-current="page" {...textOf(part.untranslated)}>
                {part.title}
              </strong>
            ) : (
              <Link to={localPath(postPath(part.slug))} {...textOf(part.untranslated)}>
                {part.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {(previous || next) && (
        <Steps>
          {previous ? (
            <Link to={localPath(postPath(previous.slug))} rel="prev">
              {formatParts(writing.previous, { title: titleOf(previous) })}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={localPath(postPath(next.slug))} rel="next">
              {formatParts(writing.next, { title: titleOf(next) })}
            </Link>
          )}
        </Steps>
      )}
    </Box>
  );
}

/** The posts chosen at build time as related to this one, in the order chosen. */
export function RelatedPosts({ posts }: { posts: readonly Queries.PostListItemFragment[] }) {
  const { writing } = useMessages();
  if (!writing || posts.length === 0) return null;
  return (
    <Related aria-labelledby="related-heading">
      <h2 id="related-heading">{writing.related}</h2>
      <PostList posts={posts} level={3} />
    </Related>
  );
}
