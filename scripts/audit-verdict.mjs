// What the audit's Lighthouse runs pass or miss, as functions of the results alone:
// scripts/audit.mjs runs Lighthouse and writes the reports, and the unit tests judge small fixture
// results here (__tests__/unit/auditVerdict.test.ts).
//
// Timing is judged against the floor (benchmarks/floor/), run in the same audit with the same
// settings, as the ratio of the page's median to the floor's: a machine half as fast slows both,
// so it moves the figures but not the verdict. Scores, sizes, layout shift and requests to other
// hosts do not depend on the machine's speed and keep their fixed budgets.
import { AGAINST_FLOOR, everyRun, middle, ratioToFloor } from './audit-figures.mjs';

// The audit and its unit tests take every function of the results from here: the figures
// (audit-figures.mjs), the trace's CPU time and the summary's tables each have a file of their own.
export { AGAINST_FLOOR, figure, middle, ratioToFloor } from './audit-figures.mjs';
export { mainThreadCpu } from './audit-main-thread-cpu.mjs';
export { summary } from './audit-summary.mjs';

/** @import { Lhr } from './audit-figures.mjs' */

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
 * A page's budgets: every page's ('*'), with its own over them.
 * @template B
 * @param {Record<string, Record<string, B>>} budgets
 * @param {string} page
 * @returns {Record<string, B>}
 */
export const budgetsOf = (budgets, page) => ({ ...budgets['*'], ...budgets[page] });

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
