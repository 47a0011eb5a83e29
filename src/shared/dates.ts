// The content's dates, written year first and as precise as the owner knows them ("2024",
// "2024-03", "2024-03-15"): compared at that precision and shown in the page's language.

/**
 * The build's day, as the content writes a day (UTC): the "today" of every rule that depends on
 * it (a certification's expiry, a date not yet come), on the pages, the CV, JSON Resume and
 * JSON-LD alike. SOURCE_DATE_EPOCH's day for a reproducible build; else the day the build
 * started, decided by the first call and kept in the environment, which the build's workers
 * inherit, so that a build running over midnight agrees with itself.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch) {
    if (!/^\d+$/.test(epoch)) {
      throw new Error(
        `SOURCE_DATE_EPOCH is "${epoch}": it must be a whole number of seconds since 1970-01-01 (UTC), or unset`,
      );
    }
    return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
  }
  env.SITE_BUILD_DAY ??= new Date().toISOString().slice(0, 10);
  return env.SITE_BUILD_DAY;
}

/** Whether `date` is later than `today`, at the precision `date` is written in. */
export const isAfter = (date: string, today: string) => date > today.slice(0, date.length);

/** A certification that expired before `today`: it is valid through its last written unit. */
export const isExpired = (expires: string | null | undefined, today: string) =>
  Boolean(expires) && today.slice(0, expires!.length) > expires!;

/** Whether `later` is before `earlier`, compared at the precision both are written in. */
export function isBefore(later: string, earlier: string): boolean {
  const length = Math.min(later.length, earlier.length);
  return later.slice(0, length) < earlier.slice(0, length);
}

/** The date in `lang`'s words, as precise as it is written: "2024", "March 2024", "15 March 2024". */
export function formatDate(date: string, lang: string): string {
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  const parts = date.split('-').length;
  return new Intl.DateTimeFormat(lang, {
    timeZone: 'UTC',
    year: 'numeric',
    ...(parts > 1 && { month: 'long' }),
    ...(parts > 2 && { day: 'numeric' }),
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
