// What a Lighthouse run measured, as the audit's budgets and its summary read it: a figure of one
// run, the median over runs, and a page's figure against the floor's in the same runs.

/**
 * The part of a Lighthouse result (its lhr) read here, its audits with the audit's own
 * 'main-thread-cpu' (audit-lighthouse.mjs adds it: null when the trace had no thread time).
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
export const resources = (lhr, type, key) =>
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
 * A figure in every run, or null when a run did not measure it.
 * @param {Lhr[]} lhrs
 * @param {string} name
 */
export function everyRun(lhrs, name) {
  const values = lhrs.map((lhr) => figure(lhr, name));
  return values.every((value) => typeof value === 'number') ? values : null;
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
