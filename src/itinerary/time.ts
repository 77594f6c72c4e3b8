// Local date/time arithmetic. Dates.UTC is pure (it does not read the clock); node times are local
// to each place and time zones are unknown, so only same-place differences are exact.

export interface When { date: string; time?: string }

/** Minutes since 1970-01-01 of a local date and time (00:00 when the time is absent). */
const DATE = /^\d{4}-\d\d-\d\d$/;
const TIME = /^\d\d:\d\d$/;

export function minutes(w: When): number {
  const { date, time } = w;
  // The validated shapes without split/map arrays (this runs for every node of every trip).
  if (DATE.test(date) && (time === undefined || TIME.test(time))) {
    const hh = time === undefined ? 0 : +time.slice(0, 2);
    const mm = time === undefined ? 0 : +time.slice(3, 5);
    return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), hh, mm) / 60000;
  }
  const [y, m, d] = w.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (w.time ?? '00:00').split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) / 60000;
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
