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
