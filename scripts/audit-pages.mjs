// The pages `npm run audit` measures, from the built site: the fixed ones, its first case study
// and its first post (every one is the same template), its contact page and its search page
// when the content has them, each again under every further language's prefix (the search page
// at the language's own word), the default's search page once more opened with a search of a
// word of the first post's title; with the page whose budgets each keeps.
import fs from 'node:fs';
import path from 'node:path';

/** The names of the search page's budgets: at rest, and opened with a search. */
export const SEARCH_PAGE = '(search)';
export const SEARCH_WITH_QUERY = '(search with a query)';

/**
 * The pages to audit in `publicDir`, and the default-language page each is budgeted as.
 * @param {string} publicDir
 * @param {string[]} fixedPages
 */
export function auditedPages(publicDir, fixedPages) {
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const caseStudy = listed.find((pathname) => /\/projects\/[^/]+$/.test(pathname));
  // A post, not a list of them (a tag's, a page of the writing list).
  const post = listed.find((pathname) => /\/writing\/(?!tags\/|page\/)[^/]+$/.test(pathname));
  // The contact form's confirmation is no page to audit.
  const contact = fs.existsSync(path.join(publicDir, 'contact', 'index.html'));
  const defaultPages = [
    ...fixedPages,
    ...(caseStudy ? [caseStudy.slice(caseStudy.indexOf('/projects/'))] : []),
    ...(post ? [post.slice(post.indexOf('/writing/'))] : []),
    ...(contact ? ['/contact'] : []),
  ];
  // The further languages, each a prefix with pages of its own.
  const tags = new Set([...sitemap.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]));
  const prefixes = [...tags].filter((tag) =>
    fs.existsSync(path.join(publicDir, tag, 'index.html')),
  );
  // The search pages, found by their field, the default's first (listed as the sitemap lists).
  const searchPages = listed
    .map((pathname) => pathname.slice(prefixOf(pathname, listed).length))
    .filter((pathname) => {
      const file = path.join(publicDir, pathname, 'index.html');
      return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('data-search-field');
    });
  const [ownSearch, ...otherSearches] = searchPages;
  const word = post && longestWord(publicDir, post.slice(post.indexOf('/writing/')));
  const pages = [
    ...defaultPages,
    ...(ownSearch
      ? [ownSearch, ...(word ? [`${ownSearch}?q=${encodeURIComponent(word)}`] : [])]
      : []),
    ...prefixes.flatMap((tag) => defaultPages.map((page) => `/${tag}${page === '/' ? '' : page}`)),
    ...otherSearches,
  ];
  // Every page again in each further language: its budgets are the same page's. The search
  // pages' are under names of their own (audit-budgets.json), whatever their words.
  /** @param {string} page */
  const budgetPage = (page) => {
    if (searchPages.includes(page.split('?')[0])) {
      return page.includes('?') ? SEARCH_WITH_QUERY : SEARCH_PAGE;
    }
    const tag = prefixes.find((prefix) => page === `/${prefix}` || page.startsWith(`/${prefix}/`));
    return tag ? page.slice(tag.length + 1) || '/' : page;
  };
  return { pages, budgetPage };
}

/**
 * The path prefix the sitemap's addresses share (`--prefix-paths`), or ''.
 * @param {string} pathname
 * @param {string[]} listed
 */
function prefixOf(pathname, listed) {
  const home = listed.reduce((shortest, each) => (each.length < shortest.length ? each : shortest));
  const prefix = home.replace(/\/$/, '');
  return prefix && pathname.startsWith(prefix) ? prefix : '';
}

/**
 * The longest word of a post's title, as its page shows it: a search a visitor might make.
 * @param {string} publicDir
 * @param {string} post
 */
function longestWord(publicDir, post) {
  const html = fs.readFileSync(path.join(publicDir, post, 'index.html'), 'utf8');
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
  return title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0] || null;
}
