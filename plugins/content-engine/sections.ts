// What no schema can say of the owner's own sections: a range that ends before it starts, and a
// section whose id is that of one of the resume's own, or of home's when it shows there (its
// heading's anchor would be twice on the page).
import { HOME_SECTIONS, LAYOUT_IDS, RESUME_SECTIONS } from '../../src/shared/constants';
import { isBefore } from '../../src/shared/dates';
import { KINDS } from '../../src/shared/kinds';
import type { ReferenceProblem } from './references';
import type { Content } from './types';

/** The resume's own sections' ids, as its page names their anchors: its four, then the kinds'. */
const RESUME_SECTION_IDS: readonly string[] = [
  ...Object.values(RESUME_SECTIONS),
  ...KINDS.filter((kind) => kind.onResume).map((kind) => kind.list),
];

/** The ids home writes already: a section shown there puts its own on its region. */
const HOME_IDS: readonly string[] = [...Object.values(HOME_SECTIONS), ...LAYOUT_IDS];

export function sectionProblems(content: Content): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  content.resume.sections?.forEach((section, index) => {
    if (RESUME_SECTION_IDS.includes(section.id)) {
      const message = `"${section.id}" is the id of the resume's own ${section.id} section: give this section another id`;
      problems.push({ file: 'resume', path: `/sections/${index}/id`, message });
    } else if (section.home && HOME_IDS.includes(section.id)) {
      const message = `"${section.id}" is an id the home page has already, and this section shows there too: give it another id`;
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
