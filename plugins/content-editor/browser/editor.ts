// The content editor's page script (/admin): loads Decap CMS's own bundle, teaches it how this
// site's files are written, and starts it with the configuration the build wrote from the
// schemas (../editorConfig.ts). A module of its own: the page has no inline script.
import type { EditorSetup } from '../editorConfig';
import { withTranslationsFollowing, type BackendImplementation } from './deletions.js';
import { jsonFormat, markdownFormat, translationFormat, type FileFormat } from './formats.js';

interface DecapCms {
  registerCustomFormat: (name: string, extension: string, format: FileFormat) => void;
  getBackend: (name: string) => { init: (...args: unknown[]) => BackendImplementation } | undefined;
  init: (options: { config: Record<string, unknown> }) => void;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
  }
}

function loadScript(src: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src.href;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src.pathname} did not load`));
    document.body.append(script);
  });
}

const LOCAL = ['localhost', '127.0.0.1'];

/** Whether the editor's local backend (decap-server, started by `npm run edit`) answers. */
async function localBackendAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Says in the page why the editor does not open, and what to do: a heading, then paragraphs
 *  in which a `quoted` part is a command or a file. */
function explain(heading: string, ...paragraphs: string[]) {
  const status = document.getElementById('editor-status');
  if (!status) return;
  const title = document.createElement('h1');
  title.textContent = heading;
  const texts = paragraphs.map((text) => {
    const paragraph = document.createElement('p');
    text.split('`').forEach((part, index) => {
      if (index % 2 === 0) paragraph.append(part);
      else paragraph.append(Object.assign(document.createElement('code'), { textContent: part }));
    });
    return paragraph;
  });
  status.replaceChildren(title, ...texts);
}

async function start() {
  try {
    const response = await fetch(new URL('config.json', import.meta.url));
    const setup = (await response.json()) as EditorSetup & {
      formats: Record<string, string>;
      localBackend: string;
    };
    const backend = setup.config.backend as { name: string; repo?: string };
    const local = LOCAL.includes(window.location.hostname);
    // Without a repository, Decap would fall back to none and show a configuration error.
    if (!backend.repo && !local) {
      explain(
        'This editor is not connected to a repository yet',
        'Name the repository it saves to: `docs/editing.md` says how, for GitHub (signing in through Netlify) and for other Git hosts.',
        'Or edit on your computer: run `npm run edit` in your site’s folder, then open http://localhost:8000/admin.',
      );
      return;
    }
    if (!backend.repo && !(await localBackendAnswers(setup.localBackend))) {
      explain(
        'To edit on this computer, run npm run edit',
        'On your computer the editor saves into `content/` through a helper, which is not running. Stop this server and run `npm run edit`: it starts the helper and the site together. Then open http://localhost:8000/admin.',
        'On the published site, the editor saves to your repository instead, once it is set (`docs/editing.md`).',
      );
      return;
    }
    window.CMS_MANUAL_INIT = true;
    // The posts' format and its YAML library load beside the editor's bundle, not before it.
    const [{ frontMatterFormat }] = await Promise.all([
      import('./frontMatterFormat.js'),
      loadScript(new URL('decap-cms.js', import.meta.url)),
    ]);
    const cms = window.CMS;
    if (!cms) throw new Error('the editor did not start');
    cms.registerCustomFormat(
      setup.formats.json,
      'json',
      jsonFormat(setup.keyOrders, setup.entryLists),
    );
    cms.registerCustomFormat(
      setup.formats.translation,
      'json',
      translationFormat(setup.translationKeys, setup.keyOrders),
    );
    cms.registerCustomFormat(setup.formats.markdown, 'md', markdownFormat);
    cms.registerCustomFormat(setup.formats.post, 'md', frontMatterFormat(setup.postKeyOrders));
    // The Git host's backend, and the local one (`npm run edit`), which Decap uses when it answers.
    for (const name of new Set([backend.name, 'proxy'])) {
      const registered = cms.getBackend(name);
      if (!registered) continue;
      const { init } = registered;
      registered.init = (...args) => withTranslationsFollowing(init(...args), setup.languages);
    }
    cms.init({ config: setup.config });
    document.getElementById('editor-status')?.remove();
  } catch (error) {
    explain('The editor could not start', (error as Error).message);
  }
}

if (typeof document !== 'undefined') void start();
