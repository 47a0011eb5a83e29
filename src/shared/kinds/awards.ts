// Awards: the resume's section after Certifications, in the CV, JSON Resume and the Person's
// awards.
import { declareKind } from './kind';

export const awards = declareKind({
  list: 'awards',
  type: 'Award',
  part: 'credentials',
  component: 'resume/Awards',
  onResume: true,
  dates: ['date'],
  past: { field: 'date', what: 'awarded' },
  cv: {
    title: (words) => words.credentials.awards,
    entry: (entry, _words, date) => ({
      name: entry.title,
      facts: [entry.awarder, date(entry.date)],
      ...(entry.summary && { line: { of: 'summary', parts: [entry.summary] } }),
    }),
  },
  jsonResume: {
    section: 'awards',
    entry: (entry) => ({
      title: entry.title,
      date: entry.date,
      awarder: entry.awarder,
      ...(entry.summary ? { summary: entry.summary } : {}),
    }),
  },
  // schema.org's award is text: the award, who gave it and the year, in no page's words.
  jsonLd: {
    property: 'award',
    value: (entry) => `${entry.title}, ${entry.awarder}, ${entry.date.slice(0, 4)}`,
  },
});
