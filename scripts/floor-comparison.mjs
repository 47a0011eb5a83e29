// Blocking after the first paint, side by side with the floor: a bare Gatsby 5 + React 19 +
// emotion page with the same hero text (benchmarks/floor/). For each page it sums, over the long
// tasks (over 50 ms) that start after the first contentful paint, the time each runs past 50 ms:
// what a visitor's first tap can wait on once there is something to see. Used by scripts/audit.mjs.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { middle } from './audit-verdict.mjs';

/** @import { Browser } from 'playwright-core' */

/**
 * What observeLongTasks keeps in the page, on globalThis.
 * @typedef {{ tasks: PerformanceEntry[], observer: PerformanceObserver }} LongTasks
 */

/**
 * A page's timings once it is idle, in ms: its first contentful paint (null when none was
 * recorded) and its long tasks.
 * @typedef {{ fcp: number | null, tasks: { startTime: number, duration: number }[] }} Timings
 */

/**
 * One cold load's blocking after the first paint and its longest task, in ms.
 * @typedef {{ blocking: number, longest: number }} Load
 */

const LOADS = 7;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// Lighthouse's mobile screen (a Moto G Power), so the layout work matches its runs.
const SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const ATTEMPTS = 3;

/** Runs in the page before its own scripts: keeps every long task, those before it too. */
function observeLongTasks() {
  /** @type {PerformanceEntry[]} */
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: true });
  Object.defineProperty(globalThis, '__auditLongTasks', { value: { tasks, observer } });
}

/**
 * Runs in the page once it is idle: its first contentful paint and long tasks, in ms.
 * @returns {Promise<Timings>}
 */
function readTimings() {
  return new Promise((resolve) => {
    globalThis.requestIdleCallback(() => {
      const { tasks, observer } =
        /** @type {typeof globalThis & { __auditLongTasks: LongTasks }} */ (globalThis)
          .__auditLongTasks;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      resolve({
        fcp: paint ? paint.startTime : null,
        tasks: [...tasks, ...observer.takeRecords()].map(({ startTime, duration }) => ({
          startTime,
          duration,
        })),
      });
    });
  });
}

/**
 * One cold load in a fresh context: { blocking, longest } after the first paint, in ms.
 * @param {Browser} browser
 * @param {string} url
 * @param {'light' | 'dark'} colorScheme
 * @returns {Promise<Load>}
 */
async function measure(browser, url, colorScheme) {
  for (let attempt = 1; ; attempt += 1) {
    const context = await browser.newContext({ ...SCREEN, colorScheme });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(observeLongTasks);
      // Done when loaded, then no request for 500 ms, then the main thread idle.
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const { fcp, tasks } = await page.evaluate(readTimings);
      if (fcp !== null) {
        const after = tasks.filter((task) => task.startTime >= fcp);
        return {
          blocking: after.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0),
          longest: Math.max(0, ...after.map((task) => task.duration)),
        };
      }
      // Headless Chromium now and then records no paint: that load measured nothing.
      if (attempt === ATTEMPTS) throw new Error(`${url}: no first contentful paint recorded`);
    } finally {
      await context.close();
    }
  }
}

/**
 * Loads each page and the floor in turn (page, floor, next page, floor, ...) LOADS times, so a
 * busy moment of the machine falls on both alike. Resolves to { table, missed }: the markdown
 * table with its pass/fail line, and the pages whose median is above the floor's.
 * @param {object} options
 * @param {string} options.siteUrl
 * @param {string} options.floorUrl
 * @param {string[]} options.pages
 * @param {string} options.chromiumPath
 * @param {string[]} options.args Chromium's flags.
 * @param {boolean} options.dark
 */
export async function compareWithFloor({ siteUrl, floorUrl, pages, chromiumPath, args, dark }) {
  const colorScheme = dark ? 'dark' : 'light';
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args });
  /** @type {Map<string, Load[]>} */
  const site = new Map(pages.map((page) => [page, []]));
  /** @type {Load[]} */
  const floor = [];
  try {
    for (let load = 1; load <= LOADS; load += 1) {
      /** @type {string[]} */
      const line = [];
      for (const page of pages) {
        const one = await measure(browser, `${siteUrl}${page}`, colorScheme);
        const floorOne = await measure(browser, `${floorUrl}/`, colorScheme);
        site.get(page)?.push(one);
        floor.push(floorOne);
        line.push(
          `${page} ${Math.round(one.blocking)} ms (floor ${Math.round(floorOne.blocking)})`,
        );
      }
      console.log(`Load ${load}/${LOADS}, blocking after paint: ${line.join(', ')}`);
    }
    return report(site, floor, browser.version(), dark);
  } finally {
    await browser.close();
  }
}

/**
 * The table of medians, compared in whole milliseconds as printed. The floor's are taken over
 * all its loads: the same page each time, and whether its scripts run just before or just after
 * the first paint splits its loads in two, which seven loads alone would sample too thinly.
 * @param {Map<string, Load[]>} site
 * @param {Load[]} floor
 * @param {string} chromiumVersion
 * @param {boolean} dark
 */
function report(site, floor, chromiumVersion, dark) {
  /** @param {number} value */
  const ms = (value) => `${value} ms`;
  /**
   * @param {Load[]} loads
   * @param {keyof Load} key
   */
  const median = (loads, key) => Math.round(middle(loads.map((one) => one[key])));
  const floorBlocking = median(floor, 'blocking');
  const floorLongest = median(floor, 'longest');
  const header = [
    ...['page', 'blocking after paint', 'longest task', 'floor: blocking after paint'],
    ...['floor: longest task', 'at most the floor'],
  ];
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  const missed = [];
  for (const [page, loads] of site) {
    const blocking = median(loads, 'blocking');
    const ok = blocking <= floorBlocking;
    if (!ok) missed.push(page);
    rows.push([
      ...[page, ms(blocking), ms(median(loads, 'longest')), ms(floorBlocking)],
      ...[ms(floorLongest), ok ? 'yes' : 'no'],
    ]);
  }
  const table = [
    `Blocking after the first paint: the sum over long tasks starting after FCP of their time past ${LONG_TASK_MS} ms, and the longest of them (0: none); median of ${LOADS} cold loads of each page and of all ${floor.length} of the floor, loaded after each page; ${CPU_SLOWDOWN}x CPU slowdown, ${SCREEN.viewport.width} px wide, ${dark ? 'dark' : 'light'} theme, Chromium ${chromiumVersion}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    ...[header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`),
    '',
    missed.length === 0
      ? 'Every page at most the floor.'
      : `Above the floor: ${missed.join(', ')}.`,
    '',
  ].join('\n');
  return { table, missed };
}
