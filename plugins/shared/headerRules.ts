// The rules of a _headers file, for Netlify and Cloudflare Pages alike: a page's addresses, a
// folder of pages in one rule, the same page of every further language in one, each file's
// cache, and the file's text. plugins/hosting-files/headers.ts says what the rules carry.

export const YEAR_SECONDS = 31536000;
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** Headers by path, in the order the file lists them. */
export type HeaderRules = Record<string, Record<string, string>>;

/** The URL path a built HTML file answers: about/index.html -> /about, 404.html -> /404.html. */
const pagePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`;

/** A folder's own page by any of its names: index.html, index, or both as index*. */
const HOME_FILE = /^index(?:\.html|\*)?$/;

/** The folder a page's index.html is in ('' for the home page), or null for a file page. */
const pageDir = (file: string): string | null => {
  if (file === 'index.html') return '';
  return file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : null;
};

/**
 * A page's address with its language folder as a placeholder, so that the same page in every
 * further language is one rule and the rules do not grow with the languages (Cloudflare reads
 * at most 100): /es/resume and /ar/resume are /:lang/resume. A language's folder holds its own
 * 404 page (es/404.html). Left as they are: a language's home page (/:lang/index* would take
 * in /resume/index.html), and a page whose first folder is also a page's of the default
 * language (a project named "resume": /projects/resume).
 */
export function languageFold(files: readonly string[], prefix = ''): (address: string) => string {
  const languages = new Set(files.flatMap((file) => /^([^/]+)\/404\.html$/.exec(file)?.[1] ?? []));
  const taken = new Set(
    files
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => {
        const [first, second] = file.split('/');
        return !languages.has(first) && second && second !== 'index.html' ? [second] : [];
      }),
  );
  return (address) => {
    const [, lang, rest] = /^\/([^/]+)\/([^/].*)$/.exec(address.slice(prefix.length)) ?? [];
    if (!lang || !languages.has(lang) || HOME_FILE.test(rest)) return address;
    return taken.has(rest.split('/')[0]) ? address : `${prefix}/:lang/${rest}`;
  };
}

/**
 * The pages' policy rules, for every address a page answers to on either host: /resume,
 * /resume/, /resume/index.html and /resume/index (Netlify serves a file at its name without
 * .html too; Cloudflare Pages sends all but /resume/ there with a 308), /404.html and /404.
 * `/resume/index*` is both names of the file in one rule (both hosts read * as any characters),
 * or two when a page's folder beside it starts with "index". Cloudflare Pages joins the values
 * of every rule that matches an address, so each address matches one rule there (Netlify
 * serves the last matching rule's value). The pages of a folder that is no page itself are one
 * rule (`/projects/*`, whatever their number): no rule for a whole folder that holds other
 * files (Netlify's `/resume/*` would take in /resume.pdf), and none for every path, since the
 * editor at /admin has a policy of its own.
 */
/**
 * The page folders with several pages beneath them (the writing list, its posts and tags): each
 * with all of them in a rule of its own (`/writing/*`), so that the rules do not grow with the
 * posts. Not a language's home, whose folder holds its files too.
 */
function gatheredDirs(htmlFiles: readonly string[]): string[] {
  const dirs = htmlFiles.map(pageDir).filter((dir): dir is string => dir !== null);
  const languages = new Set(
    htmlFiles.flatMap((file) => /^([^/]+)\/404\.html$/.exec(file)?.[1] ?? []),
  );
  const beneath = (dir: string) => dirs.filter((other) => other.startsWith(`${dir}/`));
  return dirs.filter((dir) => dir !== '' && !languages.has(dir) && beneath(dir).length > 1);
}

export function pagePolicyRules(
  htmlFiles: readonly string[],
  csp: string,
  prefix = '',
): HeaderRules {
  const rules: HeaderRules = {};
  const policy = { 'Content-Security-Policy': csp };
  const dirs = htmlFiles.map(pageDir).filter((dir): dir is string => dir !== null);
  const fold = languageFold(htmlFiles, prefix);
  const gathered = gatheredDirs(htmlFiles);
  const within = (dir: string) => gathered.find((above) => dir.startsWith(`${above}/`));
  for (const file of htmlFiles) {
    const dir = pageDir(file);
    const parent = dir?.slice(0, Math.max(0, dir.lastIndexOf('/')));
    const addresses: string[] = [];
    if (dir !== null && gathered.includes(dir)) addresses.push(`/${dir}`, `/${dir}/*`);
    else if (dir !== null && within(dir)) continue;
    else if (dir === null) addresses.push(`/${file}`, `/${file.slice(0, -'.html'.length)}`);
    else if (parent && !dirs.includes(parent)) addresses.push(`/${parent}/*`);
    else {
      const page = dir ? `/${dir}` : '';
      const index = `${page}/index`.slice(1);
      const beside = htmlFiles.some((other) => other !== file && other.startsWith(index));
      // The home page is / alone, or /portfolio and /portfolio/ under a prefix.
      if (page || prefix) addresses.push(page);
      addresses.push(`${page}/`);
      addresses.push(...(beside ? [`${page}/index.html`, `${page}/index`] : [`${page}/index*`]));
    }
    for (const address of addresses) rules[fold(prefix + address)] = policy;
  }
  return rules;
}

/**
 * The rules of pages with a policy of their own (the search pages), one rule each with their
 * cache: `/search*` is /search, /search/ and /search/index.html at once, where no other file's
 * path starts with the folder's name; otherwise the three rules of any page. The other pages'
 * rules are left as they are.
 */
export function ownPolicyRules(
  pages: readonly string[],
  files: readonly string[],
  csp: string,
  prefix = '',
): HeaderRules {
  const fold = languageFold(files, prefix);
  const rules: HeaderRules = {};
  const headers = { 'Content-Security-Policy': csp, 'Cache-Control': REVALIDATE };
  for (const page of pages) {
    const dir = pageDir(page);
    const alone =
      dir &&
      !files.some((file) => file !== page && file.startsWith(dir) && !file.startsWith(`${dir}/`));
    if (alone) {
      rules[fold(`${prefix}/${dir}*`)] = headers;
      continue;
    }
    const own = joinRules(pagePolicyRules([page], csp, prefix), cacheRules([page], prefix));
    for (const [at, rule] of Object.entries(own)) {
      if (!at.endsWith('/page-data/*') && !at.endsWith('/static/*')) rules[fold(at)] = rule;
    }
  }
  return rules;
}

const HASHED_ASSET = /^(?:[^/]*[.-])?[0-9a-f]{16,}\.(?:js|css)$/;

/**
 * Cache rules, one per path so that no path gets two Cache-Control values: HTML pages,
 * page-data and app-data revalidate every time; hashed scripts and styles, and everything under
 * /static/ (Gatsby names those files by their content), are immutable for a year. Netlify
 * applies a rule for /resume to /resume/ too; Cloudflare revalidates HTML at /resume/ anyway.
 */
export function cacheRules(files: readonly string[], prefix = ''): HeaderRules {
  const rules: HeaderRules = {};
  const fold = languageFold(files, prefix);
  // The pages beneath a gathered folder in its one rule, as their policy is (pagePolicyRules).
  const gathered = gatheredDirs(files.filter((file) => file.endsWith('.html')));
  for (const dir of gathered) rules[fold(`${prefix}/${dir}/*`)] = { 'Cache-Control': REVALIDATE };
  for (const file of files) {
    const dir = pageDir(file);
    if (dir !== null && gathered.some((above) => dir.startsWith(`${above}/`))) continue;
    if (file.endsWith('.html')) {
      rules[fold(prefix + pagePath(file))] = { 'Cache-Control': REVALIDATE };
    } else if (HASHED_ASSET.test(file)) rules[`${prefix}/${file}`] = { 'Cache-Control': IMMUTABLE };
  }
  rules[`${prefix}/page-data/*`] = { 'Cache-Control': REVALIDATE };
  rules[`${prefix}/static/*`] = { 'Cache-Control': IMMUTABLE };
  return rules;
}

/** Rules at the same paths joined: each path is written once, with all of its headers. */
export function joinRules(...sets: HeaderRules[]): HeaderRules {
  const joined: HeaderRules = {};
  for (const set of sets) {
    for (const [at, headers] of Object.entries(set)) joined[at] = { ...joined[at], ...headers };
  }
  return joined;
}

/** The text of a _headers file with these rules. */
export function headersText(rules: HeaderRules): string {
  const blocks = Object.entries(rules).map(([at, headers]) =>
    [at, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
