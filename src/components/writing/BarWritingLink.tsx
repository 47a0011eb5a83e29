// Writing in the top bar, after Videos, when site.json asks for it and there are posts, and the
// search that comes with them: a part of its own (src/shared/parts.ts), so that the spec's bar is
// what every other site ships.
import { Link } from 'gatsby';
import { SearchLink } from '../search/SearchLink';
import { useLocalPath, useMessages } from '../../lib/language';
import { WRITING_PATH } from '../../shared/constants';

export function BarWritingLink() {
  const { writingBar } = useMessages();
  const localPath = useLocalPath();
  if (!writingBar) return null;
  return (
    <>
      <li>
        <Link to={localPath(WRITING_PATH)}>{writingBar.link}</Link>
      </li>
      <li>
        <SearchLink>{writingBar.search}</SearchLink>
      </li>
    </>
  );
}
