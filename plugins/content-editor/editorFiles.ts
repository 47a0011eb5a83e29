// The files of the content editor at /admin: Decap CMS's own bundle from npm, the page and its
// script, the configuration drawn from the schemas, and the editor's headers. Nothing of it is
// part of a public page: they load no script of the editor.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { transform } from 'sucrase';
import { EDITOR_PATH } from '../../src/shared/constants';
import { headersText, REVALIDATE } from '../hosting-files/headerRules';
import { FORMAT, type EditorBackend, type EditorSetup } from './editorConfig';

// The bundle, the parts it loads when needed, and its licence notice.
const BUNDLE_FILE = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|\.wasm$/;
// The page's modules, by their path in plugins/; each becomes /admin/<its name>.js.
const BROWSER_SCRIPTS = [
  'content-editor/browser/deletions.ts',
  'content-editor/browser/editor.ts',
  'content-editor/browser/formats.ts',
  'content-editor/browser/ids.ts',
  'shared/content/idOf.ts',
  'shared/content/jsonEdits.ts',
  'shared/content/jsonInPlace.ts',
  'shared/content/tidyJson.ts',
];
// jsonc-parser's own modules (jsonEdits' library), served as they are under /admin/jsonc-parser/.
const JSONC_DIR = 'jsonc-parser';

/** Where the editor's local backend (decap-server, `npm run edit`) listens. */
export const LOCAL_BACKEND = 'http://localhost:8081';

/**
 * The repository when the options name none: the one the host builds from (Netlify's
 * REPOSITORY_URL, GitHub Actions' GITHUB_REPOSITORY), when it is on GitHub.
 */
export function repositoryFromEnvironment(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  const url = /^(?:https:\/\/|git@)github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(
    env.REPOSITORY_URL ?? '',
  );
  return url?.[1];
}

/** The Git host's API, which the editor reads and commits through. */
export function apiOriginOf(backend: EditorBackend): string {
  if (backend.api_root) return new URL(backend.api_root).origin;
  if (backend.name === 'gitlab') return 'https://gitlab.com';
  if (backend.name === 'bitbucket') return 'https://api.bitbucket.org';
  if (backend.name === 'gitea') return new URL(backend.base_url ?? 'https://gitea.com').origin;
  return 'https://api.github.com';
}

/**
 * The editor's Content-Security-Policy: Decap CMS checks its configuration with ajv, which
 * compiles code ('unsafe-eval'), shows pictures it reads as blobs, and talks to the Git host's
 * API and, on the owner's computer, to the local backend. Only /admin carries it.
 */
export function editorPolicy(backend: EditorBackend): string {
  const api = apiOriginOf(backend);
  const avatars = backend.name === 'github' ? ' https://avatars.githubusercontent.com' : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${avatars}`,
    "font-src 'self' data:",
    `connect-src 'self' blob: ${api} ${LOCAL_BACKEND}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The rules of /admin for _headers: its own policy, kept out of search, always revalidated. */
export function editorHeaderRules(backend: EditorBackend, prefix = ''): string {
  const headers = {
    'Content-Security-Policy': editorPolicy(backend),
    'X-Robots-Tag': 'noindex',
    'Cache-Control': REVALIDATE,
  };
  const at = prefix + EDITOR_PATH;
  return headersText({ [at]: headers, [`${at}/*`]: headers });
}

const page = (prefix: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Content editor</title>
    <link rel="icon" href="${prefix}/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="${prefix}${EDITOR_PATH}/editor.css">
    <script type="module" src="${prefix}${EDITOR_PATH}/editor.js"></script>
  </head>
  <body>
    <div id="editor-status" role="status"><p>Loading the editor…</p></div>
    <noscript><p>The content editor needs JavaScript.</p></noscript>
  </body>
</html>
`;

/**
 * Writes the editor of the project in `root` into its public/admin; the page's paths start with
 * `prefix`. Files are found from the project: the bundler of gatsby-node moves __dirname and
 * leaves no require.resolve.
 */
export function writeEditor(root: string, setup: EditorSetup, prefix = ''): void {
  const dir = path.join(root, 'public', EDITOR_PATH.slice(1));
  const resolve = createRequire(path.join(root, 'package.json')).resolve;
  const bundleDir = path.dirname(resolve('decap-cms'));
  const pluginsDir = path.join(root, 'plugins');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(bundleDir).filter((name) => BUNDLE_FILE.test(name))) {
    fs.copyFileSync(path.join(bundleDir, file), path.join(dir, file));
  }
  for (const file of BROWSER_SCRIPTS) {
    const source = fs.readFileSync(path.join(pluginsDir, file), 'utf8');
    const { code } = transform(source, {
      transforms: ['typescript'],
      disableESTransforms: true,
      filePath: file,
    });
    // Side by side in /admin: a module names another by its file's name.
    const flat = code
      .replace(/(from\s+['"])(?:\.{1,2}\/)+(?:[\w-]+\/)*([\w-]+)(?:\.js)?(['"])/g, '$1./$2.js$3')
      .replace(/(from\s+['"])jsonc-parser(['"])/g, `$1./${JSONC_DIR}/main.js$2`);
    fs.writeFileSync(path.join(dir, path.basename(file).replace(/\.ts$/, '.js')), flat);
  }
  copyBrowserModules(
    // Its main module is lib/umd/main.js; the browser's are beside it in lib/esm/.
    path.join(path.dirname(resolve('jsonc-parser')), '..', 'esm'),
    path.join(dir, JSONC_DIR),
  );
  fs.copyFileSync(
    path.join(pluginsDir, 'content-editor', 'browser', 'editor.css'),
    path.join(dir, 'editor.css'),
  );
  writeEditorConfig(root, setup);
  fs.writeFileSync(path.join(dir, 'index.html'), page(prefix));
}

/**
 * Copies a package's ES modules for a browser, which finds a module only by its whole name: each
 * relative import gets the '.js' its file has.
 */
function copyBrowserModules(from: string, to: string): void {
  for (const file of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(from, file), 'utf8');
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.writeFileSync(
      path.join(to, file),
      code.replace(/(from\s+['"])(\.{1,2}\/[^'"]+?)(?<!\.js)(['"])/g, '$1$2.js$3'),
    );
  }
}

/** Writes the editor's configuration alone: develop writes it again when the content changes. */
export function writeEditorConfig(root: string, setup: EditorSetup): void {
  const file = path.join(root, 'public', EDITOR_PATH.slice(1), 'config.json');
  const localBackend = `${LOCAL_BACKEND}/api/v1`;
  fs.writeFileSync(file, JSON.stringify({ ...setup, formats: FORMAT, localBackend }));
}
