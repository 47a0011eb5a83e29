// Functions the tests run inside a page, in any engine: what the page records of itself (its
// security-policy violations) and the marks that say how far the framework has come.

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

/**
 * In the page: whether React has hydrated all of it and run its effects. Gatsby's own mark
 * (onInitialClientRender) comes before the page's Suspense boundaries are hydrated; the
 * Layout marks the end (src/components/layout/Layout.tsx).
 */
export const isHydrated = () => performance.getEntriesByName('page-hydrated', 'mark').length > 0;

/** In the page: whether the framework has started at all (Gatsby's own mark, set at once). */
export const frameworkStarted = () =>
  performance.getEntriesByName('onInitialClientRender', 'mark').length > 0;
