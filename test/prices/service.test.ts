// The bundled ruleset answers with official fees: the PRODUCT shows with the record it prices
// and only then, in ADDITIONAL_INFORMATION, with `requested` in the trip's currency: the official
// amount when the currencies match, else the conversion at the committed ECB reference rates of
// 2026-05-08 (data/fx/ecb-2026-05-08.json), whose date is in the text; the response stays valid
// and deterministic.
import { describe, expect, it } from 'vitest';
import { engine, trip } from '../helpers.js';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';

function answer(passport: string, from: string, to: string, extra: Record<string, unknown> = {}): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from }, { airport: to }], extra));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const product = (body: TripResponseDocument, id: string): ProcedureRecord | undefined =>
  body.included.find((r) => r.id === id) as ProcedureRecord | undefined;

describe('official fees in trip responses', () => {
  it('Canada eTA: CAD 7, requested in CAD for a trip asking CAD', () => {
    const body = answer('GBR', 'LHR', 'YYZ', { currency: 'CAD' });
    const fee = product(body, 'fee-can-eta')!;
    expect(fee.type).toBe('PRODUCT');
    // feespartial: also the 'eTA or visa' answers shown without documents, which the visitor visa fee prices too.
    expect(fee.attributes.priceOf).toEqual(['can-eta', 'can-eta-visa-holders', 'visa-can-eta', 'can-eta-visa-holders-mex',
      'can-eta-or-visa-documents-unknown', 'can-eta-or-visa-mex-documents-unknown']);
    expect(fee.attributes.prices).toMatchObject([{ amount: 7, currency: 'CAD', text: 'Application fee: CAD\u00a07.00', requested: { amount: 7, currency: 'CAD', text: 'CAD\u00a07.00' } }]);
    expect(fee.attributes.sources[0]!.url).toMatch(/^https:\/\/laws-lois\.justice\.gc\.ca\//);
    const group = body.data.attributes.informationGroups.find((g) => g.type === 'ADDITIONAL_INFORMATION')!;
    expect(group.groupings!.flatMap((g) => g.data.map((d) => d.id))).toContain('fee-can-eta');
    expect(body.data.relationships.procedures.data).toContainEqual({ type: 'PROCEDURE', id: 'fee-can-eta' });
  });

  it('asking USD, GBP or EUR: the official CAD amount and its conversion at the dated ECB rate, the date in the text', () => {
    // ECB reference rates of 2026-05-08: 1 EUR = 1.1761 USD = 0.86410 GBP = 1.6063 CAD.
    // 7 x 1.1761 / 1.6063 = 5.1253 -> 5.13; 7 x 0.8641 / 1.6063 = 3.7656 -> 3.77; 7 / 1.6063 = 4.3578 -> 4.36.
    const expected: Record<string, string> = { USD: '5.13', GBP: '3.77', EUR: '4.36' };
    for (const currency of ['USD', 'GBP', 'EUR']) {
      const fee = product(answer('GBR', 'LHR', 'YYZ', { currency }), 'fee-can-eta')!;
      expect(fee.attributes.prices![0]).toMatchObject({ amount: 7, currency: 'CAD', text: 'Application fee: CAD\u00a07.00' });
      expect(fee.attributes.prices![0]!.requested).toEqual({
        amount: Number(expected[currency]), currency, rateDate: '2026-05-08', rateSource: 'data/fx/ecb-2026-05-08.json',
        text: `≈ ${currency}\u00a0${expected[currency]} at the ECB reference rate of May 8, 2026`,
      });
    }
  });

  it('K-ETA: KRW 10,000 in CAD at the dated rate (10000 x 1.6063 / 1725.08 = 9.3115 -> 9.31), in German', () => {
    const fee = product(answer('ZAF', 'JNB', 'ICN', { currency: 'CAD', locale: 'de-DE' }), 'fee-kor-k-eta')!;
    const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'CAD', currencyDisplay: 'code' }).format(9.31);
    expect(fee.attributes.prices![0]!.requested).toMatchObject({ amount: 9.31, currency: 'CAD', rateDate: '2026-05-08', text: `≈ ${amount} zum EZB-Referenzkurs vom 8. Mai 2026` });
  });

  it('Viet Nam e-visa: USD 25 and USD 50, requested in USD', () => {
    const fee = product(answer('IND', 'DEL', 'SGN', { currency: 'USD' }), 'fee-vnm-e-visa')!;
    expect(fee.attributes.prices!.map((p) => [p.amount, p.currency, p.requested?.amount])).toEqual([[25, 'USD', 25], [50, 'USD', 50]]);
  });

  it('localized price lines (French)', () => {
    const fee = product(answer('GBR', 'LHR', 'YYZ', { currency: 'CAD', locale: 'fr-FR' }), 'fee-can-eta')!;
    expect(fee.attributes.prices![0]!.text).toBe(`Frais de demande : ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'CAD', currencyDisplay: 'code' }).format(7)}`);
  });

  it('no fee product where the priced authorisation is not the answer', () => {
    expect(product(answer('USA', 'JFK', 'YYZ', { currency: 'USD' }), 'fee-can-eta')).toBeUndefined();
    expect(product(answer('IDN', 'CGK', 'SGN', { currency: 'USD' }), 'fee-vnm-e-visa')).toBeUndefined();
  });

  it('the Azerbaijan e-visa answer carries the official portal', () => {
    const visa = answer('GBR', 'LHR', 'GYD', { currency: 'GBP' }).included.find((r) => r.id === 'visa-aze-e-visa') as ProcedureRecord;
    expect(visa.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://evisa.gov.az/' }]);
  });

  it('the Türkiye and Uzbekistan e-visa answers carry their official portals', () => {
    const tur = answer('MEX', 'MEX', 'IST', { currency: 'USD' }).included.find((r) => r.id === 'visa-tur-e-visa') as ProcedureRecord;
    expect(tur.attributes.actions.map((a) => a.url)).toEqual(['https://www.evisa.gov.tr/']);
    const uzb = answer('BGD', 'DAC', 'TAS', { currency: 'USD' });
    expect((uzb.included.find((r) => r.id === 'visa-uzb-e-visa') as ProcedureRecord).attributes.actions.map((a) => a.url)).toEqual(['https://e-visa.gov.uz/']);
    expect(product(uzb, 'fee-uzb-e-visa')!.attributes.prices![0]).toMatchObject({ amount: 20, currency: 'USD', requested: { amount: 20, currency: 'USD' } });
  });

  it('the Thailand and Russia e-visa answers carry their official portals', () => {
    const url = (passport: string, from: string, to: string, id: string): string[] =>
      (answer(passport, from, to).included.find((r) => r.id === id) as ProcedureRecord).attributes.actions.map((a) => a.url);
    expect(url('AGO', 'LAD', 'BKK', 'visa-tha-e-visa')).toEqual(['https://www.thaievisa.go.th/']);
    expect(url('DEU', 'FRA', 'SVO', 'visa-rus-e-visa')).toEqual(['https://electronic-visa.kdmid.ru/']);
  });

  it('e-visa answers of India, Japan, Kazakhstan and Mongolia carry their official portals (data/links/official-portals.json)', () => {
    const url = (passport: string, from: string, to: string, id: string): string[] =>
      (answer(passport, from, to).included.find((r) => r.id === id) as ProcedureRecord).attributes.actions.map((a) => a.url);
    expect(url('ARG', 'EZE', 'DEL', 'visa-ind-e-visa')).toEqual(['https://indianvisaonline.gov.in/evisa/tvoa.html']);
    expect(url('IND', 'DEL', 'NRT', 'visa-jpn-e-visa')).toEqual(['https://www.evisa.mofa.go.jp/']);
    expect(url('AGO', 'LAD', 'ALA', 'visa-kaz-e-visa')).toEqual(['https://www.vmp.gov.kz/']);
    expect(url('ARM', 'EVN', 'ULN', 'visa-mng-e-visa')).toEqual(['https://www.evisa.mn/']);
  });

  it('valid against the response schema, and the same bytes twice', () => {
    const validate = engine().validators.get('trip-response.schema.json');
    const a = answer('GBR', 'LHR', 'YYZ', { currency: 'USD' });
    expect(validate(a), JSON.stringify(validate.errors)).toBe(true);
    expect(engine().serialise(a)).toBe(engine().serialise(answer('GBR', 'LHR', 'YYZ', { currency: 'USD' })));
    expect(engine().serialise(a)).toBe(JSON.stringify(a));
  });
});

// A fee is stated once per trip: London -> New York -> San Juan enters the United States at JFK
// (ESTA) and Puerto Rico (the same ESTA, terr-pri-usa-esta); the ESTA fee prices both records but
// is listed only at the first checkpoint, not again under a second "United States" grouping.
describe('a fee product on two checkpoints of one trip', () => {
  it('is listed once, at the first checkpoint it prices', () => {
    const r = engine().trips(trip(['GBR'], [{ airport: 'LHR' }, { airport: 'JFK' }, { airport: 'SJU' }]));
    const body = r.body as TripResponseDocument;
    const visa = body.data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS')!;
    expect(visa.groupings!.flatMap((g) => g.data.map((d) => d.id))).toEqual(['usa-esta', 'terr-pri-usa-esta']);
    const info = body.data.attributes.informationGroups.find((g) => g.type === 'ADDITIONAL_INFORMATION')!;
    const listed = info.groupings!.filter((g) => g.data.some((d) => d.id.startsWith('fee-usa-esta')));
    expect(listed.map((g) => g.name)).toEqual(['United States (transit)']);
  });
});
