// The format the owner's content is written in, kept in content/format.json, against the one
// this code reads (./migrations/index.ts). Content without the file is in format 1, the format
// from before there was one to record.
import fs from 'fs';
import path from 'path';
import type { ContentError } from './errors';
import { CONTENT_FORMAT } from './migrations';

export const FORMAT_FILE = 'format.json';
const LABEL = `content/${FORMAT_FILE}`;

/** The file's text for a format: what a migration writes. */
export const formatFileText = (version: number): string =>
  `${JSON.stringify({ version, about: 'The format of the files in this folder: npm run migrate:content keeps it up with the code. Leave it as it is.' }, null, 2)}\n`;

/** The content's format, or why it cannot be read. */
export function contentFormatOf(dir: string): { version: number } | { error: ContentError } {
  const file = path.join(dir, FORMAT_FILE);
  if (!fs.existsSync(file)) return { version: 1 };
  let version: unknown;
  try {
    version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown }).version;
  } catch {
    version = undefined;
  }
  if (typeof version === 'number' && Number.isInteger(version) && version >= 1) return { version };
  const message = `must hold the content's format, as { "version": ${CONTENT_FORMAT} }: the format this site's code reads`;
  return { error: { file: LABEL, path: '', message } };
}

/** What the owner must do before the content can be checked; undefined when nothing. */
export function formatProblem(dir: string): ContentError | undefined {
  const format = contentFormatOf(dir);
  if ('error' in format) return format.error;
  const { version } = format;
  if (version < CONTENT_FORMAT) {
    // Content several formats behind is moved through each of them.
    const steps = CONTENT_FORMAT - version;
    const formats =
      steps === 1
        ? `format ${CONTENT_FORMAT}`
        : `formats ${version + 1} ${steps === 2 ? 'and' : 'to'} ${CONTENT_FORMAT}`;
    return {
      file: LABEL,
      path: '',
      message: `the content is in format ${version}, and this version of the site reads format ${CONTENT_FORMAT}: run npm run migrate:content, which rewrites what ${formats} changed and nothing else (docs/upgrading.md)`,
    };
  }
  if (version > CONTENT_FORMAT) {
    return {
      file: LABEL,
      path: '',
      message: `the content is in format ${version}, newer than this version of the site's code, which reads format ${CONTENT_FORMAT}: take the newer code with npm run upgrade (docs/upgrading.md), or put back the content of the older format`,
    };
  }
  return undefined;
}
