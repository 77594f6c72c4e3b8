// Changes of branch changes8 (issue 28, 2026-11-27): announced visa changes of 2025-2026 that the
// matrix snapshot (2026-02-17) misses or leaves undated. Each change is checked against the matrix
// (so it only adds what differs), against its sources' dates, and end to end through the engine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGES, type ChangesTable, type Review } from '../../scripts/import-visa-changes.js';
import { engine } from '../helpers.js';
import { directTrip } from './trips.js';
import { matrix, reviews, ROOT } from './reviews.js';

const changes = (JSON.parse(readFileSync(join(ROOT, CHANGES), 'utf8')) as ChangesTable).changes;
const change = (id: string) => changes.find((c) => c.id === id)!;
/** The review that records a given change (a destination may have several reviews). */
const reviewOf = (id: string): Review => reviews.reviews.find((r) => r.changes?.includes(id))!;

/** The day before a date plus one year, computed here from the calendar (not copied from the table). */
function oneYearFrom(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('changes8: the Philippines, visa-free entry for Chinese passports (DFA, 15 January 2026)', () => {
  const c = change('phl-visa-free-chn-2026');

  it("the matrix still answers 'visa required' for Chinese passports: the change is new information", () => {
    expect(matrix.get('CHN>PHL')).toBe('visa required');
  });

  it('14 days from 2026-01-16 for one year (to 2027-01-15), then the visa, for Chinese passports only', () => {
    expect(c.destination).toBe('PHL');
    const [free, after] = c.periods;
    expect(free).toMatchObject({ answer: 'VISA_FREE_UNTIL', days: 14, startDate: '2026-01-16', passports: ['CHN'] });
    expect(free!.endDate).toBe(oneYearFrom('2026-01-16'));
    expect(after).toMatchObject({ answer: 'VISA_REQUIRED_AFTER_SCHEME', startDate: '2027-01-16', schemeEnd: '2027-01-15', passports: ['CHN'] });
    expect(c.periods).toHaveLength(2);
  });

  it('reported only: every source quotes the Department of Foreign Affairs, over https, and names both airports', () => {
    expect(c.sources.length).toBeGreaterThanOrEqual(3);
    for (const s of c.sources) {
      expect(s.tier, s.title).toBe('REPORTED');
      expect(String(s.quotes), s.title).toMatch(/Department of Foreign Affairs/);
      expect(String(s.quotes), s.title).toMatch(/16 January 2026|from 16 January|Friday 16 January/);
      expect(String(s.quotes), s.title).toMatch(/NAIA|Ninoy Aquino/);
      expect(s.url, s.title).toMatch(/^https:\/\//);
    }
  });

  it('the hand-authored airport rule names exactly MNL and CEB, ranks above the change, and runs on the same dates', () => {
    const file = JSON.parse(readFileSync(join(ROOT, 'rules/changes/phl-chn-entry-airports.json'), 'utf8')) as {
      procedures: { id: string; startDate: string; endDate: string; included: string[] }[];
      rules: { priority: number; conditions: { all: { fact: string; operator: string; value: unknown }[] } }[];
    };
    const rule = file.rules[0]!;
    expect(rule.priority).toBeGreaterThan(20);
    expect(rule.conditions.all).toContainEqual({ fact: 'airport', operator: 'notIn', value: ['MNL', 'CEB'] });
    expect(rule.conditions.all).toContainEqual({ fact: 'passport', operator: 'in', value: ['CHN'] });
    const rec = file.procedures[0]!;
    expect([rec.startDate, rec.endDate]).toEqual([c.periods[0]!.startDate, c.periods[0]!.endDate]);
  });

  it("the review claims Chinese passports only: Hong Kong SAR (the matrix's 14 days) and Macao SAR are not named", () => {
    const r = reviewOf('phl-visa-free-chn-2026');
    expect(r).toMatchObject({ destination: 'PHL', result: 'CHANGED', reviewedAt: '2026-11-27', passports: ['CHN'] });
    expect(matrix.get('HKG>PHL')).toBe('14');
  });
});

describe('changes8: Russia, visa-free for Chinese passports until 2026-09-14 (decree No. 872 of 1 December 2025)', () => {
  const c = change('rus-visa-free-chn-2025-2026');

  it("the matrix answers 30 days with no end date: the change adds the decree's end and the visa after it", () => {
    expect(matrix.get('CHN>RUS')).toBe('30');
    const [free, after] = c.periods;
    expect(free).toMatchObject({ answer: 'VISA_FREE_UNTIL', days: 30, startDate: '2025-12-01', endDate: '2026-09-14', passports: ['CHN'] });
    expect(after).toMatchObject({ answer: 'VISA_REQUIRED_AFTER_SCHEME', startDate: '2026-09-15', schemeEnd: '2026-09-14', passports: ['CHN'] });
  });

  it("the decree's end matches China's trial for Russians (reciprocity), recorded by another change", () => {
    const trial = change('chn-russia-visa-free-trial').periods.find((p) => p.answer === 'VISA_FREE_UNTIL')!;
    expect(trial.endDate).toBe(c.periods[0]!.endDate);
  });

  it('reported: every source quotes the presidential decree of 1 December 2025 and its end date', () => {
    for (const s of c.sources) {
      expect(s.tier, s.title).toBe('REPORTED');
      expect(String(s.quotes), s.title).toMatch(/[Dd]ecree of the President of the Russian Federation/);
      expect(String(s.quotes), s.title).toMatch(/14 September 2026/);
      expect(s.url, s.title).toMatch(/^https:\/\//);
    }
    expect(c.sources.some((s) => /No\. 872/.test(String(s.quotes)))).toBe(true);
  });

  it('the review claims Chinese passports only; Macao SAR, 30 days in the matrix too, is not named', () => {
    const r = reviewOf('rus-visa-free-chn-2025-2026');
    expect(r).toMatchObject({ destination: 'RUS', result: 'CHANGED', passports: ['CHN'] });
    expect(matrix.get('MAC>RUS')).toBe('30');
  });
});

describe("changes8: Montenegro, a visa for Azerbaijani passports from 2026-01-15 (EU alignment)", () => {
  const c = change('mne-visa-aze-2026');

  it("the matrix still answers 90 days visa-free for Azerbaijani passports; Turkish ones already 30 (not claimed)", () => {
    expect(matrix.get('AZE>MNE')).toBe('90');
    expect(matrix.get('TUR>MNE')).toBe('30');
    expect(c.periods).toHaveLength(1);
    expect(c.periods[0]).toMatchObject({ answer: 'VISA_REQUIRED_FROM', startDate: '2026-01-15', endDate: null, passports: ['AZE'] });
    expect(reviewOf('mne-visa-aze-2026')).toMatchObject({ destination: 'MNE', result: 'CHANGED', passports: ['AZE'] });
  });

  it("reported: the Government's announcement (by 15 January) and the Ministry of the Interior's confirmation of the date", () => {
    for (const s of c.sources) {
      expect(s.tier, s.title).toBe('REPORTED');
      expect(String(s.quotes), s.title).toMatch(/(Government|Ministry of the Interior) of Montenegro/);
      expect(s.url, s.title).toMatch(/^https:\/\//);
    }
    expect(c.sources.some((s) => /starting 15 January 2026/.test(String(s.quotes)))).toBe(true);
    expect(c.sources.some((s) => /by 15 January/.test(String(s.quotes)))).toBe(true);
  });
});

describe('changes8: through the engine (trips on 2026-12-10)', () => {
  /** The ids of the records in the response and the visa enforcement of the destination. */
  function answer(passport: string, from: string, to: string) {
    const r = engine().trips(directTrip(passport, from, to));
    expect(r.status).toBe(200);
    const text = JSON.stringify(r.body);
    return { text, has: (id: string) => text.includes(`"${id}"`) };
  }

  it('Chinese passport, Beijing to Manila: visa-free up to 14 days (the change), not the visa', () => {
    const a = answer('CHN', 'PEK', 'MNL');
    expect(a.has('phl-visa-free-chn-until-2027-01-15')).toBe(true);
    expect(a.has('phl-visa-chn-other-entry-points')).toBe(false);
    expect(a.has('visa-phl-visa-required')).toBe(false);
  });

  it('Chinese passport, Beijing to Clark: a visa, the free entry being only at NAIA and MCIA', () => {
    const a = answer('CHN', 'PEK', 'CRK');
    expect(a.has('phl-visa-chn-other-entry-points')).toBe(true);
    expect(a.text).toMatch(/only through Ninoy Aquino International Airport/);
  });

  it('Chinese passport, Beijing to Moscow after the decree ended: a visa, saying no extension was found', () => {
    const a = answer('CHN', 'PEK', 'SVO');
    expect(a.has('rus-visa-after-chn-exemption-2026')).toBe(true);
    expect(a.has('rus-visa-free-chn-until-2026-09-14')).toBe(false);
    expect(a.text).toMatch(/no extension was found/);
  });

  it('Azerbaijani passport, Baku to Podgorica: a visa, the matrix 90 days no longer shown', () => {
    const a = answer('AZE', 'GYD', 'TGD');
    expect(a.has('mne-visa-required-aze-from-2026-01-15')).toBe(true);
    expect(a.has('visa-mne-visa-free-90')).toBe(false);
  });

  it('US passport to Manila and Macao SAR passport to Moscow: untouched by these changes', () => {
    expect(answer('USA', 'LAX', 'MNL').has('phl-visa-free-chn-until-2027-01-15')).toBe(false);
    const mac = answer('MAC', 'MFM', 'SVO');
    expect(mac.has('rus-visa-after-chn-exemption-2026')).toBe(false);
    expect(mac.has('visa-rus-visa-free-30')).toBe(true);
  });
});
