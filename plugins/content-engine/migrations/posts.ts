// Format 6: the owner's posts, Markdown files in posts/ and in each translation's posts/. Content
// of format 5 means the same in format 6; the number moves so that code of format 5, which would
// ignore posts/ and refuse a translation's posts/ as a file it does not read, says instead that
// the content is newer than the code.
import type { Migration } from './migration';

export const posts: Migration = {
  to: 6,
  summary: 'posts may now be written, one Markdown file each in posts/',
  migrate: () => {},
};
