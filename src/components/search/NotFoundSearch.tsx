// The 404 page's way on when the site has a search: a part (src/shared/parts.ts), so that a site
// without posts, and so without a search, has the 404 page it had.
import styled from '@emotion/styled';
import { useMessages } from '../../lib/language';
import { space } from '../../shared/tokens';
import { SearchLink } from './SearchLink';

const Way = styled.p`
  margin-top: ${space[4]};
`;

export function NotFoundSearch() {
  const { writingLinks } = useMessages();
  if (!writingLinks) return null;
  return (
    <Way>
      <SearchLink>{writingLinks.searchSite}</SearchLink>
    </Way>
  );
}
