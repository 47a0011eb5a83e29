// Opening pages of the built site in the shared Chromium. Requests to any host but the local
// server fail in the browser (config.ts); each page records its console messages, page errors
// and requests.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { pathOf, siteAddress } from './site';

/** The local server's origin, e.g. http://127.0.0.1:40123. */
export function origin(): string {
  return siteAddress().baseUrl;
}

/**
 * The absolute URL of a route of the site under test, under its prefix ('/resume' may be
 * http://127.0.0.1:40123/portfolio/resume); an absolute URL is kept as it is.
 */
export function urlOf(route: string): string {
  return /^https?:/.test(route) ? route : `${origin()}${pathOf(route)}`;
}

/** The server's answer at a route or URL, asked once per test file (pages share addresses). */
const answers = new Map<string, Promise<globalThis.Response>>();
export function fetchOnce(route: string): Promise<globalThis.Response> {
  const url = urlOf(route);
  const answer = answers.get(url) ?? fetch(url);
  answers.set(url, answer);
  return answer.then((response) => response.clone());
}

/** Whether a URL is served by a local test server (or is no network request at all). */
export function isLocal(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return true;
  return parsed.hostname === new URL(origin()).hostname;
}

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

/** Where each page keeps the security-policy violations it reports. */
export const CSP_VIOLATIONS = '__cspViolations';

/** In the page: the violations recordCspViolations has recorded under `key`. */
export const readCspViolations = (key: string): string[] =>
  (window as unknown as Record<string, string[] | undefined>)[key] ?? [];

/** Runs in every page before its own scripts: records each security-policy violation. */
export function recordCspViolations(key: string): void {
  const violations: string[] = [];
  (window as unknown as Record<string, string[]>)[key] = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.effectiveDirective}: ${event.blockedURI || '(inline)'}`);
  });
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
  response: Response | null = null;
  private reusable = true;
  private closed = false;
  private readonly listeners = {
    request: (request: Request) => this.requests.push(request.url()),
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
    return [...logged, ...this.pageErrors.map((error) => `page error: ${error}`)];
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
      return created;
    });
    contexts.set(key, context);
  }
  return context;
}

/** A page whose scripts are held back until `release` is called: the framework has not run. */
export interface HeldVisit {
  visit: Visit;
  /** Lets the held scripts load; resolves once React has hydrated the page. */
  release: () => Promise<void>;
}

/**
 * Opens `path` as openPage does, but answers no request for the site's own scripts until the
 * test releases them, as a slow network would, and returns once the page has painted. What the
 * test does before `release` happens before hydration, however fast or busy the machine is.
 */
export async function openHeld(path: string, options: OpenOptions = {}): Promise<HeldVisit> {
  const { width = 1280, height = 800 } = options;
  const visitOptions = withDefaults({
    reducedMotion: options.reducedMotion,
    colorScheme: options.colorScheme,
  });
  const page = await tabFor(visitOptions, width, height);
  const visit = new Visit(page, visitOptions);
  if (inTest) testVisits.add(visit);
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => isLocal(url.href) && url.pathname.endsWith('.js'),
    async (route) => {
      asked();
      await released;
      await route.continue();
    },
  );
  visit.response = await page.goto(urlOf(path), { waitUntil: 'domcontentloaded' });
  // The loader asks for the scripts once the page has painted (plugins/script-loading).
  await requested;
  return {
    visit,
    release: async () => {
      open();
      await waitForHydration(page);
    },
  };
}

/**
 * In the page: whether React has hydrated all of it and run its effects. Gatsby's own mark
 * (onInitialClientRender) comes before the page's Suspense boundaries are hydrated; the
 * Layout marks the end (src/components/layout/Layout.tsx).
 */
export const isHydrated = () => performance.getEntriesByName('page-hydrated', 'mark').length > 0;

/** In the page: whether the framework has started at all (Gatsby's own mark, set at once). */
export const frameworkStarted = () =>
  performance.getEntriesByName('onInitialClientRender', 'mark').length > 0;

/** Resolves once React has hydrated the page and run its effects. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
}

/** The address of the page that frames a page of the site for a sweep (served by the test). */
const FRAME_HOST = '/__frame-host__';

/**
 * Opens `path` in a frame of a page of the same origin, `height` px tall, and waits for it to
 * hydrate: a layout sweep resizes the frame, which lays the page out again at once (a window
 * resize waits for a frame to be drawn, a hundred times a page). The site's pages refuse to be
 * framed (frame-ancestors, X-Frame-Options), so this page's copies are served without those two
 * headers; everything else is as served.
 */
export async function openFramed(
  path: string,
  height = 800,
  options: Pick<OpenOptions, 'reducedMotion'> = {},
): Promise<Visit> {
  const visitOptions = withDefaults(options);
  const page = await tabFor(visitOptions, 1600, height);
  const visit = new Visit(page, visitOptions);
  if (inTest) testVisits.add(visit);
  const host = `${origin()}${FRAME_HOST}`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0"><iframe title="page" style="border:0;width:1440px;height:${height}px"></iframe>`,
    }),
  );
  await page.route(urlOf(path), async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['x-frame-options'];
    const policy = headers['content-security-policy'];
    if (policy) headers['content-security-policy'] = policy.replace(/frame-ancestors[^;]*;?/, '');
    await route.fulfill({ response, headers });
  });
  await page.goto(host);
  const frame = page.locator('iframe');
  await frame.evaluate((element, url) => {
    (element as HTMLIFrameElement).src = url;
  }, urlOf(path));
  const framed = await (await frame.elementHandle())!.contentFrame();
  await framed!.waitForFunction(isHydrated);
  return visit;
}

/**
 * Opens `path` in a new page at the given viewport, waits for the load event and, unless
 * JavaScript is off, for hydration. A visit opened in a test is closed when the test ends; one
 * opened in beforeAll lives until the file's connection closes.
 */
export async function openPage(path: string, options: OpenOptions = {}): Promise<Visit> {
  const { width = 1280, height = 800, javaScriptEnabled = true } = options;
  const visitOptions = withDefaults(options);
  const page = await tabFor(visitOptions, width, height);
  const visit = new Visit(page, visitOptions);
  if (inTest) testVisits.add(visit);
  visit.response = await page.goto(urlOf(path), { waitUntil: 'load' });
  if (javaScriptEnabled && visitOptions.hydrates) await waitForHydration(page);
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
