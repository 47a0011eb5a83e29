// Publications: the resume's section after Awards (those of the bibliography file the resume
// names among them), in the CV and JSON Resume.
import { format } from '../i18n';
import { declareKind } from './kind';

export const publications = declareKind({
  list: 'publications',
  type: 'Publication',
  part: 'credentials',
  component: 'resume/Publications',
  onResume: true,
  dates: ['date'],
  past: { field: 'date', what: 'published' },
  cv: {
    title: (words) => words.credentials.publications,
    entry: (entry, { credentials: words }, date) => ({
      name: entry.title,
      ...(entry.link && { link: entry.link }),
      facts: [entry.publisher, date(entry.date)],
      line: {
        of: 'summary',
        parts: [
          { text: format(words.by, { authors: entry.authors.join(words.authorsJoin) }), set: 'by' },
          ...(entry.summary ? [entry.summary] : []),
        ],
      },
    }),
  },
  jsonResume: {
    section: 'publications',
    entry: (entry) => ({
      name: entry.title,
      publisher: entry.publisher,
      releaseDate: entry.date,
      ...(entry.link ? { url: entry.link } : {}),
      ...(entry.summary ? { summary: entry.summary } : {}),
    }),
  },
});
