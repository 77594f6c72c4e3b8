// Reviews of branch reviews7 (issue 28, 2026-11-27): each review's claim about the matrix snapshot
// is checked against the matrix itself (the passports named, and the ones deliberately left out),
// its sources against the tier conventions, and a few answers end to end through the engine.
import { describe, expect, it } from 'vitest';
import { visaTiers } from './trips.js';
import { matrix, review, answered } from './reviews.js';

/** The passports a review names, sorted. */
const named = (destination: string): string[] => [...(review(destination)?.passports ?? [])].sort();

const MINE = ['PNG', 'MHL', 'BDI', 'DJI', 'CAF', 'STP', 'WSM', 'PLW', 'TON', 'SLB', 'COM', 'GMB'];
const EU26 = ['AUT', 'BEL', 'BGR', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HRV', 'HUN', 'ITA', 'LTU', 'LUX', 'LVA', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE'];

describe('reviews7: UNCHANGED reviews agree with the matrix for exactly the passports they name', () => {
  it('Papua New Guinea: the ten Pacific Island passports of the December 2023 extension and Israel; Fiji, New Zealand, Japan, Indonesia (eta), China (tour groups only) and the unsourced visa-on-arrival answers left out', () => {
    const pacific = ['FSM', 'KIR', 'MHL', 'NRU', 'PLW', 'SLB', 'TON', 'TUV', 'VUT', 'WSM'];
    expect(review('PNG')?.result).toBe('UNCHANGED');
    expect(named('PNG')).toEqual([...pacific, 'ISR'].sort());
    for (const p of named('PNG')) expect(matrix.get(`${p}>PNG`), p).toBe('visa on arrival');
    // Named by the 2023 statements, but the newer matrix answers the Easy Visitor Permit: not claimed.
    for (const p of ['FJI', 'NZL', 'JPN', 'IDN']) {
      expect(matrix.get(`${p}>PNG`), p).toBe('eta');
      expect(named('PNG'), p).not.toContain(p);
    }
    expect(matrix.get('CHN>PNG')).toBe('visa required');
    // Visa on arrival in the matrix, but no source read for them.
    for (const p of ['CAN', 'GBR', 'SGP']) {
      expect(matrix.get(`${p}>PNG`), p).toBe('visa on arrival');
      expect(named('PNG'), p).not.toContain(p);
    }
    const ica = review('PNG')!.sources.find((s) => s.url.startsWith('https://ica.gov.pg/'));
    expect(ica).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', publishedAt: '2023-12-20' });
  });

  it("Marshall Islands: the 31 passports the embassy's page exempts (US, Palau, Micronesia, Taiwan, the EU 27); the UK and every visa-on-arrival passport left out", () => {
    expect(review('MHL')?.result).toBe('UNCHANGED');
    expect(named('MHL')).toEqual(answered('MHL', 'visa free', '90').filter((p) => p !== 'GBR'));
    expect(named('MHL')).toHaveLength(31);
    for (const p of ['USA', 'PLW', 'FSM', 'TWN', 'FRA', 'DEU', 'IRL', 'BGR']) expect(named('MHL'), p).toContain(p);
    expect(matrix.get('GBR>MHL')).toBe('90');
    expect(named('MHL')).not.toContain('GBR');
    for (const p of answered('MHL', 'visa on arrival', 'visa required')) expect(named('MHL'), p).not.toContain(p);
    expect(review('MHL')!.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT']);
  });

  it('Burundi: every visa-on-arrival passport, from the circular of 3 December 2021 (newer than the 2015 reports); the six visa-free East African passports not claimed', () => {
    expect(review('BDI')?.result).toBe('UNCHANGED');
    expect(named('BDI')).toEqual(answered('BDI', 'visa on arrival'));
    expect(named('BDI')).toHaveLength(192);
    const eastAfrica = ['COD', 'KEN', 'RWA', 'SSD', 'TZA', 'UGA'];
    expect(answered('BDI', '90')).toEqual(eastAfrica);
    for (const p of eastAfrica) expect(named('BDI'), p).not.toContain(p);
    const dated = review('BDI')!.sources.find((s) => s.publishedAt);
    expect(dated?.publishedAt).toBe('2021-12-08');
    expect(String(dated?.quotes)).toContain('3 December 2021');
  });

  it('Djibouti: every visa-on-arrival passport, from the Director of Immigration on the 2019 law (newer than the 2018 reports); Singapore (visa-free) not claimed', () => {
    expect(review('DJI')?.result).toBe('UNCHANGED');
    expect(named('DJI')).toEqual(answered('DJI', 'visa on arrival'));
    expect(named('DJI')).toHaveLength(197);
    expect(matrix.get('SGP>DJI')).toBe('visa free');
    expect(named('DJI')).not.toContain('SGP');
    const law = review('DJI')!.sources.find((s) => s.publishedAt);
    expect(law?.publishedAt! > '2018-12-31').toBe(true);
    expect(String(law?.quotes)).toContain('21 January 2019');
    expect(review('DJI')!.scope).toContain('Director of Immigration');
  });

  it("Central African Republic: UAE passports, the matrix's only visa-on-arrival answer there (agreement of 8 September 2019, in force 8 October 2019)", () => {
    expect(review('CAF')?.result).toBe('UNCHANGED');
    expect(answered('CAF', 'visa on arrival')).toEqual(['ARE']);
    expect(named('CAF')).toEqual(['ARE']);
    for (const s of review('CAF')!.sources) expect(String(s.quotes), s.title).toContain('8 September 2019');
  });

  it('Sao Tome and Principe: the EU (2015) and the 2017 additions at 15 days; Estonia, the UK, the unnamed 15-day passports, the CPLP, China and the e-visa passports left out', () => {
    const additions2017 = ['ARE', 'CHE', 'GAB', 'ISL', 'JPN', 'KOR', 'KWT', 'LIE', 'MCO', 'NOR', 'QAT', 'RUS', 'RWA', 'TUR', 'VAT'];
    expect(review('STP')?.result).toBe('UNCHANGED');
    for (const p of named('STP')) expect(matrix.get(`${p}>STP`), p).toBe('15');
    for (const p of [...additions2017, 'USA', 'FRA', 'PRT', 'DEU']) expect(named('STP'), p).toContain(p);
    expect(named('STP')).toHaveLength(42);
    // 15 days in the matrix, but named by no report read (or only over http): not claimed.
    for (const p of ['AND', 'CAN', 'GBR', 'GNQ', 'MAR', 'SMR']) {
      expect(matrix.get(`${p}>STP`), p).toBe('15');
      expect(named('STP'), p).not.toContain(p);
    }
    expect(matrix.get('EST>STP')).toBe('visa free');
    for (const p of ['EST', 'BRA', 'AGO', 'CHN', 'IND', 'ZAF']) expect(named('STP'), p).not.toContain(p);
    expect(review('STP')!.sources.find((s) => s.publishedAt)?.publishedAt).toBe('2017-03-24');
  });

  it('Samoa, Palau, Tonga and Solomon Islands: the 26 EU passports of the EU visa waiver agreements (90 days), Ireland left out; Tonga also the UAE (60 days)', () => {
    for (const destination of ['WSM', 'PLW', 'TON', 'SLB']) {
      expect(review(destination)?.result, destination).toBe('UNCHANGED');
      for (const p of EU26) expect(matrix.get(`${p}>${destination}`), `${p}>${destination}`).toBe('90');
      expect(named(destination).filter((p) => p !== 'ARE'), destination).toEqual(EU26);
      // Ireland: outside the agreements' territorial scope, so not claimed whatever the matrix answers.
      expect(named(destination), destination).not.toContain('IRL');
      // Every source backs the EU passports or (Tonga) the UAE: an EU institution, Palau's consulate, or a report.
      expect(review(destination)!.sources.some((s) => s.url.startsWith('https://oeil.secure.europarl.europa.eu/')), destination).toBe(true);
    }
    expect(matrix.get('IRL>PLW')).toBe('90');
    expect(matrix.get('IRL>WSM')).toBe('visa on arrival');
    expect(named('TON')).toContain('ARE');
    expect(matrix.get('ARE>TON')).toBe('60');
    // China: a reported mutual exemption, but the newer matrix answers visa on arrival; the matrix stands, unclaimed.
    for (const destination of ['TON', 'SLB']) {
      expect(matrix.get(`CHN>${destination}`), destination).toBe('visa on arrival');
      expect(named(destination), destination).not.toContain('CHN');
    }
    // Non-EU 90-day passports in the matrix that no source read names.
    for (const p of ['ISL', 'NOR', 'CHE', 'LIE']) {
      expect(matrix.get(`${p}>SLB`), p).toBe('90');
      expect(named('SLB'), p).not.toContain(p);
    }
    expect(review('PLW')!.sources.map((s) => s.tier)).toContain('DESTINATION_GOVERNMENT');
    expect(review('WSM')!.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL']);
  });

  it("Comoros: US passports only, from the State Department's country information (OTHER_OFFICIAL); the other 197 visa-on-arrival passports not claimed", () => {
    expect(review('COM')?.result).toBe('UNCHANGED');
    expect(named('COM')).toEqual(['USA']);
    expect(matrix.get('USA>COM')).toBe('visa on arrival');
    expect(answered('COM', 'visa on arrival')).toHaveLength(198);
    expect(review('COM')!.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL']);
  });

  it("The Gambia: US passports, the matrix's only visa-on-arrival answer there (visa obtainable within two working days of arrival, State Department, OTHER_OFFICIAL)", () => {
    expect(review('GMB')?.result).toBe('UNCHANGED');
    expect(answered('GMB', 'visa on arrival')).toEqual(['USA']);
    expect(named('GMB')).toEqual(['USA']);
    expect(review('GMB')!.sources).toHaveLength(1);
    expect(review('GMB')!.sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL', publishedAt: '2016-11-25' });
  });

  it('every source is tiered, read today over https; a reported one names the official notice it quotes; every statement is PARTIAL', () => {
    for (const destination of MINE) {
      const r = review(destination)!;
      expect(r.reviewedAt, destination).toBe('2026-11-27');
      expect(r.status, destination).toBe('PARTIAL');
      expect(r.sources.length, destination).toBeGreaterThan(0);
      for (const s of r.sources) {
        expect(s.tier, `${destination}: ${s.title}`).toMatch(/^(DESTINATION_GOVERNMENT|OTHER_OFFICIAL|DATASET|REPORTED)$/);
        expect(s.readAt, s.title).toBe('2026-11-27');
        expect(s.url, s.title).toMatch(/^https:\/\//);
        if (s.tier === 'REPORTED') expect(s.quotes, s.title).toBeTruthy();
      }
    }
  });
});

describe('reviews7: through the engine', () => {
  it('Samoan passport to Port Moresby: backed by the PNG government; British passport (visa on arrival, unsourced): the matrix only', () => {
    expect(visaTiers('WSM', 'APW', 'POM', 'PNG')).toContain('DESTINATION_GOVERNMENT');
    expect(visaTiers('GBR', 'LHR', 'POM', 'PNG')).not.toContain('DESTINATION_GOVERNMENT');
  });

  it('US passport to Majuro: backed by the RMI embassy (destination government); Australian passport (visa on arrival): not', () => {
    expect(visaTiers('USA', 'HNL', 'MAJ', 'MHL')).toContain('DESTINATION_GOVERNMENT');
    expect(visaTiers('AUS', 'BNE', 'MAJ', 'MHL')).not.toContain('DESTINATION_GOVERNMENT');
  });

  it('French passport to Bujumbura and US passport to Djibouti: backed by the reviews (REPORTED); Kenyan passport to Bujumbura (visa-free): not', () => {
    expect(visaTiers('FRA', 'CDG', 'BJM', 'BDI')).toContain('REPORTED');
    expect(visaTiers('USA', 'JFK', 'JIB', 'DJI')).toContain('REPORTED');
    expect(visaTiers('KEN', 'NBO', 'BJM', 'BDI')).not.toContain('REPORTED');
  });

  it('US passport to Sao Tome: backed by the review (REPORTED); Indian passport (e-visa, not claimed): not', () => {
    expect(visaTiers('USA', 'LIS', 'TMS', 'STP')).toContain('REPORTED');
    expect(visaTiers('IND', 'LIS', 'TMS', 'STP')).not.toContain('REPORTED');
  });

  it('German passport to Apia: backed by the EU agreement (OTHER_OFFICIAL); Irish passport: not', () => {
    expect(visaTiers('DEU', 'AKL', 'APW', 'WSM')).toContain('OTHER_OFFICIAL');
    expect(visaTiers('IRL', 'AKL', 'APW', 'WSM')).not.toContain('OTHER_OFFICIAL');
  });

  it('US passport to Moroni: backed by the State Department (OTHER_OFFICIAL); French passport: the matrix only', () => {
    expect(visaTiers('USA', 'CDG', 'HAH', 'COM')).toContain('OTHER_OFFICIAL');
    expect(visaTiers('FRA', 'CDG', 'HAH', 'COM')).not.toContain('OTHER_OFFICIAL');
  });

  it('US passport to Banjul: backed by the State Department (OTHER_OFFICIAL); British passport (visa-free): not', () => {
    expect(visaTiers('USA', 'JFK', 'BJL', 'GMB')).toContain('OTHER_OFFICIAL');
    expect(visaTiers('GBR', 'LGW', 'BJL', 'GMB')).not.toContain('OTHER_OFFICIAL');
  });

  it('UAE passport to Bangui: backed by the review (REPORTED); French passport (visa required): the matrix only', () => {
    expect(visaTiers('ARE', 'DXB', 'BGF', 'CAF')).toContain('REPORTED');
    expect(visaTiers('FRA', 'CDG', 'BGF', 'CAF')).not.toContain('REPORTED');
  });
});
