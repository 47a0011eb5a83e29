// The part of structured-data-testing-tool's API the tests use (the package has no types).
declare module 'structured-data-testing-tool' {
  interface TestResult {
    test: string;
    description?: string;
    error?: { message: string };
  }
  interface Result {
    passed: TestResult[];
    failed: TestResult[];
    warnings: TestResult[];
    schemas: string[];
  }
  /** Resolves when every test passes; rejects with `{ type, res }` when one fails. */
  export function structuredDataTestHtml(
    html: string,
    options?: { schemas?: string[]; presets?: unknown[]; tests?: unknown[] },
  ): Promise<Result>;
}
