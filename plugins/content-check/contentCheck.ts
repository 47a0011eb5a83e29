// What the build and the development server do with the content check: a build stops with the
// report before any page is written; the development server prints the report, keeps running,
// checks again whenever a content file changes and says when everything is fixed.
import { BUILD_HEADING, DEVELOP_HEADING, formatReport } from './report';
import { validateContent, type ContentError } from './validateContent';

/** The part of Gatsby's reporter the check uses. */
export interface ContentReporter {
  info(text: string): void;
  success(text: string): void;
  error(text: string): void;
  /** Prints and ends the process with status 1. */
  panic(text: string): void;
}

export const CONTENT_OK = 'Content OK: every file in content/ matches its schema';
export const CONTENT_FIXED = 'Content OK: the content errors are fixed';

/** True in `gatsby develop`, where a content error must not stop the server. */
export function isDevelopCommand(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === 'develop';
}

/**
 * The check at bootstrap: returns the errors found. In develop they are printed; in a build
 * they end the process with status 1 and the report (no stack trace), so nothing is returned.
 */
export function checkContentAtBootstrap(
  contentDir: string,
  reporter: ContentReporter,
  develop: boolean,
  stop: (report: string) => void = stopBuild,
): ContentError[] {
  const { errors } = validateContent(contentDir);
  if (errors.length === 0) {
    reporter.success(CONTENT_OK);
  } else if (develop) {
    reporter.error(formatReport(errors, DEVELOP_HEADING));
  } else {
    stop(formatReport(errors, BUILD_HEADING));
  }
  return errors;
}

/**
 * Ends a build with status 1 and `report` as the last thing on screen. The report is written
 * while the process exits, after Gatsby's progress display has stopped redrawing, so that it is
 * neither re-wrapped to 80 columns, boxed with a stack trace, nor cleared by the spinner; the
 * trailing blank lines are what the spinner's last redraw erases.
 */
export function stopBuild(report: string): never {
  process.once('exit', () => {
    process.stderr.write(`\n${report}\n\n`);
  });
  return process.exit(1);
}

export interface ContentRecheck {
  /** Call when a content file changed; the check runs once the changes settle. */
  changed(): void;
  /** Stops a pending check (for tests and shutdown). */
  cancel(): void;
}

/**
 * The development server's re-check: after each change to content/ it checks every file again
 * and prints the new report, or one line when the errors are fixed. `initialErrors` are those
 * the bootstrap check printed.
 */
export function createContentRecheck(
  contentDir: string,
  reporter: ContentReporter,
  initialErrors: readonly ContentError[],
  settleMs = 150,
): ContentRecheck {
  let hadErrors = initialErrors.length > 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    timer = undefined;
    const { errors } = validateContent(contentDir);
    if (errors.length > 0) {
      reporter.error(formatReport(errors, DEVELOP_HEADING));
    } else if (hadErrors) {
      reporter.success(CONTENT_FIXED);
    }
    hadErrors = errors.length > 0;
  };

  return {
    changed() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, settleMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
