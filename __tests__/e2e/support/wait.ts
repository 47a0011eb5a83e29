// The one deadline loop of the end-to-end tests: every wait for a condition (a page's state, a
// file on disk, a process that answers) asks again until the condition holds or the deadline
// passes. The deadline only bounds a test that fails: it is far beyond what a passing wait
// needs, however busy the machine; nothing is timed.

/** The longest any one wait or step may take before its test fails. */
export const STEP_MS = 20_000;

/** The pause between two looks at a condition: never a wait for something to happen. */
const BETWEEN_LOOKS_MS = 50;

type Look<T> = { ok: true; value: T } | { ok: false; value?: T; error?: unknown };

/** The loop itself: looks until a look is ok or the deadline has passed; returns the last look. */
async function untilOk<T>(look: () => Promise<Look<T>>, ms: number): Promise<Look<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const seen = await look();
    if (seen.ok || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, BETWEEN_LOOKS_MS));
  }
}

/**
 * Calls `attempt` until it returns without throwing, and returns what it returned; past `ms`,
 * throws its last error, prefixed with `what`.
 */
export async function eventually<T>(
  attempt: () => Promise<T>,
  what: string,
  ms = STEP_MS,
): Promise<T> {
  const seen = await untilOk<T>(async () => {
    try {
      return { ok: true, value: await attempt() };
    } catch (error) {
      return { ok: false, error };
    }
  }, ms);
  if (seen.ok) return seen.value;
  const { error } = seen;
  throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Reads a value until `done` accepts it, and returns the last reading, accepted or not, so
 * that the test's own expect() says what was seen instead of a bare timeout.
 */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = STEP_MS,
): Promise<T> {
  const seen = await untilOk(async () => {
    const value = await read();
    return { ok: done(value), value };
  }, ms);
  return seen.value as T;
}

/** Rejects when `promise` has not settled within `ms`, naming `what`: a hung step fails. */
export function within<T>(promise: Promise<T>, what: string, ms = STEP_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
