// The parts of the pages that come and go with the content (the contact page, the credentials,
// the recommendations, the owner's own sections on the resume and on home), each declared once:
// the interface's words it carries and on which pages, and the components that draw it (besides
// those of the kinds that belong to it, which their declarations name: ./kinds). Which words a
// page carries, and which components a site without the part leaves out of its bundles, are
// derived from this list (plugins/site-content), so that a site whose content does not use a
// part has pages that weigh what they did, and the lists cannot drift apart.
import type en from './i18n/en.json';

type Messages = typeof en;

/** The pages a part's words go to: every page, or the pages drawn by these files under src/. */
type WordsPages = 'every page' | readonly string[];

interface PartDeclaration {
  /** The interface's words it carries (en.json's groups), each group on the pages given. */
  words?: Partial<Record<keyof Messages, WordsPages>>;
  /** The components that draw it, by their path under src/components/: without the part, the
   *  production bundles take src/components/absent.tsx's export of the same name instead. */
  components?: readonly string[];
  /** The pages whose query asks for its data only where the content uses it (a field with
   *  `@include(if: $<part>)`): their context then says `<part>: true`, and a site without the
   *  part carries nothing for it in their page data. */
  asked?: readonly string[];
}

export const PARTS = {
  contactPage: {
    words: { contact: 'every page', contactForm: ['templates/contact', 'templates/contact-sent'] },
  },
  credentials: {
    words: { credentials: ['pages/resume'] },
  },
  recommendations: {
    words: { recommendations: ['pages/index'] },
  },
  ownSections: { components: ['resume/OwnSections'] },
  homeSections: { components: ['home/HomeSections'], asked: ['pages/index'] },
  // The owner's posts: the footer's link and the feeds' names on every page, the rest where
  // posts are listed or read; home's latest posts asked for only when there are any.
  writing: {
    words: {
      writingLinks: 'every page',
      writing: ['templates/writing', 'templates/tag', 'templates/post', 'pages/index'],
    },
    components: ['home/LatestPosts', 'writing/WritingLink'],
    asked: ['pages/index'],
  },
  // Writing in the top bar too, when site.json asks for it (writingInBar) and there are posts.
  writingBar: {
    words: { writingBar: 'every page' },
    components: ['writing/BarWritingLink'],
  },
  // The search page in every language, which comes with the posts: its link joins the writing
  // links (footer, bar), and the 404 page points to it.
  search: {
    words: { search: ['templates/search'] },
    components: ['search/NotFoundSearch'],
  },
  // The look of code blocks and formulas drawn at build time, when a post's or a case study's
  // Markdown has any.
  drawnText: { components: ['ui/DrawnTextStyle'] },
} as const satisfies Record<string, PartDeclaration>;

export type PartName = keyof typeof PARTS;

/** Which parts a site's content uses. */
export type Parts = Record<PartName, boolean>;

type WordsOf<P> = P extends { words: infer W } ? keyof W : never;

/** The interface's words a page may go without: those of a part. */
export type OptionalWords = { [P in PartName]: WordsOf<(typeof PARTS)[P]> }[PartName];
