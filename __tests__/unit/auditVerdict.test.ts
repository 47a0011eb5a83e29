/** @jest-environment node */
// The audit's verdict (scripts/audit-verdict.mjs) on small fixture Lighthouse results, holding
// only the audits it reads: timing is judged against the floor measured in the same run, so a
// machine twice as slow gives the verdict a fast one gives, and the site slower alone misses;
// the summary keeps the absolute figures; a page runs no script of a page or feature not its
// own. The module is an ES module, which jest's CommonJS runtime cannot load: it runs in a child.
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { ROOT } from '../support/paths';

const VERDICT = pathToFileURL(path.join(ROOT, 'scripts', 'audit-verdict.mjs')).href;
const CALL = `
import fs from 'node:fs';
import * as verdict from ${JSON.stringify(VERDICT)};
const { name, args } = JSON.parse(fs.readFileSync(0, 'utf8'));
const value = verdict[name];
process.stdout.write(JSON.stringify(typeof value === 'function' ? value(...args) : value));
`;

/** An export of the module: called with `args` when it is a function. */
function call<T>(name: string, ...args: unknown[]): T {
  const input = JSON.stringify({ name, args });
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', CALL], {
    input,
    encoding: 'utf8',
  });
  return JSON.parse(output) as T;
}

const ORIGIN = 'http://127.0.0.1:9000';
type FormFactor = 'mobile' | 'desktop';
interface Figures {
  lcp: number;
  fcp?: number;
  tbt?: number;
  mainThread: number;
  /** The main thread's CPU time: a third of its time unless given. */
  cpu?: number;
  /** Script files the run ran, and files it only prefetched. */
  scripts?: string[];
  prefetched?: string[];
}

/** One Lighthouse result of `page` with these figures (ms), every score 1. */
function result(page: string, formFactor: FormFactor, figures: Figures) {
  const audit = (numericValue: number) => ({ numericValue });
  const requests = (names: string[], resourceType: string) =>
    names.map((name) => ({ url: `${ORIGIN}/${name}`, resourceType }));
  return {
    lighthouseVersion: '13.5.0',
    finalDisplayedUrl: `${ORIGIN}${page}`,
    configSettings: { formFactor },
    categories: Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, { score: 1 }]),
    ),
    audits: {
      'first-contentful-paint': audit(figures.fcp ?? figures.lcp),
      'largest-contentful-paint': audit(figures.lcp),
      'total-blocking-time': audit(figures.tbt ?? 0),
      'mainthread-work-breakdown': audit(figures.mainThread),
      'main-thread-cpu': audit(figures.cpu ?? figures.mainThread / 3),
      'cumulative-layout-shift': audit(0),
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', requestCount: 16, transferSize: 303_923 },
            { resourceType: 'script', requestCount: 5, transferSize: 124_131 },
            { resourceType: 'third-party', requestCount: 0, transferSize: 0 },
          ],
        },
      },
      'network-requests': {
        details: {
          items: [
            ...requests(figures.scripts ?? [], 'Script'),
            ...requests(figures.prefetched ?? [], 'Other'),
          ],
        },
      },
    },
  };
}

/** Three runs, each figure of the first scaled by its factor in the others. */
const runs = (page: string, formFactor: FormFactor, figures: Figures, times = 1) =>
  [1, 0.9, 1.15].map((spread) =>
    result(page, formFactor, {
      ...figures,
      lcp: figures.lcp * spread * times,
      fcp: (figures.fcp ?? figures.lcp) * spread * times,
      tbt: (figures.tbt ?? 0) * spread * times,
      mainThread: figures.mainThread * spread * times,
      cpu: (figures.cpu ?? figures.mainThread / 3) * spread * times,
    }),
  );

// Home about as the audit of 2026-11-28 measured it; the floor as estimated (audit-budgets.json).
const HOME = { lcp: 870, fcp: 870, tbt: 8, mainThread: 1480 };
const FLOOR = { lcp: 650, fcp: 620, mainThread: 400 };
const BUDGETS = {
  'largest-contentful-paint': { max: 2 },
  'main-thread-cpu': { max: 4 },
};
const missed = (site: unknown[], floor: unknown[]) =>
  call<string[]>('missedAgainstFloor', '/', site, floor, BUDGETS);

test('the same ratio to the floor passes on a fast machine and on one twice as slow', () => {
  expect(missed(runs('/', 'mobile', HOME), runs('/', 'mobile', FLOOR))).toEqual([]);
  // Every timing doubled, and TBT at 400 ms as on the machine: no budget of it left.
  const slowHome = { ...HOME, tbt: 400 };
  expect(missed(runs('/', 'mobile', slowHome, 2), runs('/', 'mobile', FLOOR, 2))).toEqual([]);
});

test('the site slower alone misses, each figure named with its medians', () => {
  expect(missed(runs('/', 'mobile', HOME, 2), runs('/', 'mobile', FLOOR))).toEqual([
    "/ largest-contentful-paint: 2.81 × the floor's first-contentful-paint (1740 ms against 620 ms, medians of 3 and 3 runs) > 2",
    "/ main-thread-cpu: 7.40 × the floor's main-thread-cpu (987 ms against 133 ms, medians of 3 and 3 runs) > 4",
  ]);
});

test("blocking is the main thread's CPU time, which other processes' turns leave alone", () => {
  // Two busy loops beside the browser: the main thread's time stretched, unevenly from page to
  // page, while the time its tasks ran stays.
  const stretched = (lhrs: ReturnType<typeof runs>, by: number) =>
    lhrs.map((run) => {
      const time = run.audits['mainthread-work-breakdown'].numericValue * by;
      return {
        ...run,
        audits: { ...run.audits, 'mainthread-work-breakdown': { numericValue: time } },
      };
    });
  const home = stretched(runs('/', 'mobile', { ...HOME, cpu: 300 }), 1.6);
  const floorBeside = [
    ...runs('/', 'mobile', { ...FLOOR, cpu: 100 }),
    ...runs('/', 'mobile', { ...FLOOR, cpu: 100 }),
  ];
  expect(missed(home, stretched(floorBeside, 0.8))).toEqual([]);
  // The floor beside each page: its median over all its runs, however many.
  expect(call<{ floor: number }>('ratioToFloor', home, floorBeside, 'main-thread-cpu').floor).toBe(
    100,
  );
});

test("the main thread's CPU time: each task's thread time, a task inside another once", () => {
  const task = (name: string, ts: number, dur: number, tdur?: number) => ({
    ph: 'X',
    name,
    ts,
    dur,
    tdur,
  });
  const events = [
    task('ThreadControllerImpl::RunTask', 1_000, 10_000, 6_000),
    // Inside the first: its time is the first's already.
    task('RunTask', 2_000, 4_000, 3_000),
    { ph: 'X', name: 'FunctionCall', ts: 2_500, dur: 1_000, tdur: 900 },
    task('RunTask', 20_000, 2_000, 1_500),
    { ph: 'I', name: 'RunTask', ts: 30_000 },
  ];
  expect(call('mainThreadCpu', events)).toBe(7.5);
  const untimed = events.map((event) => ({ ...event, tdur: undefined }));
  expect(call('mainThreadCpu', untimed)).toBeNull();
});

test("paint is judged against the floor's first paint, which its racing scripts leave alone", () => {
  // The floor's LCP takes its scripts in or leaves them out from run to run; its FCP does not.
  const racing = runs('/', 'mobile', FLOOR).map((run, index) => {
    const lcp = index === 0 ? 650 : 1300;
    return { ...run, audits: { ...run.audits, 'largest-contentful-paint': { numericValue: lcp } } };
  });
  const lcp = 'largest-contentful-paint';
  const ratio = (floor: unknown[]) =>
    call<{ ratio: number }>('ratioToFloor', runs('/', 'mobile', HOME), floor, lcp).ratio;
  expect(ratio(racing)).toBe(ratio(runs('/', 'mobile', FLOOR)));
  expect(ratio(racing)).toBe(1.4);
});

test('a figure a run did not measure misses, never passes', () => {
  const floor = runs('/', 'mobile', FLOOR);
  (floor[1].audits as Record<string, unknown>)['main-thread-cpu'] = { numericValue: null };
  expect(missed(runs('/', 'mobile', HOME), floor)).toEqual([
    '/ main-thread-cpu against the floor: not measured in every run',
  ]);
});

test('the summary keeps the absolute figures of the pages and the floor beside the ratios', () => {
  const forms = (['mobile', 'desktop'] as const).map((formFactor) => ({
    site: [runs('/', formFactor, HOME), runs('/videos', formFactor, { lcp: 905, mainThread: 633 })],
    floor: runs('/', formFactor, FLOOR),
  }));
  const budgets = {
    '/': { ...BUDGETS, 'main-thread-cpu': { max: 5 } },
    '/videos': BUDGETS,
  };
  const about = { dark: false, date: '2026-11-28', cores: 2, node: 'v24.21.0' };
  const lines = call<string>('summary', forms, budgets, about).split('\n');
  const row = (start: string) => lines.filter((line) => line.startsWith(start));
  // Absolute medians: FCP, LCP, TBT, main thread and its CPU, as before the ratios.
  expect(row('| / | mobile |')[0]).toMatch(
    /\| 0\.87 s \| 0\.87 s \| 8 ms \| 1480 ms \| 493 ms \| 0\.000 \|/,
  );
  expect(row('| floor | mobile |')[0]).toMatch(
    /\| 0\.62 s \| 0\.65 s \| 0 ms \| 400 ms \| 133 ms \|/,
  );
  expect(row('| floor |')).toHaveLength(2);
  // The ratios, with the budget on mobile only.
  expect(row('| / | mobile |')[1]).toBe('| / | mobile | 1.40 | ≤ 2 | 3.70 | ≤ 5 |');
  expect(row('| /videos | mobile |')[1]).toBe('| /videos | mobile | 1.46 | ≤ 2 | 1.58 | ≤ 4 |');
  expect(row('| / | desktop |')[1]).toBe('| / | desktop | 1.40 | – | 3.70 | – |');
});

test('a score Lighthouse could not give is no figure in the summary, not a failure of it', () => {
  // A category with a failed audit has a null score: the median of two such runs and one scored.
  const home = runs('/', 'mobile', HOME).map((run, index) =>
    index === 0 ? run : { ...run, categories: { ...run.categories, performance: { score: null } } },
  );
  const forms = [{ site: [home], floor: runs('/', 'mobile', FLOOR) }];
  const about = { dark: false, date: '2026-11-28', cores: 2, node: 'v24.21.0' };
  const lines = call<string>('summary', forms, { '/': BUDGETS }, about).split('\n');
  expect(lines.find((line) => line.startsWith('| / | mobile |'))).toMatch(
    /^\| \/ \| mobile \| – \| 1\.00 \| 1\.00 \| 1\.00 \| 0\.87 s \|/,
  );
});

test("a page runs the app's scripts and its own template's, nothing of another page or feature", () => {
  const stats = {
    namedChunkGroups: {
      app: {
        assets: [{ name: 'webpack-runtime-1.js' }, { name: 'styles-1.css' }, { name: 'app-1.js' }],
      },
      'component---src-pages-index-tsx': {
        assets: [{ name: 'commons-1.js' }, { name: 'index-1.js' }],
      },
      'component---src-templates-contact-tsx': {
        assets: [{ name: 'commons-1.js' }, { name: 'contact-1.js' }],
      },
      'contact-send': { assets: [{ name: 'contact-send-1.js' }] },
    },
  };
  const own = call<string[]>('ownScripts', stats, 'component---src-pages-index-tsx');
  expect(own).toEqual(['webpack-runtime-1.js', 'app-1.js', 'commons-1.js', 'index-1.js']);
  const home = (scripts: string[]) =>
    // Gatsby's prefetch of a linked page's template runs nothing: not counted.
    runs('/', 'mobile', { ...HOME, scripts, prefetched: ['contact-1.js'] });
  expect(call('foreignScripts', home(own), own)).toEqual([]);
  const carrying = home([...own, 'contact-send-1.js', '550-toasts.js']);
  expect(call('foreignScripts', carrying, own)).toEqual(['550-toasts.js', 'contact-send-1.js']);
  // A visit counter's sender runs on every page once it is idle: the page's own.
  const counted = { ...stats.namedChunkGroups, 'visit-counts': { assets: ['visit-counts-1.js'] } };
  const ownCounted = call<string[]>(
    'ownScripts',
    { namedChunkGroups: counted },
    'component---src-pages-index-tsx',
  );
  expect(call('foreignScripts', home([...ownCounted, 'visit-counts-1.js']), ownCounted)).toEqual(
    [],
  );
});

test('audit-budgets.json judges timing against the floor alone, each ratio with its reason', () => {
  const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'audit-budgets.json'), 'utf8')) as {
    budgets: Record<string, Record<string, unknown>>;
    againstFloor: Record<string, Record<string, { max: unknown; why: unknown }>>;
  };
  const judged = call<Record<string, unknown>>('AGAINST_FLOOR');
  for (const pageBudgets of Object.values(file.budgets)) {
    for (const timing of [
      'total-blocking-time',
      'largest-contentful-paint',
      ...Object.keys(judged),
    ]) {
      expect(pageBudgets).not.toHaveProperty([timing]);
    }
  }
  for (const pageBudgets of Object.values(file.againstFloor)) {
    for (const [name, { max, why }] of Object.entries(pageBudgets)) {
      expect(Object.keys(judged)).toContain(name);
      expect(typeof max).toBe('number');
      expect(String(why).length).toBeGreaterThan(20);
    }
  }
});
