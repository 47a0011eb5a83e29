// The third engine: Debian's WebKitGTK, the engine of every browser on iPhones and iPads and of
// Safari, driven through its WebDriver (WebKitWebDriver, WebDriver classic) in a bare window of
// our own (webkit-window.py) on a virtual display. A test file starts its own display and driver
// and each visit gets a new session (a new browser process, with storage of its own). WebDriver
// classic has no console stream and no request interception, so the window records errors and
// policy violations in the page itself, and the page is loaded through a proxy of the test's
// that answers no request for the site's scripts while a visit holds them back.
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
    new Promise((resolve, reject) => {
      let errors = '';
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors.trim()}`)));
      child.stdio[3]!.on('data', (chunk: Buffer) =>
        resolve({ display: `:${chunk.toString().trim()}`, process: child }),
      );
    }),
    'starting Xvfb',
  );
}

/**
 * A proxy to the site's server: the same responses (headers included), from an origin of its
 * own; while `hold` is in effect, requests for scripts wait until it is lifted.
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
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    };
    if (held && new URL(request.url ?? '/', target).pathname.endsWith('.js')) {
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
    /** Holds scripts back; resolves `requested` when the page first asks for one. */
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebKitOpenOptions {
  width?: number;
  height?: number;
  /** Hold the site's scripts back until `release`: the page is returned painted, not hydrated. */
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
  /** Opened with `held`: lets the site's scripts load; resolves once the page has hydrated. */
  release(): Promise<void>;
  /** A route's URL as this visit reaches the site. */
  urlOf(route: string): string;
  /** Presses keys (WebDriver's key codes for special keys) on whatever has the focus. */
  press(...keys: string[]): Promise<void>;
  /** Scrolls the element into the middle of the window and clicks it, as a tap would. */
  tap(selector: string): Promise<void>;
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
  const display = await startDisplay();
  const siteOrigin = new URL(urlOf('/')).origin;
  const proxy = await startProxy(siteOrigin);
  let driverProcess: ChildProcess | undefined;
  let server = '';

  async function startDriver(): Promise<void> {
    const port = await freePort();
    driverProcess = spawn(webkitDriverPath(), [`--port=${port}`, '--host=127.0.0.1'], {
      env: {
        ...process.env,
        DISPLAY: display.display,
        WEBKIT_WINDOW_SCRIPT: recorder,
        WEBKIT_WINDOW_DOWNLOADS: downloadDir,
        // No accessibility bus on a virtual display: GTK would warn of it on every start.
        NO_AT_BRIDGE: '1',
      },
      stdio: 'ignore',
      detached: true,
    });
    server = `http://127.0.0.1:${port}`;
    await retry(
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${server}/status`, (response) => {
              response.resume();
              if (response.statusCode === 200) resolve();
              else reject(new Error(`status ${response.statusCode}`));
            })
            .on('error', reject);
        }),
      'starting WebKitWebDriver',
    );
  }

  /** Ends the driver and every browser it started (its process group). */
  function killDriver(): void {
    if (driverProcess?.pid) {
      try {
        process.kill(-driverProcess.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    driverProcess = undefined;
  }

  await startDriver();
  let current: WebDriver | undefined;

  return {
    async open(
      route: string,
      { width = 1280, height = 800, held = false }: WebKitOpenOptions = {},
    ) {
      const driver = await within(
        new Builder()
          .usingServer(server)
          .withCapabilities({
            // The name the window gives itself (webkit-window.py).
            browserName: 'portfolio-tests',
            // A script run while a page is still loading can stall WebKit's driver: a visit
            // waits for the load event, unless its scripts are held back (no load event then).
            pageLoadStrategy: held ? 'eager' : 'normal',
            'webkitgtk:browserOptions': { binary: '/usr/bin/python3', args: [window] },
          })
          .build(),
        'starting a session',
      );
      current = driver;
      await within(driver.manage().window().setRect({ x: 0, y: 0, width, height }), 'resizing');
      const hold = held ? proxy.hold() : null;
      const url = (at: string) => urlOf(at).replace(siteOrigin, proxy.origin);
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
      await within(driver.get(url(route)), `loading ${route}`);
      if (hold) await within(hold.requested, `${route} asking for its scripts`);
      else await until(isHydrated);
      const visit: WebKitVisit = {
        driver,
        run,
        until,
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
        urlOf: url,
        press: (...keys) =>
          within(
            driver
              .actions()
              .sendKeys(...keys)
              .perform(),
            'pressing keys',
          ),
        tap: async (selector) => {
          // Moved to and pressed like a finger at the element's centre, without WebDriver's
          // check that the element is topmost there (the upcoming card is dimmed by design).
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
      return visit;
    },

    /** Ends the visit's session; a session that does not end takes the driver down with it. */
    async close(): Promise<void> {
      const driver = current;
      current = undefined;
      proxy.lift();
      if (!driver) return;
      try {
        await within(driver.quit(), 'ending the session', 10_000);
      } catch {
        killDriver();
        await startDriver();
      }
    },

    async stop(): Promise<void> {
      await this.close().catch(() => undefined);
      killDriver();
      display.process.kill();
      await proxy.close();
      fs.rmSync(recorder, { force: true });
    },
  };
}

export const webkitTempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-downloads-'));
