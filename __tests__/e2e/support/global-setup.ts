// Runs once before the end-to-end tests: a fresh production build, a static server for it on
// a random local port and one Chromium that every test file connects to. Test files learn the
// addresses from the environment, which jest's workers inherit.
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { chromium } from 'playwright-core';
import { buildSite, isBuildFresh } from './build';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  ENV_BASE_URL,
  ENV_WS_ENDPOINT,
  PUBLIC_DIR,
  ROOT,
} from './config';
import { saveHandles } from './handles';

function startServer(): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(process.execPath, [path.join(__dirname, 'serve.mjs'), PUBLIC_DIR], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`The static server exited (${code})`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n'))
        resolve({ server, url: (JSON.parse(line) as { url: string }).url });
    });
  });
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_FORCE_BUILD === '1' || !isBuildFresh()) {
    process.stderr.write('e2e: building the site (gatsby build)...\n');
    await buildSite();
  }
  const { server, url } = await startServer();
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  saveHandles({ server, browser });
  process.env[ENV_BASE_URL] = url;
  process.env[ENV_WS_ENDPOINT] = browser.wsEndpoint();
}
