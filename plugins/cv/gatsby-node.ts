// The resume's files, drawn from content/site.json and content/resume.json: the CV
// (public/resume.pdf), the JSON Resume file (public/resume.json) and the contact card
// (public/contact.vcf). Written after `gatsby build`, and in `gatsby develop` after bootstrap
// and again whenever either file changes.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { CONTACT_CARD_PATH, CV_PATH, JSON_RESUME_PATH } from '../../src/constants';
import { isDevelopCommand } from '../content-check/contentCheck';
import { writeResumeFiles } from './cv';

interface Options {
  /** The content folder the CV is drawn from. */
  path: string;
}

/** The content files the CV is drawn from. */
const CV_CONTENT_FILES = new Set(['site.json', 'resume.json']);
const CV_SETTLE_MS = 300;

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const PATHS = [CV_PATH, JSON_RESUME_PATH, CONTACT_CARD_PATH];
const FILES = PATHS.map((file) => `public${file}`).join(', ');

function publicDirOf(state: unknown): string {
  const { program } = state as { program: { directory: string } };
  return path.join(program.directory, 'public');
}

// The development server's CV: written once bootstrap is over, then again once changes to its
// content settle, one render at a time. A failure is reported and the server keeps running.
let develop: { contentDir: string; publicDir: string; reporter: Reporter } | undefined;
let rendering: Promise<void> = Promise.resolve();
let settling: ReturnType<typeof setTimeout> | undefined;
const changed = new Set<string>();

function renderInDevelop(why: string): Promise<void> {
  if (!develop) return rendering;
  const { contentDir, publicDir, reporter } = develop;
  rendering = rendering.then(async () => {
    try {
      const { bytes, milliseconds } = await writeResumeFiles(contentDir, publicDir);
      reporter.info(`CV ${why}: ${FILES} (${kilobytes(bytes)}, ${Math.round(milliseconds)} ms)`);
    } catch (error) {
      reporter.error(`Could not generate the CV (${FILES}): ${messageOf(error)}`);
    }
  });
  return rendering;
}

// develop serves public/, so the CV is written there as soon as bootstrap is over.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (
  { store, reporter },
  options,
) => {
  if (!isDevelopCommand()) return;
  const contentDir = (options as unknown as Options).path;
  develop = { contentDir, publicDir: publicDirOf(store.getState()), reporter };
  await renderInDevelop('generated');
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File' && node.sourceInstanceName === 'content';

// A content file changed; during bootstrap (before the first CV) there is nothing to do.
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node }) => {
  const file = node.relativePath;
  if (!develop || typeof file !== 'string' || !CV_CONTENT_FILES.has(file)) return;
  changed.add(`content/${file}`);
  clearTimeout(settling);
  settling = setTimeout(() => {
    const files = [...changed].join(' and ');
    changed.clear();
    void renderInDevelop(`regenerated after a change to ${files}`);
  }, CV_SETTLE_MS);
};

// In a build, content that cannot make the CV stops the build, leaving no file.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }, options) => {
  const publicDir = publicDirOf(store.getState());
  const activity = reporter.activityTimer(`generating the CV (${FILES})`);
  activity.start();
  try {
    // No stale file from an earlier build survives a failed one.
    for (const file of PATHS) {
      await fs.promises.rm(path.join(publicDir, file), { force: true });
    }
    const { bytes } = await writeResumeFiles((options as unknown as Options).path, publicDir);
    activity.setStatus(kilobytes(bytes));
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV (${FILES}) from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  } finally {
    activity.end();
  }
};
