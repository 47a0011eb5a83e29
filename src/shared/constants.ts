// Every number and fixed path the site keeps (docs/behaviour.md), named once. Its words are in
// i18n/, one file per language.

/** Widths under this are "mobile" (one-column grids). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The navigation bar turns solid when the page is scrolled more than this. */
export const NAV_SOLID_AFTER_PX = 10;

/** The jump to the projects section leaves this much room above it. */
export const PROJECTS_SCROLL_OFFSET_PX = 80;

/** A section is active once its top is at or above scrollY plus this. */
export const ACTIVE_SECTION_OFFSET_PX = 100;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET_PX = 4;

/** Tech cards fade in one after another, this far apart. */
export const TECH_STAGGER_MS = 100;

/** How many upcoming projects are shown; the others are filtered out. */
export const MAX_UPCOMING_PROJECTS = 1;

/** Opacity of an upcoming project's card. */
export const UPCOMING_OPACITY = 0.3;

export const PROJECTS_SECTION_ID = 'projects';

/** The ids every page's frame writes (its main part, the menu's list). */
export const LAYOUT_IDS = ['main', 'site-menu'] as const;

/** The anchors of the home page's sections, top to bottom (each heading's is `{anchor}-heading`):
 *  a section of the owner's own shown there may not take one, nor one of LAYOUT_IDS. The pages
 *  write them as text, which weighs less than a name in their script; a unit test holds the two
 *  the same. */
export const HOME_SECTIONS = {
  hero: 'hero',
  techStack: 'tech-stack',
  projects: PROJECTS_SECTION_ID,
  recommendations: 'recommendations',
  writing: 'writing',
  contact: 'contact',
} as const;

/** The anchors of the resume's four sections, in its order: a section of the owner's own may not
 *  take one, nor the list's name of a kind with its own section there (src/shared/kinds). Held
 *  the same as the page's by a unit test, as home's are. */
export const RESUME_SECTIONS = {
  summary: 'summary',
  products: 'products',
  skills: 'skills',
  education: 'education',
} as const;

/** Where the generated CV is served. */
export const CV_PATH = '/resume.pdf';

/** The pages a CV may take: longer content stops the build, naming the lists to shorten. */
export const CV_PAGES = 2;

/** Where the generated resume in the JSON Resume format is served. */
export const JSON_RESUME_PATH = '/resume.json';

/** Where the generated contact card is served. */
export const CONTACT_CARD_PATH = '/contact.vcf';

/** The image link previews show, drawn at build time; its size is the one previews expect. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The `ref` parameter the 'Hire Me' link carries when the owner's link has none of its own. */
export const HIRE_REF = 'portfolio';

/** Where a project's case study is: /projects/<the project's id>. */
export const caseStudyPath = (id: string): string => `/projects/${id}`;

/** The owner's posts (content/posts/): the list, newest first, in pages of POSTS_PER_PAGE; a
 *  post at its id; a tag's posts at its name's token. */
export const WRITING_PATH = '/writing';
export const POSTS_PER_PAGE = 10;
export const writingPagePath = (page: number): string =>
  page === 1 ? WRITING_PATH : `${WRITING_PATH}/page/${page}`;
export const postPath = (id: string): string => `${WRITING_PATH}/${id}`;
export const tagPath = (tag: string): string => `${WRITING_PATH}/tags/${tag}`;
/** A post's link preview image (plugins/share-image), beside its page: SHARE_IMAGE's size. */
export const postImagePath = (id: string): string => `${postPath(id)}/share.png`;
/** A post with at least this many headings (sections and subsections) opens with a table of
 *  its contents. */
export const TOC_MIN_HEADINGS = 3;
/** The posts related to one, chosen at build time by the tags they share, newest first. */
export const RELATED_POSTS = 3;
/** The feeds of each language's posts, under its prefix (plugins/feeds). */
export const FEEDS = { rss: '/feed.xml', atom: '/atom.xml', json: '/feed.json' } as const;

/** Where the content editor is served (plugins/content-editor): not a page of the site. */
export const EDITOR_PATH = '/admin';

/** The contact page, when the content has one, and the page a sent message lands on. */
export const CONTACT_PATH = '/contact';
export const CONTACT_SENT_PATH = '/contact/sent';

/**
 * The contact form's name, as the host's form service knows it, and its honeypot: a field no
 * visitor meets (hidden from sight, keyboard and screen readers) that a bot fills in.
 */
export const CONTACT_FORM_NAME = 'contact';
export const HONEYPOT_FIELD = 'website';

/** A post's reading time is its words at this speed, a common figure for adult silent reading. */
export const WORDS_PER_MINUTE = 230;
