// The second engine: Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. Firefox
// holds one WebDriver session at a time, so a test file launches its own instead of sharing one
// as it does Chromium. As in Chromium, requests to any host but the local server fail and
// each page records its console messages, page errors and security-policy violations.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  CSP_VIOLATIONS,
  isHydrated,
  isLocal,
  readCspViolations,
  recordCspViolations,
  urlOf,
} from './browser';
import { firefoxPath } from './config';

/** Firefox with downloads saved to `downloadDir` at once, without asking. */
export function launchFirefox(downloadDir: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: {
      'browser.download.dir': downloadDir,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      // A PDF is saved, not opened in Firefox's viewer.
      'pdfjs.disabled': true,
      // The system's colour scheme is light, as the Chromium tests have it unless they say so.
      'ui.systemUsesDarkTheme': 0,
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

/** One Firefox tab on a page of the site, with what it logged. */
export interface FirefoxVisit {
  page: Page;
  /** Console errors and warnings and uncaught page errors, as readable lines. */
  problems: string[];
  cspViolations(): Promise<string[]>;
  /** Opened with `held`: lets the site's scripts load; resolves once the page has hydrated. */
  release(): Promise<void>;
  close(): Promise<void>;
}

export interface FirefoxOpenOptions {
  width?: number;
  height?: number;
  /** Hold the site's scripts back until `release`: the page is returned painted, not hydrated. */
  held?: boolean;
}

/**
 * Opens `route` in a fresh browsing context (its own storage) at the given width, waits for
 * the load event and for hydration; or, `held`, for the page's request of its scripts.
 */
export async function openInFirefox(
  browser: Browser,
  route: string,
  { width = 1280, height = 800, held = false }: FirefoxOpenOptions = {},
): Promise<FirefoxVisit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  let open = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  // Only a held visit intercepts: an intercepted request makes a round trip to this process.
  if (held) {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (isLocal(request.url()) && new URL(request.url()).pathname.endsWith('.js')) {
        asked();
        void released.then(() => request.continue());
      } else {
        void request.continue();
      }
    });
  }
  await page.evaluateOnNewDocument(recordCspViolations, CSP_VIOLATIONS);
  await page.setViewport({ width, height });
  const hydrated = () => page.waitForFunction(isHydrated).then(() => undefined);
  if (held) {
    await page.goto(urlOf(route), { waitUntil: 'domcontentloaded' });
    await requested;
  } else {
    await page.goto(urlOf(route), { waitUntil: 'load' });
    await hydrated();
  }
  return {
    page,
    problems,
    cspViolations: () => page.evaluate(readCspViolations, CSP_VIOLATIONS),
    release: () => {
      open();
      return hydrated();
    },
    close: () => context.close(),
  };
}
