// What a traveller types, understood without a browser (src/web/place-search.ts, src/web/dates.ts).
import { describe, expect, it } from 'vitest';
import { readBundledData } from '../../src/data/bundle.js';
import { dateExample, formatNumericDate, parseDate } from '../../src/web/dates.js';
import { createPlaceIndex } from '../../src/web/place-search.js';

const index = createPlaceIndex(readBundledData().referenceData);
const code = (text: string, lang = 'en', countriesOnly = false): string | undefined => {
  const r = index.resolve(text, lang, { countriesOnly });
  return r.ok ? r.place.code : r.reason;
};

describe('place search', () => {
  it('reads airport codes, alpha-2 and alpha-3 country codes in any case; a country code wins over an airport', () => {
    expect(['LHR', 'lhr', 'airport:jfk', 'GB', 'gbr', 'CAN', 'airport:CAN'].map((t) => code(t))).toEqual(['airport:LHR', 'airport:LHR', 'airport:JFK', 'GBR', 'GBR', 'CAN', 'airport:CAN']);
    expect(code('LHR', 'en', true)).toBe('unknown'); // a passport is a country
  });

  it('reads country names in the page language or another, accent- and case-insensitive, and common aliases', () => {
    expect(code('royaume uni', 'fr')).toBe('GBR');
    expect(code('ÉTATS-UNIS', 'fr')).toBe('USA');
    expect(code('Germany', 'fr')).toBe('DEU');
    expect(code('Deutschland', 'en')).toBe('DEU');
    expect(code('uk')).toBe('GBR');
    expect(code('Nowhere-land')).toBe('unknown');
    expect(code('  ')).toBe('empty');
  });

  it('reads airport names and cities; a city with several airports is ambiguous, with its airports as candidates', () => {
    expect(code('heathrow')).toBe('airport:LHR');
    index.addCities({ MUC: 'Munich', CDG: 'Paris', ORY: 'Paris' });
    expect(code('Munich')).toBe('airport:MUC');
    const paris = index.resolve('paris', 'en');
    expect(paris.ok).toBe(false);
    expect(!paris.ok && paris.reason === 'ambiguous' ? paris.candidates.map((c) => c.code).sort() : []).toEqual(['airport:CDG', 'airport:ORY']);
    expect(index.resolve('London Heathrow Airport (LHR), United Kingdom', 'en')).toMatchObject({ ok: true, place: { code: 'airport:LHR', territory: 'GBR' } });
  });
});

describe('dates in the page locale', () => {
  it('reads the locale order and ISO, refuses impossible dates and two-digit years', () => {
    expect(parseDate('02/03/2027', 'fr-FR')).toBe('2027-03-02');
    expect(parseDate('02/03/2027', 'en-US')).toBe('2027-02-03');
    expect(parseDate('2.3.2027', 'de-DE')).toBe('2027-03-02');
    expect(parseDate('2027-03-02', 'es-ES')).toBe('2027-03-02');
    expect(parseDate('31/02/2027', 'fr-FR')).toBeUndefined();
    expect(parseDate('02/03/27', 'fr-FR')).toBeUndefined();
    expect(parseDate('tomorrow', 'en-US')).toBeUndefined();
  });

  it('writes dates back in the locale order', () => {
    expect(formatNumericDate('2027-03-02', 'fr-FR')).toBe('02/03/2027');
    expect(formatNumericDate('2027-03-02', 'en-US')).toBe('03/02/2027');
    expect(formatNumericDate('2027-03-02', 'de-DE')).toBe('02.03.2027');
    expect(dateExample('en-GB')).toBe('31/12/2027');
  });
});
