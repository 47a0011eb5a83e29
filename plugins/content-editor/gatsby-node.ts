// The content editor at /admin (docs/editing.md): Decap CMS, configured from content/schemas/,
// saving to the site's repository through its Git host, or to content/ on the owner's computer
// (`npm run edit`). Written after the build, and when `develop` starts; listed after
// hosting-files, whose _headers it completes with the editor's own rules.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node, PluginOptions } from 'gatsby';
import { requireValidLanguages, loadSchemas } from '../content-engine/load';
import { CONTENT_FILES, type ContentFileName } from '../content-engine/files';
import { readFrontMatter } from '../content-engine/frontMatter';
import { POSTS_FOLDER, publishedPosts } from '../content-engine/posts';
import { typeNameOf } from '../content-engine/graphqlTypes';
import { defaultLanguageOf } from '../content-engine/translations';
import { contentDirOf } from '../shared/gatsby';
import { pluginOutputCache } from '../shared/outputCache';
import { editorConfig, type EditorBackend } from './editorConfig';
import type { FieldSchema } from './formFields';
import {
  editorHeaderRules,
  repositoryFromEnvironment,
  writeEditor,
  editorConfigPath,
  writeEditorConfig,
} from './editorFiles';

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

/**
 * The post schema, and the default language's posts by id and title (the content is checked):
 * those `shown` names, since the built editor's files are public and a draft's title is not.
 */
function postsOf(dir: string, shown: ReadonlySet<string>) {
  const schemaFile = path.join(dir, 'schemas', 'post.schema.json');
  if (!fs.existsSync(schemaFile)) return undefined;
  const folder = path.join(dir, POSTS_FOLDER);
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.md') && shown.has(name.slice(0, -'.md'.length)))
    : [];
  const translations = path.join(dir, 'translations');
  const languages = fs.existsSync(translations) ? fs.readdirSync(translations) : [];
  const names = files.sort().map((name) => {
    const { front } = readFrontMatter(fs.readFileSync(path.join(folder, name), 'utf8'), name);
    const id = name.slice(0, -'.md'.length);
    const translatedIn = languages.filter((lang) =>
      fs.existsSync(path.join(translations, lang, POSTS_FOLDER, name)),
    );
    return { id, title: typeof front?.title === 'string' ? front.title : id, translatedIn };
  });
  return { schema: JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as FieldSchema, names };
}

/** The editor's configuration for the content as it is now; throws when it has errors. */
function setupOf(options: PluginOptions) {
  const dir = contentDirOf(options);
  const [main, ...others] = requireValidLanguages(dir);
  const schemas = loadSchemas(dir) as Record<ContentFileName, FieldSchema>;
  return editorConfig({
    schemas,
    defaults: main.content as unknown as Record<ContentFileName, Record<string, unknown>>,
    defaultLanguage: defaultLanguageOf(main.content),
    languages: others.map(({ lang }) => lang),
    backend: backendOf(options),
    siteUrl: main.content.site.siteUrl,
    // Drafts and later posts where the owner previews them (npm run develop, npm run edit) alone.
    posts: postsOf(
      dir,
      new Set(publishedPosts(main.posts ?? [], inDevelop()).map(({ slug }) => slug)),
    ),
  });
}

/**
 * A content file's node type (a save of the file makes it again, gatsby-transformer-json), and a
 * post's (site-content makes a post's nodes again when it is saved).
 */
const CONTENT_TYPES = new Set([...CONTENT_FILES.map(typeNameOf), 'Post']);
const inDevelop = () => process.env.gatsby_executing_command === 'develop';

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (
  { store, reporter },
  options,
) => {
  if (!inDevelop()) return;
  try {
    await writeEditor(store.getState().program.directory, setupOf(options), '');
  } catch {
    // The content check has reported the content's errors; the editor comes with their fix.
    reporter.warn('The content editor was not written: the content has errors.');
  }
};

// In develop, a saved content file changes what the forms offer: a new entry's translation
// form, a renamed title as its label, a new tech item in a stack's choices, a new post in the
// translations' choice. Reload /admin.
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  CONTENT_TYPES.has(node.internal.type);

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ store }, options) => {
  const root = store.getState().program.directory;
  // Once bootstrap has written the editor (not before, nor in a build).
  if (!inDevelop() || !fs.existsSync(editorConfigPath(root))) return;
  try {
    writeEditorConfig(root, setupOf(options));
  } catch {
    // Content with errors: the check's report says what to fix; the forms stay as they were.
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

// The editor's scripts are kept in Gatsby's cache (.cache/caches/content-editor/outputs/) under
// their source: a build compiles again only those whose source or compiler has changed.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { store, reporter, basePath: prefix, cache },
  options,
) => {
  const root = store.getState().program.directory;
  const setup = setupOf(options);
  await writeEditor(
    root,
    setup,
    prefix,
    pluginOutputCache(store, 'content-editor', cache?.directory),
  );
  const backend = setup.config.backend as EditorBackend;
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
