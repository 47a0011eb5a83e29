// One plain-text block that lists every content problem, grouped by file.
import type { ContentError } from './validateContent';

export const BUILD_HEADING = 'Content errors — fix these and save; nothing was published:';
export const DEVELOP_HEADING =
  'Content errors — fix these and save; the preview keeps running and updates when they are fixed:';

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

function where(error: ContentError): string {
  if (error.path === '') {
    if (error.line !== undefined && error.column !== undefined) {
      return `line ${error.line}, column ${error.column}: `;
    }
    return '';
  }
  return error.line !== undefined ? `${error.path} (line ${error.line}): ` : `${error.path}: `;
}

/** 'Lists count from 0: /projects/3 is the 4th item of "projects".', from the first path with
 *  a list index, preferring one that is not 0. */
function countingHint(errors: readonly ContentError[]): string | null {
  const matches = errors
    .map(({ path }) => /^((?:\/[^/]+)*?\/([^/]+))\/(\d+)(?:\/|$)/.exec(path))
    .filter((match): match is RegExpExecArray => match !== null);
  const match = matches.find((m) => m[3] !== '0') ?? matches[0];
  if (!match) return null;
  const [, listPath, listName, index] = match;
  return (
    `Lists count from 0: ${listPath}/${index} is the ${ordinal(Number(index) + 1)} ` +
    `item of "${listName}".`
  );
}

/** The report for `errors`, every file at once; '' when there are none. */
export function formatReport(errors: readonly ContentError[], heading = BUILD_HEADING): string {
  if (errors.length === 0) return '';
  const files = [...new Set(errors.map((error) => error.file))];
  const lines = [heading];
  for (const file of files) {
    lines.push('', `  ${file}`);
    for (const error of errors.filter((e) => e.file === file)) {
      const found = error.found !== undefined ? ` (found ${error.found})` : '';
      lines.push(`    ${where(error)}${error.message}${found}`);
    }
  }
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  const fileCount = files.length === 1 ? '1 file' : `${files.length} files`;
  lines.push('', `${count} in ${fileCount}. Field meanings and examples: CONTENT.md.`);
  const hint = countingHint(errors);
  if (hint) lines.push(hint);
  return lines.join('\n');
}
