// Local date/time arithmetic. Dates.UTC is pure (it does not read the clock); node times are local
// to each place and time zones are unknown, so only same-place differences are exact.

export interface When { date: string; time?: string }

/** The number written by the ASCII digits s[start, start + length), or -1 if one is not a digit. */
function digits(s: string, start: number, length: number): number {
  let n = 0;
  for (let i = start; i < start + length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Minutes since 1970-01-01 of a local date and time (00:00 when the time is absent). */
export function minutes(w: When): number {
  const { date, time } = w;
  // The validated shapes (YYYY-MM-DD, HH:MM) read digit by digit: no regular expressions, slices
  // or arrays (this runs several times for every node of every trip).
  if (date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45 && (time === undefined || (time.length === 5 && time.charCodeAt(2) === 58))) {
    const y = digits(date, 0, 4);
    const m = digits(date, 5, 2);
    const d = digits(date, 8, 2);
    const hh = time === undefined ? 0 : digits(time, 0, 2);
    const mm = time === undefined ? 0 : digits(time, 3, 2);
    if ((y | m | d | hh | mm) >= 0) return utcMinutes(y, m, d, hh, mm);
  }
  const [y, m, d] = w.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (w.time ?? '00:00').split(':').map(Number) as [number, number];
  return utcMinutes(y, m, d, hh, mm);
}

/** Minutes in 400 Gregorian years (146,097 days): the calendar repeats after them. */
const ERA_MINUTES = 146_097 * 1440;

/**
 * Date.UTC in minutes, for every year the schema accepts: Date.UTC reads years 0-99 as 1900-1999,
 * so those are computed 400 years later and moved back.
 */
function utcMinutes(y: number, m: number, d: number, hh: number, mm: number): number {
  return y >= 100 ? Date.UTC(y, m - 1, d, hh, mm) / 60000 : Date.UTC(y + 400, m - 1, d, hh, mm) / 60000 - ERA_MINUTES;
}

/**
 * Hours between arrival and departure at one place. Without both times only whole days are
 * known, so the layover is counted in days x 24.
 */
export function layoverHours(arrival: When, departure: When): number {
  if (arrival.time === undefined || departure.time === undefined) {
    return ((minutes({ date: departure.date }) - minutes({ date: arrival.date })) / 60);
  }
  return (minutes(departure) - minutes(arrival)) / 60;
}

/** Time zones span UTC-12 to UTC+14, so a flight may land up to 26 h "before" it left, in local time. */
export const MAX_LOCAL_BACKSTEP_MINUTES = 26 * 60;
