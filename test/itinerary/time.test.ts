import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoverHours, minutes, type When } from '../../src/itinerary/time.js';

/** The plain reading: split on '-' and ':', as minutes() does for anything it does not read digit by digit; every year as itself. */
function reference(w: When): number {
  const [y, m, d] = w.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (w.time ?? '00:00').split(':').map(Number) as [number, number];
  // setUTCFullYear, not Date.UTC: years 0-99 are themselves (Date.UTC reads them as 1900-1999).
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  t.setUTCHours(hh, mm, 0, 0);
  return t.getTime() / 60000;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

describe('minutes', () => {
  it('reads dates and times as the plain reading does: valid ones, and odd strings alike', () => {
    const valid = fc.record({
      date: fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })).map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
      time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`), { nil: undefined }),
    });
    const odd = fc.record({
      date: fc.oneof(fc.constantFrom('2026-1-05', '2026-01-5x', '20a6-01-05', '2026/01/05', '', '-026-01-05', '2026-01-05 '), fc.string({ maxLength: 12 })),
      time: fc.option(fc.oneof(fc.constantFrom('8:00', '08:0x', '08-00', '', ' 8:00'), fc.string({ maxLength: 6 })), { nil: undefined }),
    });
    fc.assert(fc.property(fc.oneof(valid, odd), (w) => {
      expect(Object.is(minutes(w), reference(w))).toBe(true);
    }), { numRuns: 2000 });
  });

  it('known values', () => {
    expect(minutes({ date: '1970-01-01' })).toBe(0);
    expect(minutes({ date: '1970-01-02', time: '00:01' })).toBe(1441);
    expect(layoverHours({ date: '2026-12-01', time: '07:05' }, { date: '2026-12-01', time: '11:40' })).toBeCloseTo(4.5833, 3);
    expect(layoverHours({ date: '2026-12-01' }, { date: '2026-12-03', time: '01:00' })).toBe(48);
  });
});
