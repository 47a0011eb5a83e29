// The pages `npm run audit` measures, from the built site: the fixed ones, its first case study
// (every one is the same template) and its contact page when the content has one, each again
// under every further language's prefix, with the page whose budgets each one keeps.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages to audit in `publicDir`, and the default-language page each is budgeted as.
 * @param {string} publicDir
 * @param {string[]} fixedPages
 */
export function auditedPages(publicDir, fixedPages) {
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  const caseStudy = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .find((pathname) => /\/projects\/[^/]+$/.test(pathname));
  // The contact form's confirmation is no page to audit.
  const contact = fs.existsSync(path.join(publicDir, 'contact', 'index.html'));
  const defaultPages = [
    ...fixedPages,
    ...(caseStudy ? [caseStudy.slice(caseStudy.indexOf('/projects/'))] : []),
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
