// Calendar arithmetic on YYYY-MM-DD strings, in UTC (no clock, no time zone).

const DAY_MS = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/** Calendar months; a day past the end of the target month clamps to its last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last))));
}
