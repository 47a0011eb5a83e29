import fs from 'fs';
import path from 'path';

/** A change to one built page's HTML; returns the HTML unchanged when there is nothing to do. */
export type PageRewrite = (html: string) => string;

/** Applies the rewrites, in order, to every page of the built site; returns how many changed. */
export function rewritePages(publicDir: string, rewrites: readonly PageRewrite[]): number {
  let changed = 0;
  const entries = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const full = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(full, 'utf8');
    const next = rewrites.reduce((current, rewrite) => rewrite(current), html);
    if (next !== html) {
      fs.writeFileSync(full, next);
      changed += 1;
    }
  }
  return changed;
}
