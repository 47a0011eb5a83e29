// The static server of the end-to-end tests (serve.mjs), and the visit counters' stand-in
// collector (scripts/count-collector.mjs), as child processes.
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
  return listening([
    path.join(__dirname, 'serve.mjs'),
    root,
    prefix,
    ...(formLog ? [formLog] : []),
  ]);
}

/** A stand-in for a visit counter's collector, logging each count to `log` (scripts/count-collector.mjs). */
export function startCollector(log: string): Promise<{ server: ChildProcess; url: string }> {
  return listening([path.join(ROOT, 'scripts', 'count-collector.mjs'), log]);
}

/** Starts a server script; resolves once it says where it listens. */
function listening([script, ...rest]: string[]): Promise<{ server: ChildProcess; url: string }> {
  const args = [script, ...rest];
  const server = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`${path.basename(script)} exited (${code})`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n'))
        resolve({ server, url: (JSON.parse(line) as { url: string }).url });
    });
  });
}

/** Stops a server that startServer or startCollector started (it exits when its stdin closes). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.stdin?.end();
  });
}
