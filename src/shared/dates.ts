// The content's dates, written year first and as precise as the owner knows them ("2024",
// "2024-03", "2024-03-15"): compared at that precision and shown in the page's language.

/** Today, as the content writes a day: the build's date, in UTC. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

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

interface Dated {
  expires?: string | null;
}

/**
 * The certifications a reader is shown on `today`, each marked expired or not: an expired one
 * is left out when the owner chose "hidden".
 */
export function shownCertifications<T extends Dated>(
  certifications: readonly T[] | null | undefined,
  expiredCertifications: string | null | undefined,
  today: string,
): (T & { expired: boolean })[] {
  return (certifications ?? [])
    .map((entry) => ({ ...entry, expired: isExpired(entry.expires, today) }))
    .filter((entry) => !entry.expired || expiredCertifications !== 'hidden');
}
