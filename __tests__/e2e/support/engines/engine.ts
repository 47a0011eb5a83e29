// One way to drive a page in every engine: the tests in every-engine/ are written once against
// this API, and each engine implements it over its own driver (chromium.ts over playwright-core,
// firefox.ts over WebDriver BiDi, webkit.ts over WebDriver classic). What differs between the
// engines is said once, in TRAITS, and docs/testing.md's table says why.
import { eventually } from '../wait';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The default window: a laptop's. */
export const DEFAULT_SIZE = { width: 1280, height: 800 } as const;

export interface OpenOptions {
  width?: number;
  height?: number;
  /**
   * Hold the framework back: the page is returned painted but not hydrated, until `release`.
   * Each engine holds what it can without stalling its driver (the site's scripts in Chromium
   * and Firefox, the page's data in WebKit): either way the framework has not run.
   */
  held?: boolean;
  /** The system's colour scheme the page is opened under: light unless said. */
  systemScheme?: 'light' | 'dark';
}

/** A script run in the page: a self-contained function, called with the arguments given. */
export type InPage<T> = (...args: never[]) => T;

/** One tab on a page of the site under test, in one engine. */
export interface EngineVisit {
  /** Runs `script` in the page with `args` and returns its (awaited) result. */
  run<T>(script: InPage<T>, ...args: unknown[]): Promise<Awaited<T>>;
  /**
   * Runs a library's source in the page (axe-core): by the driver, as its scripts are, so the
   * page's policy, which allows none but its own, does not refuse it.
   */
  inject(source: string): Promise<void>;
  /** Waits until `condition`, run in the page, returns something truthy, and returns it. */
  until<T>(condition: InPage<T>, ...args: unknown[]): Promise<NonNullable<Awaited<T>>>;
  /** Console errors and warnings and uncaught errors, as readable lines. */
  problems(): Promise<string[]>;
  /** The Content-Security-Policy violations the page has reported: "directive: blocked URI". */
  cspViolations(): Promise<string[]>;
  /** Opened `held`: lets the framework run; resolves once the page has hydrated. */
  release(): Promise<void>;
  /** Loads another route in the same tab and waits for it to hydrate. */
  load(route: string): Promise<void>;
  /** Presses a key on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Types the text into whatever has the focus, key by key. */
  type(text: string): Promise<void>;
  /** Moves the pointer to the centre of the element (scrolled into view) and clicks. */
  click(selector: string): Promise<void>;
  /** Moves the pointer to the centre of the element (scrolled into view). */
  hover(selector: string): Promise<void>;
}

/** The keys the tests press. */
export type Key = 'Tab' | 'Escape' | 'Enter' | 'ArrowDown' | 'ArrowUp';

/** An engine started for a test file. */
export interface Engine {
  readonly name: EngineName;
  open(route: string, options?: OpenOptions): Promise<EngineVisit>;
  /** The names of the files downloaded so far, complete ones only, sorted. */
  downloaded(): string[];
  /** The folder downloads are saved into. */
  readonly downloadDir: string;
  /** Ends the test's visits, leaving the engine ready for the next test. */
  endVisits(): Promise<void>;
  /** Ends everything the engine started. */
  stop(): Promise<void>;
}

/** What differs between the engines, for the tests every engine runs (docs/testing.md). */
export interface Traits {
  /** The engine's name as a reader knows it. */
  label: string;
  /** The widths pages are loaded at, in turn: those of the devices the engine mostly runs on. */
  widths: readonly number[];
  /** The image formats the engine picks among a screenshot's sources (AVIF first). */
  imageFormats: readonly string[];
  /** Whether the engine prefetches the pages a page links to (<link rel="prefetch">). */
  prefetches: boolean;
  /** The widths the tests before hydration run at. */
  heldWidths: readonly number[];
  /** The widths keyboard focus is checked at, before hydration: where visitors have a Tab key. */
  keyboardWidths: readonly number[];
}

export const TRAITS: Record<EngineName, Traits> = {
  // The in-depth files check every page and behaviour in Chromium: here it runs the tests
  // before hydration, at both widths, as every engine does.
  chromium: {
    label: 'Chromium',
    widths: [375, 1280],
    imageFormats: ['avif'],
    prefetches: true,
    heldWidths: [375, 1280],
    keyboardWidths: [375, 1280],
  },
  // A desktop browser first: its share on phones is small.
  firefox: {
    label: 'Firefox',
    widths: [1280],
    imageFormats: ['avif'],
    prefetches: true,
    heldWidths: [1280],
    keyboardWidths: [1280],
  },
  // Every browser on iPhones and iPads, and Safari on Macs. WebKitGTK decodes AVIF only where
  // Debian built it with libavif, so WebP, the other source offered, is accepted too; WebKit
  // has no <link rel="prefetch">. Keyboard focus at a laptop's width: a phone has no Tab key,
  // and WebKitGTK's window at 375 px leaves a link focused by Tab without :focus-visible.
  webkit: {
    label: 'WebKit',
    widths: [375, 1280],
    imageFormats: ['avif', 'webp'],
    prefetches: false,
    heldWidths: [375],
    keyboardWidths: [1280],
  },
};

/** How a driver runs a script in the page (EngineVisit's run). */
export type Runner = <T>(script: InPage<T>, ...args: unknown[]) => Promise<Awaited<T>>;

/**
 * EngineVisit's until for a driver that can only run scripts: runs the condition again and
 * again until it returns something truthy.
 */
export function untilBy(run: Runner, engine: string): EngineVisit['until'] {
  return <T>(condition: InPage<T>, ...args: unknown[]) =>
    eventually(
      async () => {
        const value = await run(condition, ...args);
        if (!value) throw new Error('not yet');
        return value as NonNullable<Awaited<T>>;
      },
      `${engine}: waiting for ${condition.toString().slice(0, 80)}`,
    );
}

/** The mouse and keyboard of a playwright-core or a puppeteer-core page, which share a shape. */
interface InputPage {
  mouse: { move(x: number, y: number): Promise<void>; click(x: number, y: number): Promise<void> };
  keyboard: { press(key: Key): Promise<void>; type(text: string): Promise<void> };
}

/** EngineVisit's keyboard and pointer for a page that has a mouse and a keyboard of its own. */
export function inputOf(
  page: InputPage,
  run: Runner,
): Pick<EngineVisit, 'press' | 'type' | 'click' | 'hover'> {
  const pointAt = async (selector: string) => {
    const { x, y } = await run(centreOf, selector);
    await page.mouse.move(x, y);
    return { x, y };
  };
  return {
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    click: async (selector) => {
      const { x, y } = await pointAt(selector);
      await page.mouse.click(x, y);
    },
    hover: async (selector) => {
      await pointAt(selector);
    },
  };
}

/** In the page: scrolls the element into the middle of the window and returns its centre. */
export function centreOf(selector: string): { x: number; y: number } {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

/** A script and its arguments as an expression, for drivers that take a string. */
export function callOf(script: InPage<unknown>, args: readonly unknown[]): string {
  return `(${script.toString()})(...${JSON.stringify(args)})`;
}
