// The footer's link to the owner's posts: a part of its own (src/shared/parts.ts), so that a
// site without posts loads none of it.
import { Link } from 'gatsby';
import { useLocalPath, useMessages } from '../../lib/language';
import { WRITING_PATH } from '../../shared/constants';

export function WritingLink() {
  const { writingLinks } = useMessages();
  const localPath = useLocalPath();
  if (!writingLinks) return null;
  return (
    <p>
      <Link to={localPath(WRITING_PATH)}>{writingLinks.link}</Link>
    </p>
  );
}
