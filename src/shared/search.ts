// The search's constants, which only the search page and the build use (kept out of the modules
// every page loads): the kinds of things it finds, in the order the search page lists them (the
// build marks each record with its kind, and the page names it in its language), where the index
// is written, and the marks the page and its address carry.
import type { Messages } from './i18n';

/** Where the build writes the search index with its engine (plugins/search-index). */
export const SEARCH_INDEX_PATH = '/pagefind';
/** The address's parameter that holds a search: /search?q=focus. */
export const SEARCH_QUERY_PARAM = 'q';
/** Around the search page's field: the hosting files give the page that has it the policy the
 *  search engine needs (WebAssembly). */
export const SEARCH_FIELD_ATTRIBUTE = 'data-search-field';

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
