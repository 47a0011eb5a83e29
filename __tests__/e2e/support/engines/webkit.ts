// Debian's WebKitGTK, the engine of every browser on iPhones and iPads and of Safari, driven
// through WebKitWebDriver (WebDriver classic) in a bare window (webkitDriver.ts starts it all).
// A test file keeps one session (a browser process, whose start costs more than a page load)
// for its visits, its storage emptied between them; a held visit gets a new session, so that
// its page loads as a first visit does, with nothing cached. WebDriver classic has no console
// stream and no request interception: the window records errors and policy violations in the
// page itself, and a held visit's page data waits in the proxy (the framework does not render
// without it; unlike a held script, it leaves the page free to finish loading, and WebKit's
// driver stalls on a script run while a page is still loading).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Key, Origin, type WebDriver } from 'selenium-webdriver';
import { urlOf } from '../site';
import { CSP_VIOLATIONS, isHydrated, readCspViolations, recordCspViolations } from '../inPage';
import { within } from '../wait';
import { callOf, centreOf, DEFAULT_SIZE, untilBy } from './engine';
import type { Engine, EngineVisit, InPage, OpenOptions } from './engine';
import { startWebKitDriver } from './webkitDriver';

/** Where the page's own record of its errors is kept (see recordProblems). */
const PROBLEMS = '__pageProblems';

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

const KEYS = {
  Tab: Key.TAB,
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
} as const;

/** In the page: asks the window to set the system's colour scheme (webkit-window.py). */
function setSystemScheme(scheme: string): void {
  const handlers = (window as unknown as { webkit: { messageHandlers: Record<string, unknown> } })
    .webkit.messageHandlers;
  (handlers.systemScheme as { postMessage(value: string): void }).postMessage(scheme);
}

/** Starts WebKit for a test file. */
export async function startWebKit(): Promise<Engine> {
  const downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-downloads-'));
  const recorder = `${downloadDir}-recorder.js`;
  fs.writeFileSync(
    recorder,
    `(${recordCspViolations.toString()})(${JSON.stringify(CSP_VIOLATIONS)});\n` +
      `(${recordProblems.toString()})(${JSON.stringify(PROBLEMS)});\n`,
  );
  const siteOrigin = new URL(urlOf('/')).origin;
  const driving = await startWebKitDriver(siteOrigin, recorder, downloadDir).catch(
    (error: unknown) => {
      fs.rmSync(recorder, { force: true });
      throw error;
    },
  );
  const url = (route: string) => urlOf(route).replace(siteOrigin, driving.proxy.origin);

  async function open(route: string, options: OpenOptions = {}): Promise<EngineVisit> {
    const { width = DEFAULT_SIZE.width, height = DEFAULT_SIZE.height, held = false } = options;
    const driver: WebDriver = await driving.session(held);
    await within(
      driver.manage().window().setRect({ x: 0, y: 0, width, height }),
      'WebKit: resizing',
    );
    const hold = held ? driving.proxy.hold() : null;
    const run = <T>(script: InPage<T>, ...args: unknown[]) =>
      within(
        driver.executeScript<Awaited<T>>(`return ${callOf(script, args)}`),
        'WebKit: a script in the page',
      );
    // The system's colour scheme, before the page loads (webkit-window.py says how).
    await run(setSystemScheme, options.systemScheme ?? 'light');
    const until = untilBy(run, 'WebKit');
    const load = async (at: string) => {
      await within(driver.get(url(at)), `WebKit: loading ${at}`);
      await until(isHydrated);
    };
    if (hold) {
      await within(driver.get(url(route)), `WebKit: loading ${route}`);
      await within(hold.requested, `WebKit: ${route} asking for its data`);
    } else {
      await load(route);
    }
    // WebDriver's element click refused the upcoming card's button as not interactable, though
    // it is in view: the pointer is moved to the element's centre instead.
    const pointAt = async (selector: string) => {
      const { x, y } = await run(centreOf, selector);
      return driver.actions().move({ x, y, origin: Origin.VIEWPORT });
    };
    return {
      run,
      inject: async (source) => {
        await within(driver.executeScript(source), 'WebKit: a library in the page');
      },
      until,
      load,
      problems: () =>
        run((key: string) => (window as unknown as Record<string, string[]>)[key] ?? [], PROBLEMS),
      cspViolations: () => run(readCspViolations, CSP_VIOLATIONS),
      release: async () => {
        hold?.release();
        await until(isHydrated);
      },
      press: (key) =>
        within(driver.actions().sendKeys(KEYS[key]).perform(), `WebKit: pressing ${key}`),
      type: (text) => within(driver.actions().sendKeys(text).perform(), `WebKit: typing ${text}`),
      click: async (selector) =>
        within((await pointAt(selector)).click().perform(), `WebKit: a click on ${selector}`),
      hover: async (selector) =>
        within((await pointAt(selector)).perform(), `WebKit: hovering ${selector}`),
    };
  }

  return {
    name: 'webkit',
    open,
    downloadDir,
    downloaded: () =>
      fs
        .readdirSync(downloadDir)
        .filter((file) => fs.statSync(path.join(downloadDir, file)).size > 0)
        .sort(),
    endVisits: () => driving.clear(),
    stop: async () => {
      await driving.stop();
      fs.rmSync(recorder, { force: true });
      fs.rmSync(downloadDir, { recursive: true, force: true });
    },
  };
}
