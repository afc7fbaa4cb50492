/**
 * Arithmetic on calendar dates ("YYYY-MM-DD", no time and no zone): ages, completed months,
 * periods of work. All in UTC so the server's zone never shifts a day. Browser-safe and pure.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (not 2025-02-30). */
export const isValidIsoDate = (s: string) =>
  ISO_DATE.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** Today's date in UTC, as YYYY-MM-DD. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** Completed years between two ISO dates (a birthday counts on the day). */
export function completedYears(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** Whole months from one date to another (0 when the end is earlier). */
export function completedMonths(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

/**
 * An ISO date `years` before `iso`, in whole months rounded down: 2.99 years is 35 months, so
 * it stays under 3 exactly as the points calculator counts it.
 */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = parts(iso);
  const months = Math.floor(years * 12 + 1e-9);
  const date = new Date(Date.UTC(y, m - 1 - months, 1));
  // Keep the day, clamped to the month's length (31 Mar − 1 month → 28/29 Feb).
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last));
  return date.toISOString().slice(0, 10);
}

const DAY = 86_400_000;

/** Whole months, then the days left over, as years (a calendar year is exactly 1). */
export function duration(from: string, to: string): number {
  const months = completedMonths(from, to);
  const anchor = yearsBefore(to, months / 12);
  // anchor is `months` before `to`; the days between `from` and it are the remainder.
  const days = Math.max(0, Math.round((Date.parse(anchor) - Date.parse(from)) / DAY));
  return months / 12 + days / 365.25;
}

/** A calendar date `days` later (or earlier, negative), "YYYY-MM-DD" in and out. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
