// The resume's files, drawn from content/site.json and content/resume.json: the CV
// (/resume.pdf), the JSON Resume file (/resume.json) and the contact card (/contact.vcf).
// Written into public/ after `gatsby build`; drawn afresh for each request in `gatsby develop`.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CV_PATH } from '../../src/shared/constants';
import { contentDirOf, contentOptionsSchema, publicDirOf } from '../shared/gatsby';
import { RESUME_PATHS, resumeFiles } from './files';

/** The part of Express's response that the develop route uses. */
interface DevResponse {
  type(extension: string): DevResponse;
  status(code: number): DevResponse;
  send(body: string | Buffer): void;
}

const FILES = RESUME_PATHS.map((file) => `public${file}`).join(', ');
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// develop serves public/ before its own routes: an earlier build's files are removed at the end
// of bootstrap, before the server starts. A build writes them afresh at its end.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store }) => {
  const publicDir = publicDirOf(store);
  await Promise.all(
    RESUME_PATHS.map((at) => fs.promises.rm(path.join(publicDir, at), { force: true })),
  );
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
// basePath is the path prefix with --prefix-paths, and '' without.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { store, reporter, basePath: prefix },
  options,
) => {
  try {
    const files = await resumeFiles(contentDirOf(options), RESUME_PATHS, { prefix });
    for (const [at, data] of Object.entries(files)) {
      await fs.promises.writeFile(path.join(publicDirOf(store), at), data);
    }
    reporter.info(`Wrote ${FILES} (the CV: ${Math.round(files[CV_PATH].length / 1024)} kB)`);
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV (${FILES}) from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  }
};
