// Format 4: resume.json may list sections of the owner's own (talks, volunteering, languages…).
// Content of format 3 means the same in format 4, so nothing in it changes; the number moves so
// that code of format 3, which would reject the new list as a field it does not know, says
// instead that the content is newer than the code.
import type { Migration } from './migration';

export const sections: Migration = {
  to: 4,
  summary: 'resume.json may now list sections of your own (talks, volunteering, languages…)',
  migrate: () => {},
};
