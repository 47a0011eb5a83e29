// A build on another day: SOURCE_DATE_EPOCH, as a reproducible build sets it, is the day every
// rule against "today" reads.

/** What `run` gives on `day` ("2026-03-15"); the environment is as it was once it has given it. */
export async function onDay<T>(day: string, run: () => T | Promise<T>): Promise<T> {
  const before = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = String(Date.parse(`${day}T12:00:00Z`) / 1000);
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = before;
  }
}
