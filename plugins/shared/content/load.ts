// The one reader of the owner's content: every file in content/ and its schema, read, checked
// and typed here, and everything the build makes of the content takes it from here (or from
// Gatsby's data layer, which gatsby-source-filesystem fills from the same folder). A further
// kind of content (a translation, a case study) is one more input of validateContent.
import fs from 'fs';
import path from 'path';
import { CONTENT_FILES, validateContent, type ContentCheck } from './check';

/** The files a check reads, so that a saved change is seen. */
const inputsOf = (dir: string) =>
  CONTENT_FILES.flatMap((name) => [`${name}.json`, `schemas/${name}.schema.json`]).map((file) =>
    path.join(dir, file),
  );

/** Size and modification time of each input: a cheap fingerprint of what the check would read. */
function fingerprint(dir: string): string {
  return inputsOf(dir)
    .map((file) => {
      try {
        const { size, mtimeMs } = fs.statSync(file);
        return `${size}:${mtimeMs}`;
      } catch {
        return '-';
      }
    })
    .join(',');
}

// Gatsby bundles each plugin's gatsby-node with its own copy of this module, so the last check
// is kept on the process: the content is read once per build, and once per save in `develop`.
const LAST_CHECK = Symbol.for('portfolio.content.lastCheck');
type Cache = Map<string, { fingerprint: string; check: ContentCheck }>;
const cache: Cache = ((globalThis as Record<symbol, Cache>)[LAST_CHECK] ??= new Map());

/** The content in `dir` and its schemas, checked; read again only when a file has changed. */
export function loadContent(dir: string): ContentCheck {
  const key = path.resolve(dir);
  const now = fingerprint(key);
  const last = cache.get(key);
  if (last?.fingerprint === now) return last.check;
  const check = validateContent(key);
  cache.set(key, { fingerprint: now, check });
  return check;
}

/** The checked content, for the files drawn from it; throws when the content has errors. */
export function checkedContent(dir: string): NonNullable<ContentCheck['content']> {
  const { errors, content } = loadContent(dir);
  if (!content) {
    throw new Error(`the content has ${errors.length} error(s), listed by the content check`);
  }
  return content;
}
