// What no schema can say of the owner's own sections: a range that ends before it starts, and a
// section whose id is that of one of the resume's own (its heading's anchor would be twice on
// the page).
import { isBefore } from '../../src/shared/dates';
import { KINDS } from '../../src/shared/kinds';
import type { ReferenceProblem } from './references';
import type { Content } from './types';

/** The resume's own sections' ids, as its page names their anchors: its four, then the kinds'. */
export const RESUME_SECTION_IDS = [
  'summary',
  'products',
  'skills',
  'education',
  ...KINDS.filter((kind) => kind.onResume).map((kind) => kind.list),
];

export function sectionProblems(content: Content): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  content.resume.sections?.forEach((section, index) => {
    if (RESUME_SECTION_IDS.includes(section.id)) {
      const message = `"${section.id}" is the id of the resume's own ${section.id} section: give this section another id`;
      problems.push({ file: 'resume', path: `/sections/${index}/id`, message });
    }
    section.entries.forEach((entry, at) => {
      if (entry.until && !entry.date) {
        const message = `a range needs its start: give the date it began, or leave "until" out`;
        problems.push({ file: 'resume', path: `/sections/${index}/entries/${at}/until`, message });
      } else if (entry.until && entry.date && isBefore(entry.until, entry.date)) {
        const message = `${entry.until} is before the date the range starts (${entry.date}): give the date it ended`;
        problems.push({ file: 'resume', path: `/sections/${index}/entries/${at}/until`, message });
      }
    });
  });
  return problems;
}
