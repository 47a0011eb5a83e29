// The built site's files as the output tests read them: the pages' structured data, the files
// beside them, and what the content adds to the JSON Resume file.
import fs from 'fs';
import path from 'path';
import { resume } from './content';
import { squash } from './page';
import { CONTENT_DIR, publicDir } from './site';

/** A file the build wrote, by its path on the site. */
export const built = (route: string) =>
  fs.readFileSync(path.join(publicDir(), route === '/' ? '' : route.slice(1)), 'utf8');
export const pageHtml = (route: string) =>
  built(route === '/' ? '/index.html' : `${route}/index.html`);

/** A value with every text in it squashed, as a reader sees it. */
export const squashed = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, text: unknown) =>
    typeof text === 'string' ? squash(text) : text,
  ) as T;

/** The entries of the bibliography file the content names (none without one). */
export const bibliographyEntries = resume.bibliography
  ? (fs
      .readFileSync(path.join(CONTENT_DIR, resume.bibliography), 'utf8')
      // An entry opens with a brace or a parenthesis, as BibTeX allows both.
      .match(/^\s*@(?!comment|string|preamble)\w+\s*[{(]/gim)?.length ?? 0)
  : 0;

/** Every JSON-LD object of a page, nested ones included. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      found.push(value as Record<string, unknown>);
      Object.values(value).forEach(walk);
    }
  };
  for (const [, text] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g,
  )) {
    walk(JSON.parse(text));
  }
  return found;
}
