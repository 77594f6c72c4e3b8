// Calendar arithmetic on YYYY-MM-DD strings, in UTC (no clock, no time zone).
//
// Results stay comparable as strings whatever the input: the request schema accepts years 0000 to
// 9999, and a date computed past 9999-12-31 would otherwise be written "+010000-01-01", which sorts
// before "2026-...". Past either end a result saturates to a sentinel: AFTER_LAST sorts after, and
// BEFORE_FIRST before, every date of that range (and equals none); arithmetic on them keeps them.

const DAY_MS = 86_400_000;

export const AFTER_LAST = '9999-12-32';
export const BEFORE_FIRST = '0000-01-00';
const LAST_MS = Date.UTC(9999, 11, 31);
const FIRST_MS = (() => {
  const d = new Date(0);
  d.setUTCFullYear(0, 0, 1); // Date.UTC would read year 0 as 1900
  return d.getTime();
})();

/** Whether `date` is one of the saturated sentinels (outside the calendar the schema accepts). */
export const outOfRange = (date: string): boolean => date === AFTER_LAST || date === BEFORE_FIRST;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(d: Date): string {
  const t = d.getTime();
  if (!(t <= LAST_MS)) return AFTER_LAST; // NaN too: past the range of Date itself
  if (t < FIRST_MS) return BEFORE_FIRST;
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  if (outOfRange(date)) return date;
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/** Calendar months; a day past the end of the target month clamps to its last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  if (outOfRange(date)) return date;
  const d = parse(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const target = new Date(0);
  target.setUTCFullYear(y, m + 1, 0); // setUTCFullYear, not Date.UTC: years 0-99 stay themselves
  const last = target.getUTCDate();
  target.setUTCFullYear(y, m, Math.min(d.getUTCDate(), last));
  return format(target);
}
