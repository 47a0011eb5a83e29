// The CV (public/resume.pdf), drawn from content/site.json and content/resume.json: after
// `gatsby build`, and in `gatsby develop` after bootstrap and again whenever either file
// changes.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { CV_PATH } from '../../src/constants';
import { isDevelopCommand } from '../content-check/contentCheck';
import { writeCv } from './cv';

interface Options {
  /** The content folder the CV is drawn from. */
  path: string;
}

/** The content files the CV is drawn from. */
const CV_CONTENT_FILES = new Set(['site.json', 'resume.json']);
const CV_SETTLE_MS = 300;

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function cvFileOf(state: unknown): string {
  const { program } = state as { program: { directory: string } };
  return path.join(program.directory, 'public', CV_PATH);
}

/**
 * The development server's CV: written once bootstrap is over, then again once changes to its
 * content settle, one render at a time. A failure is reported and the server keeps running.
 */
const developCv = (() => {
  let target: { contentDir: string; outFile: string; reporter: Reporter } | undefined;
  let queue: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changes = new Set<string>();

  const render = (why: string): Promise<void> => {
    const current = target;
    queue = queue.then(async () => {
      if (!current) return;
      try {
        const { bytes, milliseconds } = await writeCv(current.contentDir, current.outFile);
        current.reporter.info(
          `CV ${why}: public${CV_PATH} (${kilobytes(bytes)}, ${Math.round(milliseconds)} ms)`,
        );
      } catch (error) {
        current.reporter.error(`Could not generate the CV (public${CV_PATH}): ${messageOf(error)}`);
      }
    });
    return queue;
  };

  return {
    start(contentDir: string, outFile: string, reporter: Reporter): Promise<void> {
      target = { contentDir, outFile, reporter };
      return render('generated');
    },
    /** A content file changed; before `start` (during bootstrap) there is nothing to do. */
    changed(file: string): void {
      if (!target) return;
      changes.add(`content/${file}`);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const files = [...changes].join(' and ');
        changes.clear();
        void render(`regenerated after a change to ${files}`);
      }, CV_SETTLE_MS);
    },
  };
})();

// develop serves public/, so the CV is written there as soon as bootstrap is over.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (
  { store, reporter },
  options,
) => {
  if (!isDevelopCommand()) return;
  await developCv.start((options as unknown as Options).path, cvFileOf(store.getState()), reporter);
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File' && node.sourceInstanceName === 'content';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node }) => {
  const file = node.relativePath;
  if (typeof file === 'string' && CV_CONTENT_FILES.has(file)) developCv.changed(file);
};

// In a build, content that cannot make a CV stops the build, leaving no file.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }, options) => {
  const outFile = cvFileOf(store.getState());
  const activity = reporter.activityTimer(`generating the CV (public${CV_PATH})`);
  activity.start();
  try {
    // No stale CV from an earlier build survives a failed one.
    await fs.promises.rm(outFile, { force: true });
    const { bytes } = await writeCv((options as unknown as Options).path, outFile);
    activity.setStatus(kilobytes(bytes));
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV (public${CV_PATH}) from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  } finally {
    activity.end();
  }
};
