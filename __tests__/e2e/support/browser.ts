// Opening pages of the built site in the shared Chromium (held.ts and framed.ts open them held
// back or in a frame). Requests to any host but the local server fail in the browser
// (config.ts); each page records its console messages, page errors and requests.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { DEFAULT_SIZE } from './engines/engine';
import { CSP_VIOLATIONS, isHydrated, readCspViolations, recordCspViolations } from './inPage';
import { isLocal, siteAddress, urlOf } from './site';
import { isEngineFile, isSearchPage } from './search';

let connection: Promise<Browser> | undefined;
/** Contexts by their options, reused by this file's visits: one page each per visit. */
const contexts = new Map<string, Promise<BrowserContext>>();

function browser(): Promise<Browser> {
  connection ??= chromium.connect(siteAddress().wsEndpoint);
  return connection;
}

/** Ends this test file's connection to the shared browser (its contexts close with it). */
export async function disconnect(): Promise<void> {
  const current = connection;
  connection = undefined;
  contexts.clear();
  idlePages.clear();
  if (current) await (await current).close();
}

export interface ConsoleEntry {
  type: string;
  text: string;
  /** The script or resource the message is about. */
  url: string;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The system's colour scheme (prefers-color-scheme); light unless a test says otherwise. */
  colorScheme?: 'light' | 'dark';
  acceptDownloads?: boolean;
  /** Lets a test inject scripts (axe) past the site's Content-Security-Policy. */
  bypassCSP?: boolean;
  /** Windows' high-contrast themes, as Chromium emulates them. */
  forcedColors?: 'active' | 'none';
  /** Whether the page is one of the site's, which hydrates (the editor at /admin is not). */
  hydrates?: boolean;
}

/** Visits opened inside the running test, closed when it ends. */
const testVisits = new Set<Visit>();
let inTest = false;

type VisitOptions = Required<Omit<OpenOptions, 'width' | 'height'>>;
/**
 * What only a browser context can set. The media features (colour scheme, motion, forced
 * colours) are set on each tab instead, so that visits that differ in them share a context: a
 * new context starts cold (a renderer, the scripts compiled afresh), three times a warm load.
 */
type ContextOptions = Pick<VisitOptions, 'javaScriptEnabled' | 'acceptDownloads' | 'bypassCSP'>;
const contextKey = ({ javaScriptEnabled, acceptDownloads, bypassCSP }: ContextOptions) =>
  JSON.stringify({ javaScriptEnabled, acceptDownloads, bypassCSP });

/** A visit's options with the defaults filled in: light, motion welcome, scripts on. */
function withDefaults(options: OpenOptions): VisitOptions {
  return {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: options.acceptDownloads ?? false,
    bypassCSP: options.bypassCSP ?? false,
    forcedColors: options.forcedColors ?? 'none',
    hydrates: options.hydrates ?? true,
  };
}

/**
 * Tabs that finished visits left on about:blank, by their context, for the next visit: a new tab
 * costs the browser a new renderer process, a third of a second on 2 cores, and the suite makes a
 * thousand visits.
 */
const idlePages = new Map<string, Page[]>();

/** What a visit may do to its tab that no later visit could undo: such a tab is closed. */
const LASTING = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

/**
 * A tab in a context with these options (one a finished visit left, or a new one) that
 * emulates the visit's media features, at this size.
 */
async function tabFor(options: VisitOptions, width: number, height: number): Promise<Page> {
  const context = await contextFor(options);
  const page = idlePages.get(contextKey(options))?.pop() ?? (await context.newPage());
  const { colorScheme, reducedMotion, forcedColors } = options;
  await page.emulateMedia({ colorScheme, reducedMotion, forcedColors });
  await page.setViewportSize({ width, height });
  return page;
}

/** One page (a tab) with what it logged and requested. */
export class Visit {
  readonly console: ConsoleEntry[] = [];
  readonly pageErrors: string[] = [];
  /** Every request the page made, in order, blocked ones included. */
  readonly requests: string[] = [];
  /** The search engine's files fetched by a page that is no search page. */
  readonly engineOutside: string[] = [];
  response: Response | null = null;
  private reusable = true;
  private closed = false;
  private readonly listeners = {
    request: (request: Request) => {
      this.requests.push(request.url());
      // The search engine belongs to the search page alone: any other page that fetches a
      // byte of it is a problem of that page.
      const from = request.isNavigationRequest() ? '' : request.frame().url();
      if (from && isLocal(from) && isEngineFile(request.url()) && !isSearchPage(from)) {
        this.engineOutside.push(`${request.url()} from ${from}`);
      }
    },
    console: (message: ConsoleMessage) =>
      this.console.push({
        type: message.type(),
        text: message.text(),
        url: message.location().url,
      }),
    pageerror: (error: Error) => this.pageErrors.push(String(error.stack ?? error)),
  };

  constructor(
    readonly page: Page,
    private readonly options: VisitOptions,
  ) {
    page.on('request', this.listeners.request);
    page.on('console', this.listeners.console);
    page.on('pageerror', this.listeners.pageerror);
    for (const method of LASTING) {
      const original = page[method].bind(page) as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(page, method, {
        configurable: true,
        value: (...args: unknown[]) => {
          this.reusable = false;
          return original(...args);
        },
      });
    }
  }

  /**
   * Console errors and warnings and uncaught page errors, as readable lines. Not counted: a
   * failed load of another host's resource (the tests block them), and whatever `allow` accepts.
   */
  problems(allow: (entry: ConsoleEntry) => boolean = () => false): string[] {
    const logged = this.console
      .filter((entry) => entry.type === 'error' || entry.type === 'warning')
      .filter((entry) => !(isBlockedLoad(entry) || allow(entry)))
      .map((entry) => `console.${entry.type}: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
    return [
      ...logged,
      ...this.pageErrors.map((error) => `page error: ${error}`),
      ...this.engineOutside.map((file) => `the search engine outside the search page: ${file}`),
    ];
  }

  /** Requests to any host but the local server, made so far. */
  thirdPartyRequests(): string[] {
    return this.requests.filter((url) => !isLocal(url));
  }

  /**
   * The Content-Security-Policy violations the page has reported since it was loaded (a
   * client-side navigation keeps them; a full load starts afresh): "directive: blocked URI".
   */
  cspViolations(): Promise<string[]> {
    return this.page.evaluate(readCspViolations, CSP_VIOLATIONS);
  }

  /**
   * Ends the visit. Its tab goes back to about:blank with nothing of the visit left (its
   * listeners, routes, media emulation and storage) for the next visit in its context;
   * a tab the visit marked for good is closed.
   */
  async close(): Promise<void> {
    // Once only: a second close would put the tab in the pool twice, for two visits at once.
    if (this.closed) return;
    this.closed = true;
    testVisits.delete(this);
    const { page, options } = this;
    page.off('request', this.listeners.request);
    page.off('console', this.listeners.console);
    page.off('pageerror', this.listeners.pageerror);
    for (const method of LASTING) delete (page as unknown as Record<string, unknown>)[method];
    if (page.isClosed()) return;
    try {
      if (!this.reusable) throw new Error('not reusable');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      if (page.url().startsWith('http')) {
        await page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        });
      }
      await page.goto('about:blank');
      // The next visit sets its own colour scheme, motion and forced colours (tabFor).
      await page.emulateMedia({ media: null });
      const key = contextKey(options);
      idlePages.set(key, [...(idlePages.get(key) ?? []), page]);
    } catch {
      await page.close().catch(() => undefined);
    }
  }
}

function isBlockedLoad(entry: ConsoleEntry): boolean {
  return entry.text.startsWith('Failed to load resource') && !!entry.url && !isLocal(entry.url);
}

/** In the page, before its scripts: the visitor's browser asks not to be tracked (GPC). */
function declineCounting(): void {
  Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
}

/**
 * A browser context with these options, shared by this file's visits (each gets its own page,
 * so its own session storage and history). Every request to another host fails (the browser's
 * CHROMIUM_ARGS).
 */
function contextFor(options: ContextOptions) {
  const key = contextKey(options);
  let context = contexts.get(key);
  if (!context) {
    context = browser().then(async (connected) => {
      const created = await connected.newContext(JSON.parse(key) as ContextOptions);
      await created.addInitScript(recordCspViolations, CSP_VIOLATIONS);
      // On a counted site, only the visits project's visits are counted: visits.test.ts reads
      // what they send, and another file's, sent meanwhile, would be among it.
      if (siteAddress().collector && !(globalThis as { E2E_COUNTED?: boolean }).E2E_COUNTED) {
        await created.addInitScript(declineCounting);
      }
      return created;
    });
    contexts.set(key, context);
  }
  return context;
}

/** Resolves once React has hydrated the page and run its effects. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
}

/**
 * Opens `path` in a new page at the given viewport, waits for the load event and, unless
 * JavaScript is off, for hydration. A visit opened in a test is closed when the test ends; one
 * opened in beforeAll lives until the file's connection closes.
 */
export async function openPage(path: string, options: OpenOptions = {}): Promise<Visit> {
  const visit = await newVisit(options);
  const { page } = visit;
  visit.response = await page.goto(urlOf(path), { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false && options.hydrates !== false) {
    await waitForHydration(page);
  }
  return visit;
}

/**
 * A visit in a tab with these options, at their size (the default window's where they give
 * none), closed with the test when a test opens it.
 */
export async function newVisit(options: OpenOptions): Promise<Visit> {
  const { width = DEFAULT_SIZE.width, height = DEFAULT_SIZE.height } = options;
  const visitOptions = withDefaults(options);
  const visit = new Visit(await tabFor(visitOptions, width, height), visitOptions);
  if (inTest) testVisits.add(visit);
  return visit;
}

export function startTest(): void {
  inTest = true;
}

/** Closes every visit the test opened. */
export async function endTest(): Promise<void> {
  inTest = false;
  await Promise.all([...testVisits].map((visit) => visit.close()));
}
