import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { useLocalPath, useMessages } from '../../lib/language';
import { FEEDS } from '../../shared/constants';
import { color, fontSize, space } from '../../shared/tokens';

const Feeds = styled.p`
  margin-top: ${space[7]};
  color: ${color.muted};
  font-size: ${fontSize.sm};

  a {
    margin-inline-start: ${space[2]};
  }
`;

/** The language's feeds of posts, to follow them in a reader (plugins/feeds writes them). */
export function FeedLinks() {
  const { writing } = useMessages();
  const localPath = useLocalPath();
  if (!writing) return null;
  // Files, not pages: followed by the browser, not the router.
  const at = (file: string) => withPrefix(localPath(file));
  return (
    <Feeds>
      {writing.feeds}
      <a href={at(FEEDS.rss)} type="application/rss+xml">
        RSS
      </a>
      <a href={at(FEEDS.atom)} type="application/atom+xml">
        Atom
      </a>
      <a href={at(FEEDS.json)} type="application/feed+json">
        JSON Feed
      </a>
    </Feeds>
  );
}
