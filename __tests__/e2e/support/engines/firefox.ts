// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. Firefox holds one WebDriver
// session at a time, so a test file launches its own instead of sharing one as it does Chromium.
// As in Chromium, requests to any host but the local server fail, and each page records its
// console messages, page errors and security-policy violations.
import { browserEnv } from '../fonts';
import fs from 'fs';
import os from 'os';
import path from 'path';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import { isLocal, urlOf } from '../site';
import { CSP_VIOLATIONS, isHydrated, readCspViolations, recordCspViolations } from '../inPage';
import { firefoxPath } from '../config';
import { DEFAULT_SIZE, inputOf } from './engine';
import type { Engine, EngineVisit, InPage, OpenOptions } from './engine';

type Scheme = NonNullable<OpenOptions['systemScheme']>;

/**
 * Firefox with downloads saved to `downloadDir` at once, without asking, under a system whose
 * colour scheme is `scheme` (Firefox reads it at launch only).
 */
function launch(downloadDir: string, scheme: Scheme): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    env: browserEnv(),
    extraPrefsFirefox: {
      'browser.download.dir': downloadDir,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      // A PDF is saved, not opened in Firefox's viewer.
      'pdfjs.disabled': true,
      // The system's colour scheme: light, as the Chromium tests have it unless they say so.
      'ui.systemUsesDarkTheme': scheme === 'dark' ? 1 : 0,
      // Every request to another host fails in the browser itself, as in Chromium (config.ts):
      // it goes to a proxy that cannot be reached, while loopback is never proxied.
      'network.proxy.type': 1,
      'network.proxy.http': 'blocked.invalid',
      'network.proxy.http_port': 1,
      'network.proxy.ssl': 'blocked.invalid',
      'network.proxy.ssl_port': 1,
    },
  });
}

/** Starts Firefox for a test file. */
export async function startFirefox(): Promise<Engine> {
  const downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-downloads-'));
  // The light system's, and a dark system's when a visit asks for one.
  const browsers: Partial<Record<Scheme, Promise<Browser>>> = {
    light: launch(downloadDir, 'light'),
  };
  const browserFor = (scheme: Scheme) => (browsers[scheme] ??= launch(downloadDir, scheme));
  await browsers.light;
  const contexts: BrowserContext[] = [];

  /**
   * Opens `route` in a fresh browsing context (its own storage) and waits for the load event
   * and hydration; or, held, for the page's request of its scripts.
   */
  async function open(route: string, options: OpenOptions = {}): Promise<EngineVisit> {
    const { width = DEFAULT_SIZE.width, height = DEFAULT_SIZE.height, held = false } = options;
    const browser = await browserFor(options.systemScheme ?? 'light');
    const context = await browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
    let lift = () => {};
    const lifted = new Promise<void>((resolve) => (lift = resolve));
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    // Only a held visit intercepts: an intercepted request makes a round trip to this process.
    if (held) {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (isLocal(request.url()) && new URL(request.url()).pathname.endsWith('.js')) {
          asked();
          void lifted.then(() => request.continue());
        } else {
          void request.continue();
        }
      });
    }
    await page.evaluateOnNewDocument(recordCspViolations, CSP_VIOLATIONS);
    await page.setViewport({ width, height });
    const hydrated = () => page.waitForFunction(isHydrated).then(() => undefined);
    const load = async (at: string) => {
      await page.goto(urlOf(at), { waitUntil: 'load' });
      await hydrated();
    };
    if (held) {
      await page.goto(urlOf(route), { waitUntil: 'domcontentloaded' });
      await requested;
    } else {
      await load(route);
    }
    const run = <T>(script: InPage<T>, ...args: unknown[]) =>
      page.evaluate(script as (...a: unknown[]) => T, ...args) as Promise<Awaited<T>>;
    return {
      run,
      inject: async (source) => {
        await page.evaluate(source);
      },
      until: async <T>(condition: InPage<T>, ...args: unknown[]) => {
        const handle = await page.waitForFunction(condition as (...a: unknown[]) => T, {}, ...args);
        return (await handle.jsonValue()) as NonNullable<Awaited<T>>;
      },
      problems: async () => [...problems],
      cspViolations: () => run(readCspViolations, CSP_VIOLATIONS),
      release: () => {
        lift();
        return hydrated();
      },
      load,
      ...inputOf(page, run),
    };
  }

  return {
    name: 'firefox',
    open,
    downloadDir,
    // Firefox writes into a .part file beside an empty one under the final name, and moves it
    // there when it is complete: a download is done when its file has content and no .part.
    downloaded: () => {
      const files = fs.readdirSync(downloadDir);
      return files
        .filter((file) => !file.endsWith('.part') && !files.includes(`${file}.part`))
        .filter((file) => fs.statSync(path.join(downloadDir, file)).size > 0)
        .sort();
    },
    endVisits: async () => {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    },
    stop: async () => {
      await Promise.all(Object.values(browsers).map(async (browser) => (await browser).close()));
      fs.rmSync(downloadDir, { recursive: true, force: true });
    },
  };
}
