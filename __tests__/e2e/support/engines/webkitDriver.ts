// What WebKit needs before a page can open: a virtual display (Xvfb), WebKitWebDriver on it, a
// session (a browser process in our bare window, webkit-window.py), and a proxy in front of the
// site that can hold the pages' data back. Each is started here and ended whatever state it is
// in; webkit.ts drives pages through it.
import { browserEnv } from '../fonts';
import { spawn, type ChildProcess } from 'child_process';
import http from 'http';
import net from 'net';
import path from 'path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { eventually, within } from '../wait';

export const webkitDriverPath = () => process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A virtual X display (Xvfb), numbered by the server itself so that parallel files never clash. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  return within(
    new Promise<{ display: string; process: ChildProcess }>((resolve, reject) => {
      let errors = '';
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors.trim()}`)));
      child.stdio[3]!.on('data', (chunk: Buffer) =>
        resolve({ display: `:${chunk.toString().trim()}`, process: child }),
      );
    }),
    'WebKit: starting Xvfb',
  ).catch((error: unknown) => {
    child.kill();
    throw error;
  });
}

/**
 * A proxy to the site's server: the same responses (headers included), from an origin of its
 * own; while `hold` is in effect, requests for the pages' data wait until it is lifted.
 */
async function startProxy(target: string) {
  let held: Promise<void> | null = null;
  let lift = () => {};
  let asked = () => {};
  // Its own connections to the site, ended with the proxy: one left mid-answer by a page that
  // moved on would otherwise keep the test's process alive.
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(
        new URL(request.url ?? '/', target),
        {
          agent,
          method: request.method,
          headers: { ...request.headers, host: new URL(target).host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => {
        if (response.headersSent) response.destroy();
        else response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
      });
      request.pipe(upstream);
    };
    if (held && new URL(request.url ?? '/', target).pathname.includes('/page-data/')) {
      asked();
      void held.then(forward);
    } else {
      forward();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const liftAll = () => {
    held = null;
    lift();
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Holds the data back; `requested` resolves when the page first asks for it. */
    hold(): { requested: Promise<void>; release: () => void } {
      held = new Promise((resolve) => (lift = resolve));
      const requested = new Promise<void>((resolve) => (asked = resolve));
      return { requested, release: liftAll };
    },
    /** Lets every held request through: a visit's end never leaves the next one held. */
    lift: liftAll,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

export type WebKitProxy = Awaited<ReturnType<typeof startProxy>>;

/**
 * Starts the display, the driver and the proxy in front of `siteOrigin`. The window runs
 * `recorderScript` in every page before its own scripts and saves downloads to `downloadDir`.
 */
export async function startWebKitDriver(
  siteOrigin: string,
  recorderScript: string,
  downloadDir: string,
) {
  let display: ChildProcess | undefined;
  let proxy: WebKitProxy | undefined;
  let driverProcess: ChildProcess | undefined;
  let server = '';
  let displayName = '';
  let current: Promise<WebDriver> | undefined;

  /** Ends the driver and every browser it started (its process group). */
  function killDriver(): void {
    if (driverProcess?.pid && driverProcess.exitCode === null) {
      try {
        process.kill(-driverProcess.pid, 'SIGKILL');
      } catch {
        // The group has ended on its own meanwhile.
      }
    }
    driverProcess = undefined;
  }
  // The driver runs in a process group of its own (to take its browsers down with it), which
  // would outlive the test process: ended with it, however it ends.
  process.once('exit', killDriver);

  async function startDriver(): Promise<void> {
    const port = await freePort();
    const child = spawn(webkitDriverPath(), [`--port=${port}`, '--host=127.0.0.1'], {
      env: {
        ...browserEnv(),
        DISPLAY: displayName,
        WEBKIT_WINDOW_SCRIPT: recorderScript,
        WEBKIT_WINDOW_DOWNLOADS: downloadDir,
        // No accessibility bus on a virtual display: GTK would warn of it on every start.
        NO_AT_BRIDGE: '1',
      },
      stdio: 'ignore',
      detached: true,
    });
    let failed: Error | undefined;
    child.once('error', (error) => (failed = error));
    driverProcess = child;
    server = `http://127.0.0.1:${port}`;
    await eventually(async () => {
      if (failed) throw failed;
      // Another file's driver could have taken the port first: this one would have ended.
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver ended (${child.exitCode})`);
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${server}/status`, { timeout: 2_000 }, (response) => {
          response.resume();
          if (response.statusCode === 200) resolve();
          else reject(new Error(`status ${response.statusCode}`));
        });
        request.on('timeout', () => request.destroy(new Error('no answer')));
        request.on('error', reject);
      });
    }, 'WebKit: starting WebKitWebDriver');
  }

  try {
    const started = await startDisplay();
    display = started.process;
    displayName = started.display;
    proxy = await startProxy(siteOrigin);
    await startDriver();
  } catch (error) {
    killDriver();
    display?.kill();
    await proxy?.close();
    throw error;
  }
  const through = proxy;

  /** Ends the session; one that does not end takes the driver down with it (it allows one). */
  async function endSession(): Promise<void> {
    const session = current;
    current = undefined;
    if (!session) return;
    try {
      await within(
        session.then((driver) => driver.quit()),
        'WebKit: ending the session',
      );
    } catch {
      killDriver();
      await startDriver();
    }
  }

  return {
    proxy: through,
    /** The file's session, started on first use; `fresh`, a new one (nothing cached). */
    async session(fresh: boolean): Promise<WebDriver> {
      if (fresh) await endSession();
      // Kept before it is known to have started, so that ending it works either way.
      current ??= Promise.resolve(
        new Builder()
          .usingServer(server)
          .withCapabilities({
            // The name the window gives itself (webkit-window.py).
            browserName: 'portfolio-tests',
            // A script run while a page is still loading can stall WebKit's driver: every visit
            // waits for the load event.
            pageLoadStrategy: 'normal',
            'webkitgtk:browserOptions': {
              binary: '/usr/bin/python3',
              args: [path.join(__dirname, 'webkit-window.py')],
            },
          })
          .build(),
      );
      return within(current, 'WebKit: starting a session');
    },
    /**
     * Empties the session's storage and leaves its window blank for the next visit; a session
     * that does not answer is ended, and the driver with it if need be.
     */
    async clear(): Promise<void> {
      through.lift();
      if (!current) return;
      try {
        await within(
          current.then(async (driver) => {
            await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
            await driver.get('about:blank');
          }),
          'WebKit: clearing the window',
        );
      } catch {
        await endSession();
      }
    },
    /** Ends everything, whatever state it is in. */
    async stop(): Promise<void> {
      try {
        await within(endSession(), 'WebKit: ending the last session');
      } catch {
        // Whatever did not end is killed below.
      } finally {
        killDriver();
        process.off('exit', killDriver);
        display?.kill();
        await within(through.close(), 'WebKit: stopping the proxy').catch(() => undefined);
      }
    },
  };
}
