// Official fees added for issue 10 (part 2): the amount, currency and label each product carries,
// and the product chosen by the trip's date (UK ETA, US ESTA, New Zealand levy) or by the
// passport (India e-Tourist Visa slabs, Tanzania's visa for US citizens). Amounts are those of the
// official pages cited in rules/fees/*.json; a trip in the fee's own currency gets it as `requested`.
import { describe, expect, it } from 'vitest';
import { engine, trip } from '../helpers.js';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';

function answer(passport: string, from: string, to: string, date: string, currency = 'USD'): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from, date }, { airport: to, date }], { currency }));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const fees = (body: TripResponseDocument): Record<string, Array<[number, string]>> =>
  Object.fromEntries(
    body.included
      .filter((r) => r.id.startsWith('fee-'))
      .map((r) => [r.id, ((r as ProcedureRecord).attributes.prices ?? []).map((p) => [p.amount, p.currency] as [number, string])]),
  );

describe('sourced fees chosen by the trip date', () => {
  it('UK ETA: GBP 10 up to 2025-04-08, GBP 16 from 2025-04-09 to 2026-04-07, GBP 20 (reported) from 2026-04-08', () => {
    expect(fees(answer('USA', 'JFK', 'LHR', '2025-04-08', 'GBP'))).toEqual({ 'fee-gbr-eta-2023': [[10, 'GBP']] });
    expect(fees(answer('USA', 'JFK', 'LHR', '2025-04-09', 'GBP'))).toEqual({ 'fee-gbr-eta-2025': [[16, 'GBP']] });
    expect(fees(answer('USA', 'JFK', 'LHR', '2026-04-07', 'GBP'))).toEqual({ 'fee-gbr-eta-2025': [[16, 'GBP']] });
    expect(fees(answer('USA', 'JFK', 'LHR', '2026-04-08', 'GBP'))).toEqual({ 'fee-gbr-eta-2026': [[20, 'GBP']] });
    expect(fees(answer('FRA', 'CDG', 'LHR', '2026-12-01', 'GBP'))).toEqual({ 'fee-gbr-eta-2026': [[20, 'GBP']] });
  });

  it('UK ETA from 2026-04-08: the reported text, the start date, and the same product for the Crown Dependencies', () => {
    const fee = answer('USA', 'JFK', 'LHR', '2026-12-01', 'GBP').included.find((r) => r.id === 'fee-gbr-eta-2026') as ProcedureRecord;
    expect(fee.attributes.startDate).toBe('2026-04-08');
    expect(fee.attributes.title).toContain('(reported)');
    expect(fee.attributes.prices![0]).toMatchObject({ amount: 20, currency: 'GBP', requested: { amount: 20, currency: 'GBP' } });
    expect(fee.attributes.prices![0]!.text).toMatch(/^Application fee: GBP\s20\.00$/); // Intl puts a no-break space after the code
    expect(fees(answer('USA', 'JFK', 'JER', '2026-12-01', 'GBP'))).toEqual({ 'fee-gbr-eta-2026': [[20, 'GBP']] });
  });

  it('UK ETA fee in GBP is requested as is for a trip asking GBP', () => {
    const fee = answer('FRA', 'CDG', 'LHR', '2025-06-01', 'GBP').included.find((r) => r.id === 'fee-gbr-eta-2025') as ProcedureRecord;
    expect(fee.attributes.prices![0]).toMatchObject({ amount: 16, currency: 'GBP', requested: { amount: 16, currency: 'GBP' } });
    expect(fee.attributes.startDate).toBe('2025-04-09');
  });

  it('US ESTA: USD 14 until 2022-05-19, USD 21 from 2022-05-20 to 2025-09-29, USD 40 (reported) from 2025-09-30', () => {
    expect(fees(answer('GBR', 'LHR', 'JFK', '2022-05-19'))).toEqual({ 'fee-usa-esta-2010': [[14, 'USD']] });
    expect(fees(answer('GBR', 'LHR', 'JFK', '2022-05-20'))).toEqual({ 'fee-usa-esta-2022': [[21, 'USD']] });
    expect(fees(answer('GBR', 'LHR', 'JFK', '2025-09-29'))).toEqual({ 'fee-usa-esta-2022': [[21, 'USD']] });
    expect(fees(answer('GBR', 'LHR', 'JFK', '2025-09-30'))).toEqual({ 'fee-usa-esta-2025': [[40, 'USD']] });
    expect(fees(answer('DEU', 'FRA', 'JFK', '2026-12-10'))).toEqual({ 'fee-usa-esta-2025': [[40, 'USD']] });
  });

  it('New Zealand: the NZD 35 visitor levy before 2024-10-01, NZD 100 (reported) from then', () => {
    // authdates: the NZeTA's own processing fee (fee-nzl-nzeta, no start date) is now shown beside the levy.
    const nzeta = { 'fee-nzl-nzeta': [[17, 'NZD'], [23, 'NZD']] };
    expect(fees(answer('USA', 'LAX', 'AKL', '2024-09-30'))).toEqual({ 'fee-nzl-ivl-2019': [[35, 'NZD']], ...nzeta });
    expect(fees(answer('USA', 'LAX', 'AKL', '2024-10-01'))).toEqual({ 'fee-nzl-ivl-2024': [[100, 'NZD']], ...nzeta });
  });

  it('a fee not yet in force is never listed as upcoming for a passport whose answer it does not price', () => {
    const body = answer('IND', 'DEL', 'LHR', '2025-03-01', 'GBP');
    // Only the visa fee in force that day (GBP 115, branch feesvisa2); neither the GBP 135 fee of
    // 2026 nor the ETA fee, which does not price a visa answer, is listed as upcoming.
    expect(fees(body)).toEqual({ 'fee-gbr-standard-visitor-visa-2023': [[115, 'GBP']] });
  });
});

describe('sourced fees chosen by the passport', () => {
  it('India e-Tourist Visa: the general slab for a US passport, the lower slab for Singapore, free for South Africa (zero slab)', () => {
    expect(fees(answer('USA', 'JFK', 'DEL', '2026-12-01'))).toEqual({ 'fee-ind-e-tourist-visa': [[10, 'USD'], [25, 'USD'], [40, 'USD'], [80, 'USD']] });
    expect(fees(answer('SGP', 'SIN', 'DEL', '2026-12-01'))).toEqual({ 'fee-ind-e-tourist-visa-jpn-sgp-lka': [[10, 'USD'], [25, 'USD'], [25, 'USD'], [25, 'USD']] });
    expect(fees(answer('ZAF', 'JNB', 'BOM', '2026-12-01'))).toEqual({ 'fee-ind-e-tourist-visa-free': [[0, 'USD']] });
    expect(fees(answer('ARG', 'EZE', 'DEL', '2026-12-01'))).toEqual({ 'fee-ind-e-tourist-visa-free': [[0, 'USD']] });
  });

  it('Tanzania: USD 100 multiple-entry visa for US citizens, USD 50 for others', () => {
    expect(fees(answer('USA', 'JFK', 'JRO', '2026-12-01'))).toEqual({ 'fee-tza-visa-usa': [[100, 'USD']] });
    expect(fees(answer('GBR', 'LHR', 'DAR', '2026-12-01'))).toEqual({ 'fee-tza-visa': [[50, 'USD']] });
  });

  it('Uganda, Bahrain and the Australian ETA carry their official amounts and currencies', () => {
    expect(fees(answer('USA', 'JFK', 'EBB', '2026-12-01'))).toEqual({ 'fee-uga-e-visa': [[50, 'USD'], [100, 'USD'], [100, 'USD']] });
    expect(fees(answer('IND', 'BOM', 'BAH', '2026-12-01'))).toEqual({ 'fee-bhr-e-visa': [[25, 'BHD'], [4, 'BHD']] });
    expect(fees(answer('USA', 'LAX', 'SYD', '2026-12-01'))).toEqual({ 'fee-aus-eta': [[20, 'AUD']] });
  });
});

describe('sourced fees of territories outside the visa matrix (second pass)', () => {
  it('Montserrat: the USD 50 eVisa fee with the territory answer, requested in GBP at the snapshot rate', () => {
    const body = answer('IND', 'ANU', 'MNI', '2026-12-01', 'GBP');
    expect(fees(body)).toEqual({ 'fee-msr-e-visa': [[50, 'USD']] });
    const fee = body.included.find((r) => r.id === 'fee-msr-e-visa') as ProcedureRecord;
    expect(fee.attributes.prices![0]!.requested).toMatchObject({ amount: 36.74, currency: 'GBP', rateDate: '2026-05-08' });
    expect(fees(answer('IND', 'MNI', 'ANU', '2026-12-01'))).toEqual({});
  });

  it('American Samoa: the USD 40 visitor permit fee for a passport needing a permit, none for EPWP or US passports', () => {
    expect(fees(answer('IND', 'HNL', 'PPG', '2026-12-01'))).toEqual({ 'fee-asm-visitor-permit': [[40, 'USD']] });
    expect(fees(answer('AUS', 'HNL', 'PPG', '2026-12-01'))).toEqual({});
    expect(fees(answer('USA', 'HNL', 'PPG', '2026-12-01'))).toEqual({});
  });
});
