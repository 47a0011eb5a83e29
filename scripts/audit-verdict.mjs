// What the audit's Lighthouse runs pass or miss, and the table it prints, as functions of the
// results alone: scripts/audit.mjs runs Lighthouse and writes the reports, and the unit tests
// judge small fixture results here (__tests__/unit/auditVerdict.test.ts).
//
// Timing is judged against the floor (benchmarks/floor/), run in the same audit with the same
// settings, as the ratio of the page's median to the floor's: a machine half as fast slows both,
// so it moves the figures but not the verdict. Scores, sizes, layout shift and requests to other
// hosts do not depend on the machine's speed and keep their fixed budgets.

/**
 * The part of a Lighthouse result (its lhr) read here, its audits with the audit's own
 * 'main-thread-cpu' (scripts/audit.mjs adds it: null when the trace had no thread time).
 * @typedef {object} Lhr
 * @property {string} lighthouseVersion
 * @property {string} finalDisplayedUrl
 * @property {{ formFactor: string }} configSettings
 * @property {Record<string, { score: number | null }>} categories
 * @property {Record<string, Audit> & {
 *   'resource-summary': { details: { items: ResourceRow[] } },
 *   'network-requests': { details: { items: RequestRow[] } },
 * }} audits
 */

/** @typedef {{ id?: string, numericValue?: number | null }} Audit */
/** @typedef {{ resourceType: string, requestCount: number, transferSize: number }} ResourceRow */
/** @typedef {{ resourceType: string, url: string }} RequestRow */

/**
 * One form factor's runs: each page's (in the audit's order of pages), and all the floor's.
 * @typedef {{ site: Lhr[][], floor: Lhr[] }} FormRuns
 */

/**
 * A fixed budget of audit-budgets.json: a least or a most, judged on the median run or the worst.
 * @typedef {{ min?: number, max?: number, aggregation?: 'median' | 'pessimistic' }} Budget
 */

/**
 * A budget against the floor: the most the ratio of the page's figure to the floor's may be.
 * @typedef {{ max: number, why?: string }} RatioBudget
 */

/**
 * The part of webpack's stats (public/webpack.stats.json) read here: each named chunk group's
 * files, a name or an object that holds it.
 * @typedef {{ namedChunkGroups: Record<string, { assets?: (string | { name: string })[] }> }} Stats
 */

/**
 * An event of a trace's main thread, as TraceProcessor gives it (times in µs).
 * @typedef {{ ph: string, name: string, ts: number, dur?: number, tdur?: number }} TraceEvent
 */

/**
 * The middle value (of an even number of values, the upper of the middle two).
 * @param {number[]} values
 */
export const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A resource-summary figure of one run, e.g. ('script', 'transferSize').
 * @param {Lhr} lhr
 * @param {string} type
 * @param {'requestCount' | 'transferSize'} key
 */
const resources = (lhr, type, key) =>
  // Lighthouse's summary has a row of every type, 0 when the page has none of it.
  /** @type {ResourceRow} */ (
    lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)
  )[key];

/**
 * A budget's figure in one run: 'categories:seo', 'resource-summary:script:size' or an audit.
 * @param {Lhr} lhr
 * @param {string} name
 */
export function figure(lhr, name) {
  const [kind, type, key] = name.split(':');
  if (kind === 'categories') return lhr.categories[type]?.score;
  if (kind === 'resource-summary') {
    return resources(lhr, type, key === 'count' ? 'requestCount' : 'transferSize');
  }
  return lhr.audits[name]?.numericValue;
}

/**
 * A page's budgets: every page's ('*'), with its own over them.
 * @template B
 * @param {Record<string, Record<string, B>>} budgets
 * @param {string} page
 * @returns {Record<string, B>}
 */
export const budgetsOf = (budgets, page) => ({ ...budgets['*'], ...budgets[page] });

/**
 * A figure in every run, or null when a run did not measure it.
 * @param {Lhr[]} lhrs
 * @param {string} name
 */
function everyRun(lhrs, name) {
  const values = lhrs.map((lhr) => figure(lhr, name));
  return values.every((value) => typeof value === 'number') ? values : null;
}

/**
 * Each fixed budget one page's runs miss, as a line that names it.
 * @param {string} page
 * @param {Lhr[]} lhrs
 * @param {Record<string, Budget>} pageBudgets
 */
export function missedBudgets(page, lhrs, pageBudgets) {
  /** @type {string[]} */
  const missed = [];
  for (const [name, { min, max, aggregation = 'median' }] of Object.entries(pageBudgets)) {
    const values = everyRun(lhrs, name);
    if (!values) {
      missed.push(`${page} ${name}: not measured in every run`);
      continue;
    }
    // Pessimistic: the worst run (the highest against a maximum); median: the middle one.
    const pessimistic = aggregation === 'pessimistic';
    const worst = max === undefined ? Math.min(...values) : Math.max(...values);
    const value = pessimistic ? worst : middle(values);
    const shown = `${Number(value.toFixed(3))} (${pessimistic ? 'worst' : 'median'} of ${lhrs.length} runs)`;
    if (max !== undefined && value > max) missed.push(`${page} ${name}: ${shown} > ${max}`);
    if (min !== undefined && value < min) missed.push(`${page} ${name}: ${shown} < ${min}`);
  }
  return missed;
}

// The figures judged against the floor, each with the floor's figure it is set against.
// Blocking is the main thread's CPU time (main-thread-cpu): the time its tasks ran, not the time
// they took, which on a busy machine also counts the turns other processes had. A slower machine
// multiplies it alike for both; TBT counts only each task's time past 50 ms, so it grows far
// faster for tasks just under 50 ms (this site's) than for the floor's longer ones, and can be 0.
// Paint is LCP against the floor's FCP: the floor paints its text in one frame, but Lighthouse's
// simulation adds its async scripts to its LCP in the runs where they ran before that frame and
// not in the others (floor-comparison.mjs sees the same split); its FCP always leaves them out.
// Only the CPU part of a paint slows with the machine, not the simulated network's: the ratio
// moves a little with the machine's speed, where TBT moves many times over.
/** @type {Record<string, { label: string, floor: string, floorLabel: string }>} */
export const AGAINST_FLOOR = {
  'largest-contentful-paint': { label: 'LCP', floor: 'first-contentful-paint', floorLabel: 'FCP' },
  'main-thread-cpu': {
    label: 'main-thread CPU',
    floor: 'main-thread-cpu',
    floorLabel: 'main-thread CPU',
  },
};

// Chrome's names for one task of a thread's loop (Lighthouse's list, TraceProcessor).
const TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * The CPU time of a page's main thread in ms: the thread time (tdur) of each task of its trace's
 * main-thread events, a task inside another counted once; null when the trace has no thread time.
 * @param {TraceEvent[]} mainThreadEvents
 */
export function mainThreadCpu(mainThreadEvents) {
  const tasks = mainThreadEvents
    .filter((event) => event.ph === 'X' && TASKS.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  let cpu = 0;
  let timed = false;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (typeof task.tdur !== 'number') continue;
    cpu += task.tdur;
    timed = true;
  }
  return timed ? cpu / 1000 : null;
}

/**
 * A page's figure against the floor's, from runs in the same form factor: { page, floor, ratio },
 * each figure the median of its runs, the ratio to two decimals as printed; null when a run did
 * not measure it.
 * @param {Lhr[]} lhrs
 * @param {Lhr[]} floorLhrs
 * @param {string} name
 */
export function ratioToFloor(lhrs, floorLhrs, name) {
  const site = everyRun(lhrs, name);
  const floor = everyRun(floorLhrs, AGAINST_FLOOR[name]?.floor ?? name);
  if (!site || !floor || middle(floor) <= 0) return null;
  const ratio = Number((middle(site) / middle(floor)).toFixed(2));
  return { page: middle(site), floor: middle(floor), ratio };
}

/**
 * Each budget against the floor one page's runs miss, as a line that names it.
 * @param {string} page
 * @param {Lhr[]} lhrs
 * @param {Lhr[]} floorLhrs
 * @param {Record<string, RatioBudget>} pageBudgets
 */
export function missedAgainstFloor(page, lhrs, floorLhrs, pageBudgets) {
  /** @type {string[]} */
  const missed = [];
  for (const [name, { max }] of Object.entries(pageBudgets)) {
    const compared = ratioToFloor(lhrs, floorLhrs, name);
    if (!compared) {
      missed.push(`${page} ${name} against the floor: not measured in every run`);
    } else if (compared.ratio > max) {
      /** @param {number} value */
      const ms = (value) => `${Math.round(value)} ms`;
      const medians = `medians of ${lhrs.length} and ${floorLhrs.length} runs`;
      const floorFigure = AGAINST_FLOOR[name]?.floor ?? name;
      missed.push(
        `${page} ${name}: ${compared.ratio.toFixed(2)} × the floor's ${floorFigure} (${ms(compared.page)} against ${ms(compared.floor)}, ${medians}) > ${max}`,
      );
    }
  }
  return missed;
}

/**
 * The scripts a page may run before the visitor acts (file names): the app's, its template's,
 * the visit counter's.
 * @param {Stats} stats
 * @param {string} componentChunkName
 */
export function ownScripts(stats, componentChunkName) {
  const groups = stats.namedChunkGroups;
  // The visit counter's sender runs on every page once it is idle, when the content names one.
  return [groups.app, groups[componentChunkName], groups['visit-counts']]
    .flatMap((group) => group?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith('.js'));
}

/**
 * The scripts a page's runs ran that are not its own (another template's, or one a feature loads
 * on first use), each once. Gatsby's prefetch of a linked page's files runs nothing, and
 * Lighthouse types it Other, not Script.
 * @param {Lhr[]} lhrs
 * @param {string[]} own
 */
export function foreignScripts(lhrs, own) {
  const ran = lhrs.flatMap((lhr) =>
    lhr.audits['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script')
      .map((item) => new URL(item.url).pathname.split('/').pop() ?? ''),
  );
  return [...new Set(ran)].filter((name) => !own.includes(name)).sort();
}

/**
 * A markdown table.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
const table = (header, rows) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);

/**
 * One row of the main table: each figure's median over the runs; '–' for a figure a run did not
 * measure (the CPU time without thread times, a score Lighthouse could not give: null).
 * @param {string} label
 * @param {Lhr[]} lhrs
 */
function row(label, lhrs) {
  /** @param {(lhr: Lhr) => number} read */
  const median = (read) => middle(lhrs.map(read));
  /**
   * @param {string} name
   * @param {(value: number) => string} show
   */
  const shown = (name, show) => {
    const values = everyRun(lhrs, name);
    return values ? show(middle(values)) : '–';
  };
  /** @param {number} value */
  const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
  /** @param {number} value */
  const ms = (value) => `${Math.round(value)} ms`;
  return [
    label,
    lhrs[0].configSettings.formFactor,
    ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
      shown(`categories:${id}`, (score) => score.toFixed(2)),
    ),
    shown('first-contentful-paint', seconds),
    shown('largest-contentful-paint', seconds),
    shown('total-blocking-time', ms),
    shown('mainthread-work-breakdown', ms),
    shown('main-thread-cpu', ms),
    shown('cumulative-layout-shift', (value) => value.toFixed(3)),
    (median((lhr) => resources(lhr, 'total', 'transferSize')) / 1024).toFixed(1),
    (median((lhr) => resources(lhr, 'script', 'transferSize')) / 1024).toFixed(1),
    median((lhr) => resources(lhr, 'total', 'requestCount')),
    Math.max(...lhrs.map((lhr) => resources(lhr, 'third-party', 'requestCount'))),
  ];
}

/**
 * reports/summary.md's Lighthouse part: the absolute medians of every page and of the floor in
 * each form factor, then each page against the floor, with its budget where it is judged (mobile).
 * `forms`: [{ site: each page's runs, floor: the floor's runs }], one per form factor;
 * `ratioBudgets`: each page's budgets against the floor; `about`: { dark, date, cores, node }.
 * @param {FormRuns[]} forms
 * @param {Record<string, Record<string, RatioBudget>>} ratioBudgets
 * @param {{ dark: boolean, date: string, cores: number, node: string }} about
 */
export function summary(forms, ratioBudgets, { dark, date, cores, node }) {
  /** @param {Lhr[]} lhrs */
  const pathOf = (lhrs) => new URL(lhrs[0].finalDisplayedUrl).pathname;
  const main = table(
    [
      ...['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT'],
      ...['main thread', 'its CPU', 'CLS', 'total KB', 'JS KB', 'requests', '3rd-party'],
    ],
    forms.flatMap(({ site, floor }) => [
      ...site.map((lhrs) => row(pathOf(lhrs), lhrs)),
      row('floor', floor),
    ]),
  );
  const names = Object.keys(AGAINST_FLOOR);
  const ratios = table(
    [
      ...['page', 'form factor'],
      ...names.flatMap((name) => {
        const { label, floorLabel } = AGAINST_FLOOR[name];
        return [`${label} ÷ floor's ${floorLabel}`, 'budget'];
      }),
    ],
    forms.flatMap(({ site, floor }) =>
      site.map((lhrs) => {
        const judged = lhrs[0].configSettings.formFactor === 'mobile';
        const budgets = ratioBudgets[pathOf(lhrs)] ?? {};
        return [
          ...[pathOf(lhrs), lhrs[0].configSettings.formFactor],
          ...names.flatMap((name) => [
            ratioToFloor(lhrs, floor, name)?.ratio.toFixed(2) ?? 'not measured',
            judged && budgets[name] ? `≤ ${budgets[name].max}` : '–',
          ]),
        ];
      }),
    ),
  );
  const runs = forms[0].site[0].length;
  return [
    `Lighthouse ${forms[0].floor[0].lighthouseVersion}, ${dark ? 'dark' : 'light'} theme, median of each figure over ${runs} runs (3rd-party: the most in any run; its CPU: the main thread's CPU time), ${date}, ${cores} cores, Node ${node}. The floor is benchmarks/floor/, run in the same rounds (on mobile, beside each page): its figures are the median of all its runs in each form factor.`,
    '',
    ...main,
    '',
    `Against the floor: each page's median over the floor's in the same form factor (budgets judged on mobile).`,
    '',
    ...ratios,
    '',
  ].join('\n');
}
