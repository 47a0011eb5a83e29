// The build's one reader of the owner's content: every file in content/ and its schema, read,
// checked and typed here. Everything the build makes of the content takes it from here, or from
// Gatsby's data layer, which gatsby-source-filesystem fills from the same folder. A further kind
// of content (a translation, a case study's text) is one more input of validateContent.
import fs from 'fs';
import path from 'path';
import { readSchemas, validateContent, type ContentCheck } from './validate';

/** Every file under `dir`, with its size, times and inode: what a check would read, in short. */
function fingerprint(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs, ctimeMs, ino } = fs.statSync(file);
      return `${file}:${size}:${mtimeMs}:${ctimeMs}:${ino}`;
    })
    .sort()
    .join('\n');
}

// Gatsby bundles each plugin's gatsby-node with its own copy of this module, so what the build
// knows of a content folder is kept on the process, in one place: the last check (the content is
// checked once per build, and once per save in `develop`), the last languages that passed it,
// what the owner was last told, and the re-check a save has asked for.
const SESSIONS = Symbol.for('portfolio.content.sessions');
interface Session {
  fingerprint: string;
  check: ContentCheck;
  lastGood?: ContentCheck['languages'];
  /** The files as they were when the owner was last told what the check found, and whether it
   *  found errors. */
  reported?: { fingerprint: string; hadErrors: boolean };
  recheck?: ReturnType<typeof setTimeout>;
}
type Cache = Map<string, Session>;
const cache: Cache = ((globalThis as Record<symbol, Cache>)[SESSIONS] ??= new Map());

/**
 * The content in `dir` and its schemas, checked; read again when a file has changed, or at
 * once with `fresh` (when Gatsby has seen a file saved).
 */
export function loadCheckedContent(dir: string, { fresh = false } = {}): ContentCheck {
  const key = path.resolve(dir);
  const now = fingerprint(key);
  const last = cache.get(key);
  if (!fresh && last?.fingerprint === now) return last.check;
  const check = validateContent(key);
  cache.set(key, { ...last, fingerprint: now, check, lastGood: check.languages ?? last?.lastGood });
  return check;
}

/**
 * The content's languages as last checked without errors: while a save in develop breaks a rule,
 * the pages keep the last good content and the report says what to fix. None when the content
 * has never been right.
 */
export function lastGoodLanguages(dir: string): ContentCheck['languages'] {
  loadCheckedContent(dir);
  return cache.get(path.resolve(dir))?.lastGood;
}

/** Keeps what the last check of `dir` found as what the owner has been told. */
export function recordReport(dir: string): void {
  const session = cache.get(path.resolve(dir));
  if (session) {
    session.reported = {
      fingerprint: session.fingerprint,
      hadErrors: session.check.errors.length > 0,
    };
  }
}

/**
 * Runs `check` once the saves to `dir` settle (`settleMs` after the last one), when a file has
 * changed since the owner was last told; gives whether they were told of errors then.
 */
export function recheckOnceSettled(
  dir: string,
  settleMs: number,
  check: (hadErrors: boolean) => void,
): void {
  const session = cache.get(path.resolve(dir));
  const { reported } = session ?? {};
  if (!session || !reported || reported.fingerprint === fingerprint(path.resolve(dir))) return;
  clearTimeout(session.recheck);
  session.recheck = setTimeout(() => check(reported.hadErrors), settleMs);
}

/**
 * The schemas alone, for the GraphQL types: Gatsby's workers build the schema too, and need
 * not check the content again; the process that checked it has them already.
 */
export function loadSchemas(dir: string): ContentCheck['schemas'] {
  const key = path.resolve(dir);
  return cache.get(key)?.check.schemas ?? readSchemas(key);
}

/** The checked content, for the files drawn from it; throws when the content has errors. */
export function requireValidContent(dir: string): NonNullable<ContentCheck['content']> {
  return requireValidLanguages(dir)[0].content;
}

/** The content in each of its languages, the default first; throws when the content has errors. */
export function requireValidLanguages(dir: string): NonNullable<ContentCheck['languages']> {
  const { errors, languages } = loadCheckedContent(dir);
  if (!languages) {
    throw new Error(`the content has ${errors.length} error(s), listed by the content check`);
  }
  return languages;
}
