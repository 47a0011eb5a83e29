// The files of the content editor at /admin: Decap CMS's own bundle from npm, the page and its
// script, the configuration drawn from the schemas, and the editor's headers. Nothing of it is
// part of a public page: they load no script of the editor.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { EDITOR_PATH } from '../../src/shared/constants';
import { headersText, REVALIDATE } from '../shared/headerRules';
import { cachedOutput, type OutputCache } from '../shared/outputCache';
import { FORMAT, type EditorBackend, type EditorSetup } from './editorConfig';

// The bundle, the parts it loads when needed, and its licence notice.
const BUNDLE_FILE = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|\.wasm$/;
// The page's modules, by their path in plugins/; each becomes /admin/<its name>.js.
const BROWSER_SCRIPTS = [
  'content-editor/browser/deletions.ts',
  'content-editor/browser/editor.ts',
  'content-editor/browser/formats.ts',
  'content-editor/browser/frontMatterFormat.ts',
  'content-editor/browser/ids.ts',
  'content-engine/frontMatterText.ts',
  'content-engine/idOf.ts',
  'content-engine/jsonEdits.ts',
  'content-engine/jsonInPlace.ts',
  'content-engine/tidyJson.ts',
];
// jsonc-parser's own modules (jsonEdits' library), served as they are under /admin/jsonc-parser/.
const JSONC_DIR = 'jsonc-parser';
// yaml's browser modules (a post's front matter), as they are under /admin/yaml/.
const YAML_DIR = 'yaml';

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

/** A browser script of the editor from its TypeScript: types stripped, imports by file name. */
function browserScript(file: string, source: string): string {
  // Loaded when a script is made, not with the plugin: a build that has them all kept needs none.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { transform }: typeof import('sucrase') = require('sucrase');
  const { code } = transform(source, {
    transforms: ['typescript'],
    disableESTransforms: true,
    filePath: file,
  });
  // Side by side in /admin: a module names another by its file's name.
  return code
    .replace(/(from\s+['"])(?:\.{1,2}\/)+(?:[\w-]+\/)*([\w-]+)(?:\.js)?(['"])/g, '$1./$2.js$3')
    .replace(/(from\s+['"])jsonc-parser(['"])/g, `$1./${JSONC_DIR}/main.js$2`)
    .replace(/(from\s+['"])yaml(['"])/g, `$1./${YAML_DIR}/index.js$2`);
}

/**
 * A folder written file by file: a file that holds its bytes already is left alone (removing and
 * copying the editor's megabytes took a build a tenth of a second or more), and `prune` removes
 * what was not written again (a former chunk of the bundle).
 */
function folderWriter(dir: string) {
  const written = new Set<string>();
  return {
    put(at: string, data: string | Buffer): void {
      const file = path.join(dir, at);
      written.add(file);
      try {
        if (fs.readFileSync(file).equals(Buffer.from(data))) return;
      } catch {
        // Not written yet.
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data);
    },
    prune(): void {
      for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isDirectory() && !written.has(file)) fs.rmSync(file);
      }
    },
  };
}

/**
 * Writes the editor of the project in `root` into its public/admin; the page's paths start with
 * `prefix`. Files are found from the project: the bundler of gatsby-node moves __dirname and
 * leaves no require.resolve. A build keeps the scripts in `cache` under their source text.
 */
export async function writeEditor(
  root: string,
  setup: EditorSetup,
  prefix = '',
  cache: OutputCache | null = null,
): Promise<void> {
  const dir = path.join(root, 'public', EDITOR_PATH.slice(1));
  const resolve = createRequire(path.join(root, 'package.json')).resolve;
  const bundleDir = path.dirname(resolve('decap-cms'));
  const pluginsDir = path.join(root, 'plugins');
  fs.mkdirSync(dir, { recursive: true });
  const folder = folderWriter(dir);
  for (const file of fs.readdirSync(bundleDir).filter((name) => BUNDLE_FILE.test(name))) {
    folder.put(file, fs.readFileSync(path.join(bundleDir, file)));
  }
  for (const file of BROWSER_SCRIPTS) {
    const source = fs.readFileSync(path.join(pluginsDir, file), 'utf8');
    const { data } = await cachedOutput(cache, `editor-${file}`, { file, source }, () =>
      browserScript(file, source),
    );
    folder.put(path.basename(file).replace(/\.ts$/, '.js'), data);
  }
  // jsonc-parser's main module is lib/umd/main.js; the browser's are beside it in lib/esm/.
  const jsoncDir = path.join(path.dirname(resolve('jsonc-parser')), '..', 'esm');
  for (const file of fs.readdirSync(jsoncDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(jsoncDir, file), 'utf8');
    folder.put(path.join(JSONC_DIR, file), browserModule(code));
  }
  // yaml's browser build: ES modules that name each other by their whole file name already.
  const yamlDir = path.join(path.dirname(resolve('yaml/package.json')), 'browser', 'dist');
  for (const file of fs.readdirSync(yamlDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.js'))
      folder.put(path.join(YAML_DIR, file), fs.readFileSync(path.join(yamlDir, file)));
  }
  folder.put(
    'editor.css',
    fs.readFileSync(path.join(pluginsDir, 'content-editor', 'browser', 'editor.css')),
  );
  folder.put('config.json', configText(setup));
  folder.put('index.html', page(prefix));
  folder.prune();
}

/**
 * A package's ES module for a browser, which finds a module only by its whole name: each
 * relative import gets the '.js' its file has.
 */
const browserModule = (code: string): string =>
  code.replace(/(from\s+['"])(\.{1,2}\/[^'"]+?)(?<!\.js)(['"])/g, '$1$2.js$3');

const configText = (setup: EditorSetup): string =>
  JSON.stringify({ ...setup, formats: FORMAT, localBackend: `${LOCAL_BACKEND}/api/v1` });

/** Writes the editor's configuration alone: develop writes it again when the content changes. */
/** Where the editor's configuration is written under the project's root. */
export const editorConfigPath = (root: string) =>
  path.join(root, 'public', EDITOR_PATH.slice(1), 'config.json');

export function writeEditorConfig(root: string, setup: EditorSetup): void {
  fs.writeFileSync(editorConfigPath(root), configText(setup));
}
