// The two sites the audit measures, the project's and the floor: each built with Gatsby, then
// served as the host would serve it (scripts/static-server.mjs, in a process of its own).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const gatsby = fileURLToPath(import.meta.resolve('gatsby/cli.js'));

/**
 * Builds the Gatsby site in `cwd`, its output shown as it goes.
 * @param {string} cwd
 * @param {Record<string, string>} env
 */
export const gatsbyBuild = (cwd, env) =>
  execFileSync(process.execPath, [gatsby, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

/**
 * Serves a built folder with scripts/static-server.mjs on a free port: { url, stop }.
 * @param {string} dir
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export function serve(dir) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'static-server.mjs'), '0', dir],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    server.once('exit', (code) => reject(new Error(`static server for ${dir} exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /Serving .* at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => server.kill() });
    });
  });
}
