// The resume's files, drawn from content/site.json and content/resume.json: the CV
// (/resume.pdf), the JSON Resume file (/resume.json) and the contact card (/contact.vcf).
// Written into public/ after `gatsby build`; drawn afresh for each request in `gatsby develop`.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CV_PATH } from '../../src/constants';
import { isDevelopCommand } from '../content-check/contentCheck';
import { RESUME_PATHS, resumeFiles } from './cv';

interface Options {
  /** The content folder the files are drawn from. */
  path: string;
}

/** The part of Express's response that the develop route uses. */
interface DevResponse {
  type(extension: string): DevResponse;
  status(code: number): DevResponse;
  send(body: string | Buffer): void;
}

const FILES = RESUME_PATHS.map((file) => `public${file}`).join(', ');

const contentDirOf = (options: unknown) => (options as Options).path;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function publicDirOf(state: unknown): string {
  const { program } = state as { program: { directory: string } };
  return path.join(program.directory, 'public');
}

/** Removes the files of an earlier build: a failed build, or develop, must not serve them. */
async function removeOldFiles(publicDir: string): Promise<void> {
  await Promise.all(
    RESUME_PATHS.map((file) => fs.promises.rm(path.join(publicDir, file), { force: true })),
  );
}

// develop serves public/ before its own routes: an earlier build's files are removed, or they
// would be served instead of the route's fresh ones.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store }) => {
  if (isDevelopCommand()) {
    await removeOldFiles(publicDirOf(store.getState()));
  }
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }, options) => {
  app.get(RESUME_PATHS, async (request: { path: string }, response: DevResponse) => {
    try {
      const files = await resumeFiles(contentDirOf(options), [request.path]);
      response.type(path.extname(request.path)).send(files[request.path]);
    } catch (error) {
      const message = `Could not generate ${request.path}: ${messageOf(error)}`;
      reporter.error(message);
      response.status(500).type('text').send(message);
    }
  });
};

// In a build, content that cannot make the files stops the build, leaving none of them.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }, options) => {
  const publicDir = publicDirOf(store.getState());
  const activity = reporter.activityTimer(`generating the CV (${FILES})`);
  activity.start();
  try {
    await removeOldFiles(publicDir);
    const files = await resumeFiles(contentDirOf(options));
    for (const [file, data] of Object.entries(files)) {
      await fs.promises.writeFile(path.join(publicDir, file), data);
    }
    activity.setStatus(`${Math.round(files[CV_PATH].length / 1024)} kB`);
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV (${FILES}) from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  } finally {
    activity.end();
  }
};
