// Runs axe-core inside a page and reports its violations in a form a person can read.
import fs from 'fs';
import type { AxeResults, Result } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/** The WCAG 2.2 A and AA violations on the page as it is now. */
export async function axeViolations(page: Page | Frame): Promise<Result[]> {
  // Evaluated by the driver, not added as a script: the page's own policy, which the visit
  // enforces, would refuse an inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      window.axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    TAGS,
  );
}

/** One paragraph per violation: rule, impact, help and the offending elements. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** axe-core's source, for an engine's visit to inject (EngineVisit's inject). */
export const AXE_LIBRARY = AXE_SOURCE;

/** The WCAG levels every engine's pages are checked against. */
export const AXE_TAGS: readonly string[] = TAGS;

/**
 * In the page, once axe-core is in it: its violations of the rules of `tags`, one line each
 * (rule, element, what fails). Sent to the page as text: it uses its arguments only.
 */
export async function axeFindings(tags: string[]): Promise<string[]> {
  type Found = { id: string; nodes: { target: string[]; failureSummary?: string }[] };
  const { axe } = window as unknown as {
    axe: { run(context: Document, options: object): Promise<{ violations: Found[] }> };
  };
  const { violations } = await axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return violations.flatMap(({ id, nodes }) =>
    nodes.map(
      ({ target, failureSummary = '' }) =>
        `${id}: ${target.join(' ')}: ${failureSummary.replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

/** In the page, once axe-core is in it: what its colour rules find in the element `selector`. */
export async function axeFindingsOn(selector: string): Promise<string[]> {
  type Found = { id: string; nodes: { target: string[]; failureSummary?: string }[] };
  const { axe } = window as unknown as {
    axe: { run(context: object, options: object): Promise<{ violations: Found[] }> };
  };
  const { violations } = await axe.run(
    { include: [[selector]] },
    {
      runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
      resultTypes: ['violations'],
    },
  );
  return violations.flatMap(({ id, nodes }) =>
    nodes.map(({ failureSummary = '' }) => `${id}: ${failureSummary.replace(/\s+/g, ' ').trim()}`),
  );
}
