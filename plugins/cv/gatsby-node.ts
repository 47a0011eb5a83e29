// The resume's files, drawn from content/site.json and content/resume.json: the CV
// (/resume.pdf), the JSON Resume file (/resume.json) and the contact card (/contact.vcf).
// Written into public/ after `gatsby build`; drawn afresh for each request in `gatsby develop`.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CONTACT_CARD_PATH, CV_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import {
  contentDirOf,
  contentOptionsSchema,
  publicDirOf,
  writePublicFiles,
} from '../shared/gatsby';
import { pluginOutputCache } from '../shared/outputCache';
import { cvGaps, resumeFiles, resumePaths } from './files';

/** The part of Express's response that the develop route uses. */
interface DevResponse {
  type(extension: string): DevResponse;
  status(code: number): DevResponse;
  send(body: string | Buffer): void;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// develop serves public/ before its own routes: an earlier build's files are removed at the end
// of bootstrap, before the server starts. A build writes them afresh at its end.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store }, options) => {
  const publicDir = publicDirOf(store);
  // Content with errors names no language: the default's files are removed all the same.
  let paths = [CV_PATH, JSON_RESUME_PATH, CONTACT_CARD_PATH];
  try {
    paths = resumePaths(contentDirOf(options));
  } catch {
    // The content check reports the errors.
  }
  await Promise.all(paths.map((at) => fs.promises.rm(path.join(publicDir, at), { force: true })));
};

// Any language's resume files, as the content is when asked: a language added or content fixed
// while develop runs is served without a restart.
const RESUME_ROUTE = /^(?:\/[^/]+)?\/resume\.(?:pdf|json)$|^\/contact\.vcf$/;

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }, options) => {
  app.get(
    RESUME_ROUTE,
    async (request: { path: string }, response: DevResponse, next: () => void) => {
      try {
        const contentDir = contentDirOf(options);
        // Under a prefix that is no language of the site, the path is no page of it.
        if (!resumePaths(contentDir).includes(request.path)) return next();
        const files = await resumeFiles(contentDir, [request.path]);
        response.type(path.extname(request.path)).send(files[request.path]);
      } catch (error) {
        const message = `Could not generate ${request.path}: ${messageOf(error)}`;
        reporter.error(message);
        response.status(500).type('text').send(message);
      }
    },
  );
};

// In a build, content that cannot make the files stops the build, leaving none of them. The CVs
// are kept in Gatsby's cache (.cache/caches/cv/outputs/) under what each is drawn from, so that
// an edit redraws only the CVs it touches. basePath is the path prefix with --prefix-paths.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { store, reporter, basePath: prefix, cache },
  options,
) => {
  const contentDir = contentDirOf(options);
  try {
    const kept: string[] = [];
    const drawing = { cache: pluginOutputCache(store, 'cv', cache?.directory), kept };
    const files = await resumeFiles(contentDir, undefined, { prefix }, drawing);
    await writePublicFiles(publicDirOf(store), cache?.directory, files);
    const fromCache = kept.length > 0 ? ` (${kept.sort().join(', ')} from the cache)` : '';
    reporter.info(
      `Wrote ${Object.keys(files)
        .map((at) => `public${at}`)
        .join(', ')}${fromCache}`,
    );
    // The resume page in such a language offers the default language's CV instead.
    for (const { lang, problem } of cvGaps(contentDir)) {
      reporter.info(
        `No CV as PDF in ${lang}: ${problem}; /${lang}/resume links to the default language's`,
      );
    }
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV and resume files from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  }
};
