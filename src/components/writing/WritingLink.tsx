// The footer's links to the owner's posts and to the search that comes with them: a part of its
// own (src/shared/parts.ts), so that a site without posts loads none of it.
import { Link } from 'gatsby';
import { SearchLink } from '../search/SearchLink';
import { useLocalPath, useMessages } from '../../lib/language';
import { WRITING_PATH } from '../../shared/constants';

export function WritingLink() {
  const { writingLinks } = useMessages();
  const localPath = useLocalPath();
  if (!writingLinks) return null;
  return (
    <>
      <p>
        <Link to={localPath(WRITING_PATH)}>{writingLinks.link}</Link>
      </p>
      <p>
        <SearchLink />
      </p>
    </>
  );
}
