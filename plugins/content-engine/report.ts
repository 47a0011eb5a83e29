// What the owner is told about the content: one plain-text block that lists every problem,
// grouped by file. A build stops with it; the development server prints it and keeps running.
import type { Reporter } from 'gatsby';
import type { ContentError } from './errors';
import type { Translation } from './translations';
import { loadCheckedContent, recordReport } from './load';

export const BUILD_HEADING = 'Content errors — fix these and save; nothing was published:';
export const DEVELOP_HEADING =
  'Content errors — fix these and save; the preview keeps running and updates when they are fixed:';
export const CONTENT_OK = 'Content OK: every file in content/ matches its schema';
export const CONTENT_FIXED = 'Content OK: the content errors are fixed';

const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalRule = new Intl.PluralRules('en', { type: 'ordinal' });
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[ordinalRule.select(n)]}`;

function where({ path, line, column }: ContentError): string {
  if (path !== '') return line !== undefined ? `${path} (line ${line}): ` : `${path}: `;
  if (line === undefined) return '';
  // A file that is not JSON (a BibTeX file) is pointed into by its line alone.
  return column !== undefined ? `line ${line}, column ${column}: ` : `line ${line}: `;
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

/** `errors` under their files, in the files' order of first mention. */
function byFile(errors: readonly ContentError[]): string[] {
  const lines: string[] = [];
  for (const file of new Set(errors.map((error) => error.file))) {
    lines.push('', `  ${file}`);
    for (const error of errors.filter((e) => e.file === file)) {
      const found = error.found !== undefined ? ` (found ${error.found})` : '';
      lines.push(`    ${where(error)}${error.message}${found}`);
    }
  }
  return lines;
}

/** The report for `errors`, every file at once; '' when there are none. */
export function formatReport(errors: readonly ContentError[], heading = BUILD_HEADING): string {
  if (errors.length === 0) return '';
  const files = [...new Set(errors.map((error) => error.file))];
  const lines = [heading, ...byFile(errors)];
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  const fileCount = files.length === 1 ? '1 file' : `${files.length} files`;
  lines.push('', `${count} in ${fileCount}. Field meanings and examples: CONTENT.md.`);
  const hint = countingHint(errors);
  if (hint) lines.push(hint);
  return lines.join('\n');
}

export const NOTICES_HEADING =
  'Harmless: left behind by a deletion or a rename, or misnamed. The build goes on; tidy up when you like:';

/** What deletions left in the content, file by file; '' when nothing. */
export function formatNotices(notices: readonly ContentError[]): string {
  return notices.length === 0 ? '' : [NOTICES_HEADING, ...byFile(notices)].join('\n');
}

const LISTED = 4;

/** What each partial translation shows in the default language, file by file; '' if none. */
export function formatUntranslated(languages: readonly Translation[]): string {
  const [own, ...others] = languages;
  const lines: string[] = [];
  for (const { lang, untranslated } of others) {
    if (untranslated.length === 0) continue;
    const count = untranslated.reduce((sum, { fields }) => sum + fields.length, 0);
    lines.push(
      `Translation ${lang} is partial: ${count === 1 ? '1 text shows' : `${count} texts show`} in the default language (${own.lang}) until translated, marked lang="${own.lang}" on the pages:`,
    );
    for (const { file, fields } of untranslated) {
      const more = fields.length > LISTED ? `, and ${fields.length - LISTED} more` : '';
      lines.push(`  ${file}: ${fields.slice(0, LISTED).join('; ')}${more}`);
    }
  }
  return lines.join('\n');
}

/**
 * Ends a build with status 1 and `report` as the last thing on screen. The report is written
 * while the process exits, after Gatsby's progress display has stopped redrawing, so that it is
 * neither re-wrapped to 80 columns, boxed with a stack trace, nor cleared by the spinner; the
 * trailing blank lines are what the spinner's last redraw erases.
 */
function stopBuild(report: string): never {
  process.once('exit', () => {
    process.stderr.write(`\n${report}\n\n`);
  });
  return process.exit(1);
}

interface ReportOptions {
  develop: boolean;
  /** Whether the check before this one found errors; absent at the first check. */
  hadErrors?: boolean;
  stop?: (report: string) => void;
}

/**
 * Checks the content in `contentDir` and says what it found; returns whether it found errors.
 * Errors stop a build (`stop`) and are printed in develop. Clean content is announced by the
 * first check, and by a re-check (given what the check before it found) only when it ends
 * earlier errors.
 */
export function reportContentCheck(
  contentDir: string,
  reporter: Pick<Reporter, 'success' | 'error' | 'warn'>,
  { develop, hadErrors, stop = stopBuild }: ReportOptions,
): boolean {
  // A re-check follows a save that Gatsby has seen: the files are read again, whatever they say.
  const {
    errors,
    languages = [],
    notices = [],
  } = loadCheckedContent(contentDir, {
    fresh: hadErrors !== undefined,
  });
  recordReport(contentDir);
  if (errors.length > 0 && develop) reporter.error(formatReport(errors, DEVELOP_HEADING));
  else if (errors.length > 0) stop(formatReport(errors, BUILD_HEADING));
  else if (hadErrors === undefined) reporter.success(CONTENT_OK);
  else if (hadErrors) reporter.success(CONTENT_FIXED);
  // A partial translation is the owner's work in progress: said at every check, never an error.
  const partial = formatUntranslated(languages);
  if (partial) reporter.warn(partial);
  const leftovers = formatNotices(notices);
  if (leftovers) reporter.warn(leftovers);
  return errors.length > 0;
}
