// The static server of the end-to-end tests (serve.mjs) as a child process.
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { ROOT } from '../../support/paths';

/**
 * Serves `root` (under `prefix`, if given) with its _headers, answering its forms as Netlify
 * does and appending each message it accepts to `formLog`; resolves once it listens.
 */
export function startServer(
  root: string,
  prefix = '',
  formLog = '',
): Promise<{ server: ChildProcess; url: string }> {
  const args = [path.join(__dirname, 'serve.mjs'), root, prefix, ...(formLog ? [formLog] : [])];
  const server = spawn(process.execPath, args, {
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

/** Stops a server that startServer started (it exits when its stdin closes). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.stdin?.end();
  });
}
