// The third engine: Debian's WebKitGTK, the engine of every browser on iPhones and iPads and of
// Safari, driven through its WebDriver (WebKitWebDriver, WebDriver classic) in a bare window of
// our own (webkit-window.py) on a virtual display. A test file starts its own display and driver
// and keeps one session (a browser process, whose start costs more than a page load) for its
// visits, its storage emptied between them; a visit that holds the page's data back gets a new
// session, so that its page loads as a first visit does, with nothing cached. WebDriver
// classic has no console stream and no request interception, so the window records errors and
// policy violations in the page itself, and the page is loaded through a proxy of the test's
// that answers no request for the page's data while a visit holds it back: the framework does not
// render without it, and, unlike a held script, a held data request leaves the page free to
// finish loading (WebKit's driver stalls on a script run while a page is still loading).
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import { Builder, Origin, type WebDriver } from 'selenium-webdriver';
import {
  CSP_VIOLATIONS,
  isHydrated,
  readCspViolations,
  recordCspViolations,
  urlOf,
} from './browser';

export const webkitDriverPath = () => process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** Where the page's own record of its errors is kept (see recordProblems). */
const PROBLEMS = '__pageProblems';

/** The longest any one step may take: a step that hangs fails its test, not the run. */
const STEP_MS = 20_000;

/** Runs in every page before its own scripts: records console errors and warnings, and errors. */
function recordProblems(key: string): void {
  const problems: string[] = [];
  (window as unknown as Record<string, string[]>)[key] = problems;
  for (const type of ['error', 'warn'] as const) {
    const original = console[type].bind(console);
    console[type] = (...args: unknown[]) => {
      problems.push(`console.${type}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
  window.addEventListener('error', (event) => problems.push(`page error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`page error: ${String(event.reason)}`),
  );
}

/** Rejects when `promise` has not settled within `ms`, naming `what`. */
export function within<T>(promise: Promise<T>, what: string, ms = STEP_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKit: ${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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

/** Resolves once `check` resolves to something truthy, asking again until `ms` have passed. */
export function waitFor(check: () => Promise<unknown>, what: string, ms = STEP_MS): Promise<void> {
  return retry(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    what,
    ms,
  );
}

/** Resolves once `check` does, asking again on each failure until `ms` have passed. */
async function retry<T>(check: () => Promise<T>, what: string, ms = STEP_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`WebKit: ${what}: ${String(error)}`);
      // Only the pause between two readings of the condition (as page.ts's poll makes): what
      // the test waits for is the condition; the deadline bounds a test that fails.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A virtual X display (Xvfb), numbered by the server itself so that parallel files never clash. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
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
    'starting Xvfb',
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
  const server = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(
        new URL(request.url ?? '/', target),
        { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
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
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Holds the data back; resolves `requested` when the page first asks for it. */
    hold(): { requested: Promise<void>; release: () => void } {
      held = new Promise((resolve) => (lift = resolve));
      const requested = new Promise<void>((resolve) => (asked = resolve));
      return {
        requested,
        release: () => {
          held = null;
          lift();
        },
      };
    },
    /** Lets every held request through: a visit's end never leaves the next one held. */
    lift: () => {
      held = null;
      lift();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface WebKitOpenOptions {
  width?: number;
  height?: number;
  /** Hold the page's data back until `release`: the page is returned loaded, not hydrated. */
  held?: boolean;
}

/** One WebKit window on a page of the site, in a session of its own. */
export interface WebKitVisit {
  driver: WebDriver;
  /** Runs `script` (a function's source, called with `args`) in the page, within a step's time. */
  run<T>(script: string | ((...args: never[]) => T), ...args: unknown[]): Promise<T>;
  /** Waits, within a step's time, until `condition` (run in the page) returns something truthy. */
  until<T>(condition: (...args: never[]) => T, ...args: unknown[]): Promise<NonNullable<T>>;
  /** Console errors and warnings and uncaught errors the page recorded. */
  problems(): Promise<string[]>;
  cspViolations(): Promise<string[]>;
  /** Opened with `held`: lets the page's data through; resolves once the page has hydrated. */
  release(): Promise<void>;
  /** Loads another route in the same window and waits for it to hydrate. */
  load(route: string): Promise<void>;
  /** Presses keys (WebDriver's key codes for special keys) on whatever has the focus. */
  press(...keys: string[]): Promise<void>;
  /** Scrolls the element into the middle of the window and clicks its centre. */
  click(selector: string): Promise<void>;
}

/** Starts the display, the driver and the proxy for a test file; `stop` ends them all. */
export async function startWebKit(downloadDir: string) {
  const window = path.join(__dirname, 'webkit-window.py');
  const recorder = path.join(downloadDir, '..', `${path.basename(downloadDir)}-recorder.js`);
  fs.writeFileSync(
    recorder,
    `(${recordCspViolations.toString()})(${JSON.stringify(CSP_VIOLATIONS)});\n` +
      `(${recordProblems.toString()})(${JSON.stringify(PROBLEMS)});\n`,
  );
  let display: ChildProcess | undefined;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let driverProcess: ChildProcess | undefined;
  let server = '';
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

  async function startDriver(displayName: string): Promise<void> {
    const port = await freePort();
    const child = spawn(webkitDriverPath(), [`--port=${port}`, '--host=127.0.0.1'], {
      env: {
        ...process.env,
        DISPLAY: displayName,
        WEBKIT_WINDOW_SCRIPT: recorder,
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
    await retry(async () => {
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
    }, 'starting WebKitWebDriver');
  }

  /** Ends the session; one that does not end takes the driver down with it (it allows one). */
  async function endSession(): Promise<void> {
    const session = current;
    current = undefined;
    if (!session) return;
    try {
      await within(
        session.then((driver) => driver.quit()),
        'ending the session',
      );
    } catch {
      killDriver();
      await startDriver(displayName);
    }
  }

  let displayName = '';
  try {
    const started = await startDisplay();
    display = started.process;
    displayName = started.display;
    proxy = await startProxy(new URL(urlOf('/')).origin);
    await startDriver(displayName);
  } catch (error) {
    killDriver();
    display?.kill();
    await proxy?.close();
    throw error;
  }
  const siteOrigin = new URL(urlOf('/')).origin;
  const through = proxy;

  return {
    async open(
      route: string,
      { width = 1280, height = 800, held = false }: WebKitOpenOptions = {},
    ): Promise<WebKitVisit> {
      if (held) await endSession();
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
            'webkitgtk:browserOptions': { binary: '/usr/bin/python3', args: [window] },
          })
          .build(),
      );
      const driver = await within(current, 'starting a session');
      await within(driver.manage().window().setRect({ x: 0, y: 0, width, height }), 'resizing');
      const hold = held ? through.hold() : null;
      const url = (at: string) => urlOf(at).replace(siteOrigin, through.origin);
      const run = <T>(script: string | ((...args: never[]) => T), ...args: unknown[]) =>
        within(
          driver.executeScript<T>(
            typeof script === 'string' ? script : `return (${script.toString()})(...arguments)`,
            ...args,
          ),
          'a script in the page',
        );
      const until = async <T>(condition: (...args: never[]) => T, ...args: unknown[]) =>
        retry(
          async () => {
            const value = await run<T>(condition, ...args);
            if (!value) throw new Error(`not yet: ${condition.toString().slice(0, 80)}`);
            return value;
          },
          `waiting for ${condition.toString().slice(0, 80)}`,
        );
      const load = async (at: string) => {
        await within(driver.get(url(at)), `loading ${at}`);
        await until(isHydrated);
      };
      if (hold) {
        await within(driver.get(url(route)), `loading ${route}`);
        await within(hold.requested, `${route} asking for its data`);
      } else {
        await load(route);
      }
      return {
        driver,
        run,
        until,
        load,
        problems: () =>
          run(
            (key: string) => (window as unknown as Record<string, string[]>)[key] ?? [],
            PROBLEMS,
          ),
        cspViolations: () => run(readCspViolations, CSP_VIOLATIONS),
        release: async () => {
          hold?.release();
          await until(isHydrated);
        },
        press: (...keys) =>
          within(
            driver
              .actions()
              .sendKeys(...keys)
              .perform(),
            'pressing keys',
          ),
        click: async (selector) => {
          // WebDriver's element click refused the upcoming card's button as not interactable,
          // though it is in view: the pointer is moved to the element's centre instead.
          const { x, y } = await run((css: string) => {
            const element = document.querySelector(css);
            if (!element) throw new Error(`nothing matches ${css}`);
            element.scrollIntoView({ block: 'center', behavior: 'instant' });
            const box = element.getBoundingClientRect();
            return {
              x: Math.round(box.left + box.width / 2),
              y: Math.round(box.top + box.height / 2),
            };
          }, selector);
          await within(
            driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
            `a click on ${selector}`,
          );
        },
      };
    },

    /**
     * Ends the visit: its page's storage is emptied and the window left blank for the next one.
     * A session that does not answer is ended, and the driver with it if need be.
     */
    async close(): Promise<void> {
      through.lift();
      if (!current) return;
      try {
        await within(
          current.then(async (driver) => {
            await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
            await driver.get('about:blank');
          }),
          'clearing the window',
        );
      } catch {
        await endSession();
      }
    },

    /** Ends everything the file started, whatever state it is in. */
    async stop(): Promise<void> {
      try {
        await within(endSession(), 'ending the last session');
      } catch {
        // Whatever did not end is killed below.
      } finally {
        killDriver();
        process.off('exit', killDriver);
        display?.kill();
        await within(through.close(), 'stopping the proxy').catch(() => undefined);
        fs.rmSync(recorder, { force: true });
      }
    },
  };
}

export const webkitTempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-downloads-'));
