// Fees of issue 28, part B (data/fees/fees.json, read 2026-11-27): trips get the amounts,
// currencies, tiers and start dates the cited sources state. Expected values are those of the
// sources (the Directorate General of Immigration's notice of 18 April 2022 for Indonesia, the
// MFA's Beirut mission page for Singapore, the Embassy of Morocco in Dakar's communiqué as Seneweb
// reports it, the Ministry of Public Security's e-visa page for Viet Nam), not copied from the generated file.
import { describe, expect, it } from 'vitest';
import { amounts, datedAnswer, record } from './answers.js';

const answer = datedAnswer;
const fee = record;

describe('fees of issue 28, part B', () => {
  it('Indonesia: IDR 1,500,000 (tourism) and IDR 2,000,000 (other purposes) for the visit e-visa, official tier, from 2022-04-16', () => {
    const r = fee(answer('NGA', 'LOS', 'CGK'), 'fee-idn-visit-e-visa');
    expect(amounts(r)).toEqual([[1_500_000, 'IDR'], [2_000_000, 'IDR']]);
    expect(r!.attributes.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(r!.attributes.title).not.toContain('(reported)');
    expect(r!.attributes.startDate).toBe('2022-04-16');
    // The rupiah amounts are converted at the dated reference rate for a traveller asking in EUR.
    const eur = fee(answer('NGA', 'LOS', 'CGK', '2026-12-01', 'EUR'), 'fee-idn-visit-e-visa');
    expect(eur!.attributes.prices![0]!.requested).toMatchObject({ currency: 'EUR', rateDate: '2026-05-08' });
  });

  it('Indonesia: no visit e-visa fee before 2022-04-16, nor for a passport on the e-VOA', () => {
    expect(fee(answer('NGA', 'LOS', 'CGK', '2022-04-15'), 'fee-idn-visit-e-visa')).toBeUndefined();
    expect(fee(answer('USA', 'JFK', 'CGK'), 'fee-idn-visit-e-visa')).toBeUndefined();
  });

  it('Singapore: SGD 30 visa fee beside the e-visa answer, official tier, no start date', () => {
    const r = fee(answer('EGY', 'CAI', 'SIN'), 'fee-sgp-e-visa');
    expect(amounts(r)).toEqual([[30, 'SGD']]);
    expect(r!.attributes.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(r!.attributes.startDate ?? null).toBeNull();
    expect(fee(answer('GBR', 'LHR', 'SIN'), 'fee-sgp-e-visa')).toBeUndefined();
  });

  it('Morocco: the AEVM is free of charge (amount 0, reported), beside the AEVM answer only', () => {
    const r = fee(answer('MLI', 'BKO', 'CMN'), 'fee-mar-aevm');
    expect(amounts(r)).toEqual([[0, 'MAD']]);
    expect(r!.attributes.sources[0]!.tier).toBe('REPORTED');
    expect(r!.attributes.title).toContain('(reported)');
    expect(fee(answer('GBR', 'LHR', 'CMN'), 'fee-mar-aevm')).toBeUndefined();
  });

  it('Viet Nam: USD 25 / 50 beside the Belarusian e-visa answer from 2025-03-15, none while the exemption ran', () => {
    expect(amounts(fee(answer('BLR', 'MSQ', 'SGN', '2025-03-15'), 'fee-vnm-e-visa'))).toEqual([[25, 'USD'], [50, 'USD']]);
    expect(fee(answer('BLR', 'MSQ', 'SGN', '2025-03-14'), 'fee-vnm-e-visa')).toBeUndefined();
  });

  it('Suriname: the entry fee is 0 for a Vatican passport (exempt, reported); other passports keep USD/EUR 50', () => {
    expect(amounts(fee(answer('VAT', 'FCO', 'PBM'), 'fee-sur-entry-fee-exempt-vat'))).toEqual([[0, 'USD']]);
    expect(fee(answer('VAT', 'FCO', 'PBM'), 'fee-sur-entry-fee-2024')).toBeUndefined();
    expect(amounts(fee(answer('NLD', 'AMS', 'PBM'), 'fee-sur-entry-fee-2024'))).toEqual([[50, 'USD'], [50, 'EUR']]);
  });
});
