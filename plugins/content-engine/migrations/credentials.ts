// Format 3: resume.json may list certifications, awards, publications (or name a BibTeX file of
// them) and recommendations. Content of format 2 means the same in format 3, so nothing in it
// changes; the number moves so that code of format 2, which would reject the new lists as
// fields it does not know, says instead that the content is newer than the code.
import type { Migration } from './migration';

export const credentials: Migration = {
  to: 3,
  summary: 'resume.json may now list certifications, awards, publications and recommendations',
  migrate: () => {},
};
