// reports/summary.md's Lighthouse part: every page's and the floor's medians in each form factor,
// then each page against the floor, as markdown tables.
import { AGAINST_FLOOR, everyRun, middle, ratioToFloor, resources } from './audit-figures.mjs';

/**
 * @import { FormRuns, Lhr } from './audit-figures.mjs'
 * @import { RatioBudget } from './audit-verdict.mjs'
 */

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
  const pathOf = (lhrs) => {
    const url = new URL(lhrs[0].finalDisplayedUrl);
    return url.pathname + url.search;
  };
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
  // A page opened with a search (?q=) fetches the engine and the pieces of the index it needs.
  const searches = forms.flatMap(({ site }) =>
    site
      .filter((lhrs) => new URL(lhrs[0].finalDisplayedUrl).search)
      .map((lhrs) => {
        const fetched = lhrs.map((lhr) => searchFiles(lhr));
        return [
          ...[pathOf(lhrs), lhrs[0].configSettings.formFactor],
          middle(fetched.map((files) => files.length)),
          (
            middle(fetched.map((files) => files.reduce((sum, file) => sum + file.bytes, 0))) / 1024
          ).toFixed(1),
        ];
      }),
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
    ...(searches.length > 0
      ? [
          `The search's own files a search fetched (engine, index entry and pieces; medians):`,
          '',
          ...table(['page', 'form factor', 'requests', 'KB transferred'], searches),
          '',
        ]
      : []),
  ].join('\n');
}

/**
 * The search's files a run fetched (under /pagefind/), each with its bytes transferred.
 * @param {Lhr} lhr
 */
function searchFiles(lhr) {
  /** @type {{ url: string, transferSize?: number }[]} */
  const items = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
  return items
    .filter((item) => new URL(item.url).pathname.includes('/pagefind/'))
    .map((item) => ({ url: item.url, bytes: item.transferSize ?? 0 }));
}
