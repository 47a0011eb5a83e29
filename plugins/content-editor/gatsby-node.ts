// The content editor at /admin (docs/editing.md): Decap CMS, configured from content/schemas/,
// saving to the site's repository through its Git host, or to content/ on the owner's computer
// (`npm run edit`). Written after the build, and when `develop` starts; listed after
// hosting-files, whose _headers it completes with the editor's own rules.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { requireValidLanguages, loadSchemas } from '../shared/content/load';
import type { ContentFileName } from '../shared/content/files';
import { defaultLanguageOf } from '../shared/content/translations';
import { contentDirOf } from '../shared/gatsby';
import { editorConfig, type EditorBackend } from './editorConfig';
import type { FieldSchema } from './formFields';
import { editorHeaderRules, repositoryFromEnvironment, writeEditor } from './editorFiles';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    path: Joi.string().required().description('The content folder, with its schemas/ folder'),
    backend: Joi.object({
      name: Joi.string().valid('github', 'gitlab', 'gitea', 'bitbucket').default('github'),
      repo: Joi.string()
        .pattern(/^[^/\s]+\/[^\s]+$/)
        .description('owner/name of the site’s repository'),
      branch: Joi.string(),
      base_url: Joi.string().uri().description('The OAuth provider (Netlify’s by default)'),
      auth_endpoint: Joi.string(),
      api_root: Joi.string().uri(),
    }).default({}),
  });

function backendOf(options: PluginOptions): EditorBackend {
  const given = (options.backend ?? {}) as EditorBackend;
  const name = given.name ?? 'github';
  const repo =
    given.repo ?? (name === 'github' ? repositoryFromEnvironment(process.env) : undefined);
  // Netlify's OAuth provider signs the owner in to GitHub: no Netlify Identity.
  const baseUrl = given.base_url ?? (name === 'github' ? 'https://api.netlify.com' : undefined);
  return {
    ...given,
    name,
    branch: given.branch ?? process.env.BRANCH ?? 'main',
    ...(baseUrl && { base_url: baseUrl }),
    ...(repo && { repo }),
  };
}

function build(root: string, options: PluginOptions, prefix: string) {
  const dir = contentDirOf(options);
  const [main, ...others] = requireValidLanguages(dir);
  const schemas = loadSchemas(dir) as Record<ContentFileName, FieldSchema>;
  const backend = backendOf(options);
  const setup = editorConfig({
    schemas,
    defaults: main.content as unknown as Record<ContentFileName, Record<string, unknown>>,
    defaultLanguage: defaultLanguageOf(main.content),
    languages: others.map(({ lang }) => lang),
    backend,
    siteUrl: main.content.site.siteUrl,
  });
  writeEditor(root, setup, prefix);
  return backend;
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ store, reporter }, options) => {
  if (process.env.gatsby_executing_command !== 'develop') return;
  try {
    build(store.getState().program.directory, options, '');
  } catch {
    // The content check has reported the content's errors; the editor comes with their fix.
    reporter.warn('The content editor was not written: the content has errors.');
  }
};

// The development server sends its own page for every .html address: the editor's is sent here.
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, store }) => {
  const page = path.join(store.getState().program.directory, 'public', 'admin', 'index.html');
  app.get(
    ['/admin', '/admin/', '/admin/index.html'],
    (_request: unknown, response: { sendFile: (file: string) => void }) => {
      response.sendFile(page);
    },
  );
};

export const onPostBuild: GatsbyNode['onPostBuild'] = (
  { store, reporter, basePath: prefix },
  options,
) => {
  const root = store.getState().program.directory;
  const backend = build(root, options, prefix);
  fs.appendFileSync(
    path.join(root, 'public', '_headers'),
    `\n${editorHeaderRules(backend, prefix)}`,
  );
  reporter.info(
    backend.repo
      ? `Wrote the content editor at ${prefix}/admin, saving to ${backend.repo}`
      : `Wrote the content editor at ${prefix}/admin: it edits on this computer (npm run edit) until a repository is set (docs/editing.md)`,
  );
};
