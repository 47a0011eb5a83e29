// The pages `npm run audit` measures, from the built site: the fixed ones, its first case study
// and its first post (every one is the same template) and its contact page when the content has
// one, each again under every further language's prefix, with the page whose budgets each keeps.
import fs from 'node:fs';
import path from 'node:path';

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
  const pages = [
    ...defaultPages,
    ...prefixes.flatMap((tag) => defaultPages.map((page) => `/${tag}${page === '/' ? '' : page}`)),
  ];
  // Every page again in each further language: its budgets are the same page's.
  /** @param {string} page */
  const budgetPage = (page) => {
    const tag = prefixes.find((prefix) => page === `/${prefix}` || page.startsWith(`/${prefix}/`));
    return tag ? page.slice(tag.length + 1) || '/' : page;
  };
  return { pages, budgetPage };
}
