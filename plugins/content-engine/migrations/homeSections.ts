// Format 5: a section of the owner's own may also show on the home page ("home": true). Content
// of format 4 means the same in format 5; the number moves so that code of format 4, which would
// reject the field as one it does not know, says instead that the content is newer than the code.
import type { Migration } from './migration';

export const homeSections: Migration = {
  to: 5,
  summary: 'a section of your own may now also show on the home page ("home": true)',
  migrate: () => {},
};
