// The kinds of things the search finds, in the order the search page lists them; the build
// marks each record with its kind (plugins/search-index), and the page names it in its language.
import type { Messages } from './i18n';

export const SEARCH_KINDS = ['post', 'caseStudy', 'project', 'video', 'resume'] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The words (the search group's `kinds`) that head each kind's list on the search page. */
export const KIND_LISTS = {
  post: 'posts',
  caseStudy: 'caseStudies',
  project: 'projects',
  video: 'videos',
  resume: 'resumeAll',
} as const satisfies Record<SearchKind, keyof Messages['search']['kinds']>;

/** The part of an address that takes the browser to these words on the page (a text
 *  fragment): a video or a project among others on one page. */
export const textFragment = (words: string): string =>
  `#:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}`;
