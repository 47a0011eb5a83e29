import fs from 'fs';
import path from 'path';
import { walk } from './headers';

/** A change to one built page's HTML; returns the HTML unchanged when there is nothing to do. */
export type PageRewrite = (html: string) => string;

/** Applies the rewrites, in order, to every page of the built site; returns how many changed. */
export function rewritePages(publicDir: string, rewrites: readonly PageRewrite[]): number {
  let changed = 0;
  for (const file of walk(publicDir).filter((name) => name.endsWith('.html'))) {
    const full = path.join(publicDir, file);
    const html = fs.readFileSync(full, 'utf8');
    const next = rewrites.reduce((current, rewrite) => rewrite(current), html);
    if (next !== html) {
      fs.writeFileSync(full, next);
      changed += 1;
    }
  }
  return changed;
}
