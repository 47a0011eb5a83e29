// The content the site under test was built from: tests compare what the page shows with it
// and derive every expected count, text and order from it, never from the sample's values.
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  CONTACT_PATH,
  CONTACT_SENT_PATH,
  POSTS_PER_PAGE,
  caseStudyPath,
  postPath,
  tagPath,
  TOC_MIN_HEADINGS,
  writingPagePath,
} from '../../../src/shared/constants';
import { directionOf, localePath, type Messages } from '../../../src/shared/i18n';
import { ROUTES } from './config';
import { squash } from './page';
import { CONTENT_DIR } from './site';
import type {
  CaseStudy,
  Project,
  ProjectsFile,
  ResumeFile,
  SiteFile,
  TechFile,
  VideosFile,
} from '../../../src/shared/contentTypes';
import { INTERFACE_WORDS_DIR, SCHEMAS_DIR } from '../../support/paths';
import { loadCheckedContent } from '../../../plugins/content-engine/load';
import type { Content } from '../../../plugins/content-engine/types';
import { publishedPosts, type Post } from '../../../plugins/content-engine/posts';

/** The content's languages as the build checked them, with the project's schemas. */
function checkedLanguages() {
  if (fs.existsSync(path.join(CONTENT_DIR, 'schemas'))) {
    return loadCheckedContent(CONTENT_DIR).languages;
  }
  // The test content has no schemas of its own: a copy is given the project's, as the build is.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-checked-'));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  fs.cpSync(SCHEMAS_DIR, path.join(dir, 'schemas'), { recursive: true });
  const { languages } = loadCheckedContent(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return languages;
}

const checked = checkedLanguages();

/**
 * The checked content in `lang`, as the build read it: a translation laid over the default's
 * texts, the owner's name in it ("{name}" filled in), the bibliography's publications after the
 * listed ones.
 */
export function contentIn(lang: string): Content {
  const found = checked?.find((entry) => entry.lang === lang);
  if (!found) throw new Error(`The content has no language ${lang}, or has errors`);
  return found.content;
}

/** Every text of a value squashed as the page shows it. */
const squashed = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, inner: unknown) =>
    typeof inner === 'string' ? squash(inner) : inner,
  ) as T;

/** A content file, with every text squashed as the page shows it. */
function read<T>(name: string): T {
  const text = fs.readFileSync(path.join(CONTENT_DIR, `${name}.json`), 'utf8');
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? squash(value) : value,
  ) as T;
}

// site.json as the pages show it: its "{name}" is the owner's name.
export const site = squashed<SiteFile>(checked?.[0]?.content.site ?? read<SiteFile>('site'));

/** site.json in a language as its pages show it: the translation's texts over the default's. */
export const siteIn = (lang: string): SiteFile => squashed(contentIn(lang).site);
export const tech = read<TechFile>('tech');
export const projects = read<ProjectsFile>('projects');
export const resume = read<ResumeFile>('resume');
export const videos = read<VideosFile>('videos');

/** The interface's words in a language (src/shared/i18n/<lang>.json, or its base language's). */
export function messagesOf(lang: string): Messages {
  const dir = INTERFACE_WORDS_DIR;
  const file = [lang, lang.split('-')[0]]
    .map((tag) => path.join(dir, `${tag}.json`))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no interface words for ${lang}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
}

/** The content's own language, then each of content/translations/, as the site lists them. */
export const DEFAULT_LANG = site.language ?? 'en';
const translationsDir = path.join(CONTENT_DIR, 'translations');
export const LANGUAGES: readonly string[] = [
  DEFAULT_LANG,
  ...(fs.existsSync(translationsDir)
    ? fs
        .readdirSync(translationsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : []),
];

/**
 * The default language, and the first of each other text direction: the languages a behaviour
 * that differs only by direction is checked in (the other engines, the contact form).
 */
export const ONE_PER_DIRECTION: readonly string[] = LANGUAGES.filter(
  (lang, index) =>
    lang === DEFAULT_LANG ||
    (directionOf(lang) !== directionOf(DEFAULT_LANG) &&
      LANGUAGES.findIndex((other) => directionOf(other) === directionOf(lang)) === index),
);

/** A language's search page, as a route: its address is in the language's words. */
export const searchRouteIn = (lang: string): string =>
  localePath(`/${messagesOf(lang).writingLinks.searchPath}`, lang, DEFAULT_LANG);

/** A route in a language: '/resume' is '/es/resume' in Spanish, '/search' '/es/buscar'. */
export const routeIn = (route: string, lang: string): string =>
  route === searchRouteIn(DEFAULT_LANG)
    ? searchRouteIn(lang)
    : localePath(route, lang, DEFAULT_LANG);

export const dirOf = directionOf;

/** A translation file of a language, squashed as the page shows it; null when there is none. */
export function translationOf<T = Record<string, unknown>>(lang: string, name: string): T | null {
  const file = path.join(translationsDir, lang, `${name}.json`);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'), (_key, value: unknown) =>
    typeof value === 'string' ? squash(value) : value,
  ) as T;
}

/** The badge for each project status (docs/behaviour.md), in the default language. */
export const BADGES: Record<string, string> = messagesOf(DEFAULT_LANG).status;

/**
 * The projects a visitor should see, in content order, by the rule of docs/behaviour.md: every
 * project that is not upcoming, and the first upcoming one only.
 */
export const shownProjects: Project[] = projects.projects.filter(
  (project, index, all) =>
    project.status !== 'upcoming' ||
    all.findIndex((other) => other.status === 'upcoming') === index,
);

/** The one upcoming project shown, if the content has any. */
export const shownUpcoming = shownProjects.find((project) => project.status === 'upcoming');

/** The projects that have a page of their own, each with its route. */
export const caseStudies = shownProjects.flatMap((project) =>
  project.caseStudy && project.status !== 'upcoming'
    ? [{ project, study: project.caseStudy, route: caseStudyPath(project.id) }]
    : [],
);

/** The posts a production build publishes in `lang`, newest first: no draft, none dated later. */
export function postsIn(lang: string): Post[] {
  const found = checked?.find((entry) => entry.lang === lang);
  if (!found) throw new Error(`The content has no language ${lang}, or has errors`);
  return publishedPosts(found.posts ?? [], false);
}

/** Every post the content holds, drafts and later ones among them. */
export const allPosts: readonly Post[] = checked?.[0]?.posts ?? [];

/** What a post's page shows that another's may not: the parts its template draws only for some. */
function partsOfPost(post: Post): string[] {
  const text = fs.readFileSync(path.join(CONTENT_DIR, post.file), 'utf8');
  const headings = text.match(/^#{2,3} /gm)?.length ?? 0;
  return [
    ...(post.seriesSlug ? ['series'] : []),
    ...(post.cover ? ['cover'] : []),
    ...(post.canonical ? ['canonical'] : []),
    ...(/^\s*(```|~~~)/m.test(text) ? ['code'] : []),
    ...(/\$\$|\$[^$\n]+\$/.test(text) ? ['maths'] : []),
    ...(/\[\^[^\]]+\]/.test(text) ? ['footnotes'] : []),
    ...(headings >= TOC_MIN_HEADINGS ? ['contents'] : []),
    // Shown in the default language's text somewhere, marked with its language.
    ...((checked ?? []).some(({ lang }) =>
      postsIn(lang).some((each) => each.slug === post.slug && each.untranslated),
    )
      ? ['untranslated']
      : []),
  ];
}

/**
 * The posts whose pages stand for them all (one template): the newest, then each that shows a
 * part none before it does, and the one with the longest title, which tries the width hardest.
 */
function postsThatStandForAll(posts: readonly Post[]): Post[] {
  const shown = new Set<string>();
  const [longest] = [...posts].sort((a, b) => b.title.length - a.title.length);
  return posts.filter((post, at) => {
    const parts = partsOfPost(post).filter((part) => !shown.has(part));
    parts.forEach((part) => shown.add(part));
    return at === 0 || parts.length > 0 || post === longest;
  });
}

/**
 * The writing pages: the list in its pages, the posts that stand for them all, one tag's page
 * (one template and a list; the longest name, which tries the page's width the hardest), and
 * the search page that comes with the posts.
 * Every page the build writes is still checked for valid HTML and its policy (html, csp), and
 * the list's pages for holding every post (routes).
 */
export const WRITING_ROUTES: readonly string[] = (() => {
  const posts = checked ? postsIn(checked[0].lang) : [];
  if (posts.length === 0) return [];
  const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
  const [tag] = posts
    .flatMap((post) => post.tags)
    .sort((a, b) => b.name.length - a.name.length || a.slug.localeCompare(b.slug));
  return [
    ...Array.from({ length: pages }, (_, at) => writingPagePath(at + 1)),
    ...postsThatStandForAll(posts).map((post) => postPath(post.slug)),
    ...(tag ? [tagPath(tag.slug)] : []),
    searchRouteIn(DEFAULT_LANG),
  ];
})();

/** The contact page and its confirmation, when the content has a contact section. */
export const CONTACT_ROUTES: readonly string[] = site.contact
  ? [CONTACT_PATH, CONTACT_SENT_PATH]
  : [];

/** The pages search engines are kept from (`noindex`): no alternates, not in the sitemap. */
export const NOINDEX_ROUTES: readonly string[] = site.contact ? [CONTACT_SENT_PATH] : [];

/** Whether a page of any language is kept from search engines (it names no canonical). */
export const isNoindex = (route: string): boolean =>
  NOINDEX_ROUTES.some((kept) => LANGUAGES.some((lang) => routeIn(kept, lang) === route));

/**
 * Every page of the site in its default language: the fixed routes, the contact pages, the
 * case studies, then the writing pages.
 */
export const PAGES: readonly string[] = [
  ...ROUTES,
  ...CONTACT_ROUTES,
  ...caseStudies.map(({ route }) => route),
  ...WRITING_ROUTES,
];

/** The pages that show screenshots: home when a card has one, and each case study with any. */
export const PAGES_WITH_SCREENSHOTS: readonly string[] = [
  ...(shownProjects.some((project) => project.image) ? ['/'] : []),
  ...caseStudies
    .filter(({ project, study }) => project.image || (study.gallery ?? []).length > 0)
    .map(({ route }) => route),
];

/** Every page in every language of the site. */
export const ALL_PAGES: readonly string[] = LANGUAGES.flatMap((lang) =>
  PAGES.map((route) => routeIn(route, lang)),
);

/** An entry's translation in a translation's list: named by its id, or by an id it had before. */
export function entryIn<T>(
  entries: Record<string, T> | undefined,
  entry: { id: string; formerIds?: string[] },
): T | undefined {
  return [entry.id, ...(entry.formerIds ?? [])].map((key) => entries?.[key]).find(Boolean);
}

/** The names of the tech items a stack gives by their ids (or ids they had), as it shows them. */
export const stackNames = (stack: readonly string[]): string[] =>
  stack.map((id) => {
    const item = tech.tech.find(
      (candidate) => candidate.id === id || candidate.formerIds?.includes(id),
    );
    if (!item) throw new Error(`no tech item has the id ${id}`);
    return item.name;
  });

/** The Markdown text of a case study, as written. */
export const caseStudyText = (study: CaseStudy): string =>
  fs.readFileSync(path.join(CONTENT_DIR, study.text), 'utf8');
