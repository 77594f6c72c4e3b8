// auditfix (issue 28 audit, 2026-11-28): Egypt's visa on arrival at USD 30 for the passports no government page speaks for
// (GOV.UK, Spain, the AA and France 2026 state USD 30 against Italy's USD 25), Italy's USD 25 for Italian passports; Bhutan's
// Sustainable Development Fee (USD 100 per adult per night, six pages of other governments) as a second line of the e-visa
// row, never added to the USD 40 visa fee.
import { describe, expect, it } from 'vitest';
import { check, labelKeys, ruleIds } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feeLabel, feeRow, feeTable, record } from './answers.js';

describe('auditfix: Egypt visa on arrival', () => {
  it('the open row is USD 30 on four 2026 pages, the 2017 and 2021 reports kept last and marked superseded', () => {
    const r = feeRow('fee-egy-visa-on-arrival')!;
    expect(r.prices).toEqual([{ amount: 30, currency: 'USD', label: 'visaOnArrival', source: 0 }]);
    expect(r.exceptPassports).toEqual(['DEU', 'FRA', 'GBR', 'ITA']);
    expect(r.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED', 'REPORTED']);
    expect(r.sources.slice(0, 4).map((s) => s.publishedAt)).toEqual(['2026-08-04', '2026-07-15', '2026-08-03', '2026-03-05']);
    expect(r.sources[0]!.note).toContain('buy a physical visa for 30 US dollars (cash only)');
    expect(r.sources[1]!.note).toContain('cuesta 30$ o su equivalente en euros');
    expect(r.sources[2]!.note).toContain('für eine einfache Einreise 30 USD');
    expect(r.sources[3]!.note).toContain('30 USD, ou équivalent en Euros, pour une entrée simple');
    for (const s of r.sources.slice(4)) expect(s.note).toMatch(/Superseded \(auditfix/);
    expect(r.startDate).toBeNull();
  });

  it('fires for passports without a page of their own (USD 30), never beside a government\'s own row', () => {
    for (const [p, from] of [['USA', 'JFK'], ['NLD', 'AMS'], ['JPN', 'NRT'], ['ESP', 'MAD']] as const) {
      const body = datedAnswer(p, from, 'CAI');
      expect(amounts(record(body, 'fee-egy-visa-on-arrival')), p).toEqual([[30, 'USD']]);
      expect(record(body, 'fee-egy-visa-on-arrival-ita'), p).toBeUndefined();
    }
  });

  it('an Italian passport gets Italy\'s own USD 25 (Viaggiare Sicuri 2026-07-20), not the open row', () => {
    const body = datedAnswer('ITA', 'FCO', 'CAI');
    expect(amounts(record(body, 'fee-egy-visa-on-arrival-ita'))).toEqual([[25, 'USD']]);
    expect(record(body, 'fee-egy-visa-on-arrival')).toBeUndefined();
    expect(feeRow('fee-egy-visa-on-arrival-ita')!.sources[0]!.note).toContain('dietro pagamento di 25 dollari USA in contanti');
  });

  it('the e-visa row is unchanged (USD 25 / 60, reported) and says why', () => {
    const e = feeRow('fee-egy-e-visa')!;
    expect(e.prices.map((p) => p.amount)).toEqual([25, 60]);
    expect(e.note).toMatch(/auditfix \(2026-11-28, issue 28 audit\): re-checked/);
  });

  it('the importer still refuses the open row pricing ITA beside its own row', () => {
    const t = feeTable();
    expect(() => check(t, ruleIds(), labelKeys())).not.toThrow();
    const egy = t.fees.find((f) => f.id === 'fee-egy-visa-on-arrival')!;
    egy.exceptPassports = egy.exceptPassports!.filter((p) => p !== 'ITA');
    expect(() => check(t, ruleIds(), labelKeys())).toThrow(/fee-egy-visa-on-arrival: prices ITA too, which fee-egy-visa-on-arrival-ita prices/);
  });
});

describe('auditfix: Bhutan\'s Sustainable Development Fee', () => {
  it('a second line of the e-visa row: USD 100 per adult per night, cited to France 2026 (the first of six pages)', () => {
    const r = feeRow('fee-btn-e-visa')!;
    expect(r.prices).toEqual([
      { amount: 40, currency: 'USD', label: 'visaFee', source: 0 },
      { amount: 100, currency: 'USD', label: 'sustainableDevelopmentFeePerNight', source: 1 },
    ]);
    expect(r.sources[1]!.note).toContain("d’un montant de 100 USD par jour");
    const notes = r.sources.map((s) => s.note ?? '').join(' ');
    for (const q of ['in Höhe von 100 USD', 'USD 100,00', '100 US dollars per night', '$100 per person, per night', 'aproximadamente 100 USD diarios']) expect(notes).toContain(q);
    expect(r.startDate).toBeNull();
    for (const l of ['en-US', 'de-DE', 'fr-FR', 'es-ES']) expect(feeLabel(l, 'sustainableDevelopmentFeePerNight'), l).toMatch(/night|Nacht|nuit|noche/);
  });

  it('fires with the e-visa (USD 40 and USD 100), not for Indian passports (visa-free in the matrix)', () => {
    expect(amounts(record(datedAnswer('USA', 'JFK', 'PBH'), 'fee-btn-e-visa'))).toEqual([[40, 'USD'], [100, 'USD']]);
    expect(record(datedAnswer('IND', 'DEL', 'PBH'), 'fee-btn-e-visa')).toBeUndefined();
  });
});
