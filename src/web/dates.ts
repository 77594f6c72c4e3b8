// Dates as the page's locale writes them (issue 23: no mm/dd/yyyy on the French page). Browsers
// draw <input type="date"> in the browser's own language whatever the page's, so the page uses
// text fields: they read the locale's numeric order (31/12/2027 in fr-FR, 12/31/2027 in en-US,
// 31.12.2027 in de-DE) and ISO 2027-12-31 in every locale, and show dates back in the locale.
// Pure: no DOM, no clock.

type Part = 'day' | 'month' | 'year';

const sample = (): number => Date.UTC(2027, 11, 31);

// One formatter per locale: constructing an Intl.DateTimeFormat costs about a millisecond, and the
// page formats every date field on each translation (a fifth of its start before caching).
const numeric = new Map<string, Intl.DateTimeFormat>();
const numericFormat = (locale: string): Intl.DateTimeFormat => {
  let f = numeric.get(locale);
  if (!f) numeric.set(locale, (f = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })));
  return f;
};

/** The order of day, month and year in the locale's numeric dates. */
export function dateOrder(locale: string): Part[] {
  const parts = numericFormat(locale).formatToParts(sample());
  return parts.map((p) => p.type).filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
}

/** A date YYYY-MM-DD in the locale's numeric form (31/12/2027), or the text as given when it is not one. */
export function formatNumericDate(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return numericFormat(locale).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** The example shown next to date fields: 31 December 2027 in the locale's numeric form. */
export function dateExample(locale: string): string {
  return formatNumericDate('2027-12-31', locale);
}

const iso = (y: number, m: number, d: number): string | undefined => {
  if (m < 1 || m > 12 || d < 1 || y < 1000 || y > 9999) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined; // 31/02
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/**
 * What a traveller typed as a date: ISO (2027-12-31) or three numbers in the locale's order with any
 * separators (31/12/2027, 31.12.2027, 31 12 2027); undefined when it is not a real date. Two-digit
 * years are not guessed.
 */
export function parseDate(text: string, locale: string): string | undefined {
  const t = text.trim();
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const numbers = t.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return undefined;
  const order = dateOrder(locale);
  const value: Partial<Record<Part, number>> = {};
  order.forEach((p, i) => {
    const n = numbers[i]!;
    if (p === 'year' ? n.length === 4 : n.length <= 2) value[p] = Number(n);
  });
  if (value.year === undefined || value.month === undefined || value.day === undefined) return undefined;
  return iso(value.year, value.month, value.day);
}
