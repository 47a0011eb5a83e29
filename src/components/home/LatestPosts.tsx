// The owner's latest posts, last of home's sections, when the content has posts: a part of its
// own (src/shared/parts.ts), so that a site without posts loads none of this.
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useLocalPath, useMessages } from '../../lib/language';
import { WRITING_PATH } from '../../shared/constants';
import { space } from '../../shared/tokens';
import { Section } from '../ui/Section';
import { WithArrow } from '../ui/WithArrow';
import { PostList } from '../writing/PostList';

const All = styled.p`
  margin-top: ${space[6]};
`;

/** `posts`: the query's, which asks for them only when there are any (absent otherwise). */
export function LatestPosts({
  posts,
}: {
  posts?: { nodes: readonly Queries.PostListItemFragment[] };
}) {
  const { writing } = useMessages();
  const localPath = useLocalPath();
  if (!writing || !posts?.nodes.length) return null;
  return (
    <Section id="writing" title={writing.latest}>
      <PostList posts={posts.nodes} level={3} />
      <All>
        <Link to={localPath(WRITING_PATH)}>
          <WithArrow label={writing.allPosts} arrow="→" />
        </Link>
      </All>
    </Section>
  );
}
