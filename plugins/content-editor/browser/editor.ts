// The content editor's page script (/admin): loads Decap CMS's own bundle, teaches it how this
// site's files are written, and starts it with the configuration the build wrote from the
// schemas (../editorConfig.ts). A module of its own: the page has no inline script.
import type { EditorSetup } from '../editorConfig';
import { jsonFormat, markdownFormat, translationFormat, type FileFormat } from './formats.js';

interface DecapCms {
  registerCustomFormat: (name: string, extension: string, format: FileFormat) => void;
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

async function start() {
  const status = document.getElementById('editor-status');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  try {
    const response = await fetch(new URL('config.json', import.meta.url));
    const setup = (await response.json()) as EditorSetup & {
      formats: Record<string, string>;
      localBackend: string;
    };
    const backend = setup.config.backend as { repo?: string };
    const local = LOCAL.includes(window.location.hostname);
    // Without a repository, Decap would fall back to none and show a configuration error.
    if (!backend.repo && !local) {
      say(
        'This editor is not connected to a repository yet: set its repository (docs/editing.md), or edit on your computer with npm run edit.',
      );
      return;
    }
    if (!backend.repo && !(await localBackendAnswers(setup.localBackend))) {
      say(
        'To edit on this computer, stop this server and run npm run edit: it starts the editor’s helper, which saves into content/, and the site, then open http://localhost:8000/admin. On the published site, the editor saves to your repository once it is set (docs/editing.md).',
      );
      return;
    }
    window.CMS_MANUAL_INIT = true;
    await loadScript(new URL('decap-cms.js', import.meta.url));
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
    cms.init({ config: setup.config });
    status?.remove();
  } catch (error) {
    say(`The editor could not start: ${(error as Error).message}`);
  }
}

if (typeof document !== 'undefined') void start();
