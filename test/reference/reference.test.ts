// createReference on small hand-made input: indexing, fallbacks and edge cases.
import { describe, it, expect } from 'vitest';
import { createReference, localeLanguage } from '../../src/reference/index.js';
import type { ReferenceDataInput } from '../../src/reference/index.js';

function input(): ReferenceDataInput {
  return {
    territories: [
      { alpha3: 'USA', alpha2: 'US', names: { en: 'United States', fr: 'États-Unis' } },
      { alpha3: 'FRA', alpha2: 'FR', names: { en: 'France', fr: 'France' } },
      { alpha3: 'ATA', alpha2: 'AQ', names: { fr: 'Antarctique' } },
    ],
    regions: [
      { code: 'US-NY', territory: 'USA', name: 'New York' },
      { code: 'FR-IDF', territory: 'FRA', name: 'Île-de-France' },
    ],
    airports: [
      { iata: 'JFK', territory: 'USA', region: 'US-NY', lat: 40.6394, lon: -73.7793, name: 'John F Kennedy International Airport' },
      { iata: 'CDG', territory: 'FRA', region: 'FR-IDF', lat: 49.0128, lon: 2.55, name: 'Charles de Gaulle International Airport' },
    ],
  };
}

describe('createReference', () => {
  const ref = createReference(input());

  it('looks up by code', () => {
    expect(ref.territory('USA')?.alpha2).toBe('US');
    expect(ref.territoryByAlpha2('FR')?.alpha3).toBe('FRA');
    expect(ref.region('US-NY')?.territory).toBe('USA');
    expect(ref.airport('CDG')?.region).toBe('FR-IDF');
    expect(ref.isTerritory('FRA') && ref.isRegion('FR-IDF') && ref.isAirport('JFK')).toBe(true);
  });

  it('returns undefined / false for unknown codes (codes are exact, upper case)', () => {
    expect(ref.territory('XXX')).toBeUndefined();
    expect(ref.territory('usa')).toBeUndefined();
    expect(ref.territoryByAlpha2('XX')).toBeUndefined();
    expect(ref.region('US-XX')).toBeUndefined();
    expect(ref.airport('ZZZ')).toBeUndefined();
    expect(ref.isTerritory('XXX') || ref.isRegion('US-XX') || ref.isAirport('ZZZ')).toBe(false);
  });

  it('picks the name by the locale language, then English, then the code', () => {
    expect(ref.territoryName('USA', 'fr-FR')).toBe('États-Unis');
    expect(ref.territoryName('USA', 'fr_CA')).toBe('États-Unis');
    expect(ref.territoryName('USA', 'FR')).toBe('États-Unis');
    expect(ref.territoryName('USA', 'pt-BR')).toBe('United States');
    expect(ref.territoryName('ATA', 'de-DE')).toBe('ATA'); // neither de nor en
    expect(ref.territoryName('XXX', 'en')).toBe('XXX');
  });

  it('does not read names off Object.prototype', () => {
    expect(ref.territoryName('USA', 'constructor')).toBe('United States');
    expect(ref.territoryName('ATA', '__proto__')).toBe('ATA');
  });

  it('returns stored region and airport names, or the code', () => {
    expect(ref.regionName('FR-IDF', 'en')).toBe('Île-de-France');
    expect(ref.regionName('FR-XX', 'en')).toBe('FR-XX');
    expect(ref.airportName('JFK', 'fr')).toBe('John F Kennedy International Airport');
    expect(ref.airportName('ZZZ', 'fr')).toBe('ZZZ');
  });

  it('lists sorted copies', () => {
    expect(ref.territories().map((t) => t.alpha3)).toEqual(['ATA', 'FRA', 'USA']);
    expect(ref.regions().map((r) => r.code)).toEqual(['FR-IDF', 'US-NY']);
    expect(ref.airports().map((a) => a.iata)).toEqual(['CDG', 'JFK']);
    ref.territories().pop();
    expect(ref.territories()).toHaveLength(3);
  });

  it('rejects duplicate codes', () => {
    const data = input();
    data.airports.push({ ...data.airports[0]!, name: 'copy' });
    expect(() => createReference(data)).toThrow(/duplicate airport.*JFK/);
  });

  it('extracts the language of a locale', () => {
    expect(localeLanguage('fr-FR')).toBe('fr');
    expect(localeLanguage('zh_Hant_TW')).toBe('zh');
    expect(localeLanguage('EN')).toBe('en');
  });
});
