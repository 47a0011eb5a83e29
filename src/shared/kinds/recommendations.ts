// Recommendations: quotes on the home page (not on the resume, nor in the CV), and JSON Resume's
// references.
import { format } from '../i18n';
import { declareKind } from './kind';

export const recommendations = declareKind({
  list: 'recommendations',
  type: 'Recommendation',
  part: 'recommendations',
  component: 'home/Recommendations',
  onResume: false,
  dates: ['date'],
  pictures: ['photo'],
  past: { field: 'date', what: 'written' },
  // Who they are: the role (at the company) as the home page says it, after the name and the
  // language's comma (its authors' separator).
  jsonResume: {
    section: 'references',
    entry: (entry, words) => {
      const { role, company } = entry;
      const at = company ? format(words.recommendations.at, { role, company }) : role;
      return { name: [entry.name, at].join(words.credentials.authorsJoin), reference: entry.quote };
    },
  },
});
