// The second engine: Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. Firefox
// holds one WebDriver session at a time, so a test file launches its own instead of sharing one
// as it does Chromium. As in Chromium, requests to any host but the local server are aborted and
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
    },
  });
}

/** One Firefox tab on a page of the site, with what it logged. */
export interface FirefoxVisit {
  page: Page;
  /** Console errors and warnings and uncaught page errors, as readable lines. */
  problems: string[];
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Opens `route` in a fresh browsing context (its own storage) at the given width, waits for
 * the load event and for hydration.
 */
export async function openInFirefox(
  browser: Browser,
  route: string,
  { width = 1280, height = 800 } = {},
): Promise<FirefoxVisit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (isLocal(request.url())) void request.continue();
    else void request.abort();
  });
  await page.evaluateOnNewDocument(recordCspViolations, CSP_VIOLATIONS);
  await page.setViewport({ width, height });
  await page.goto(urlOf(route), { waitUntil: 'load' });
  await page.waitForFunction(isHydrated);
  return {
    page,
    problems,
    cspViolations: () => page.evaluate(readCspViolations, CSP_VIOLATIONS),
    close: () => context.close(),
  };
}
