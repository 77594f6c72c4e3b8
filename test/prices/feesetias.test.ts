// The ETIAS travel authorisation fee of issue 28 (branch feesetias): EUR 20 per application
// (Regulation (EU) 2018/1240, Article 18(1), as replaced by Commission Delegated Regulation (EU)
// 2025/1411, OJ 29.10.2025), free for applicants under 18 or over 70 (the Commission's statement of
// 18 July 2025 and its 2018 press release), the same in all 29 Schengen states. The expected amounts
// are the ones those sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFile, expand, type Fee, type Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feesCoverage, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;
const SCHENGEN = ['AUT', 'BEL', 'BGR', 'CHE', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HRV', 'HUN', 'ISL',
  'ITA', 'LIE', 'LTU', 'LUX', 'LVA', 'MLT', 'NLD', 'NOR', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE'];

describe('feesetias: the ETIAS row says what the sources say', () => {
  it('EUR 20 from the delegated regulation on EUR-Lex, free under 18 and over 70 as three labelled lines', () => {
    const f = row('fee-fra-etias');
    expect(f.documentType).toBe('ETA');
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([
      [20, 'EUR', 'etiasAged18To70'], [0, 'EUR', 'etiasUnder18'], [0, 'EUR', 'etiasOver70']]);
    const law = f.sources[f.prices[0]!.source]!;
    expect(law).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://eur-lex.europa.eu/eli/reg_del/2025/1411/oj/eng', publishedAt: '2025-10-29' });
    // The waiver lines come from a report quoting the Commission's statement, which names it.
    for (const p of f.prices.slice(1)) expect(f.sources[p.source]!.quotes).toMatch(/European Commission statement of 18 July 2025/);
  });

  it('no start date: no official start of ETIAS operations was read, and the record it prices has none', () => {
    const f = row('fee-fra-etias');
    expect([f.startDate, f.endDate]).toEqual([null, null]);
    const etias = JSON.parse(readFileSync(join(ROOT, 'rules', 'eu', 'etias.json'), 'utf8')) as { procedures: Array<{ id: string; startDate: string | null }> };
    for (const id of f.priceOf) expect(etias.procedures.find((p) => p.id === id)?.startDate, id).toBeNull();
  });

  it('covers the 29 Schengen states, pricing each state\'s announced ETIAS record', () => {
    const f = row('fee-fra-etias');
    expect([...f.territories].sort()).toEqual(SCHENGEN);
    expect(f.priceOf).toEqual(SCHENGEN.map((t) => `eu-etias-announced-${t.toLowerCase()}`));
  });
});

describe('feesetias: expand() splits ETA rows per state like VISA rows', () => {
  it('a multi-state ETA row becomes one row per state, its id\'s territory replaced', () => {
    const out = expand(row('fee-fra-etias'));
    expect(out.map((f) => f.id)).toEqual(SCHENGEN.map((t) => `fee-${t.toLowerCase()}-etias`));
    for (const f of out) expect(f.territories).toEqual([f.id.slice(4, 7).toUpperCase()]);
  });

  it('an e-visa row over several territories stays whole, and a single-state ETA row is unchanged', () => {
    const eta = row('fee-fra-etias');
    const eVisa: Fee = { ...eta, documentType: 'E_VISA', territories: ['FRA', 'AUT'] };
    expect(expand(eVisa)).toEqual([eVisa]);
    const single: Fee = { ...eta, territories: ['FRA'] };
    expect(expand(single)).toEqual([single]);
  });

  it('the generated file has one ETIAS fee record per state, located in that state', () => {
    const file = buildFile(table()) as { procedures: Array<{ id: string; location: string }> };
    const recs = file.procedures.filter((p) => /^fee-[a-z]{3}-etias$/.test(p.id));
    expect(recs.map((p) => p.location).sort()).toEqual(SCHENGEN);
  });
});

describe('feesetias: the answers', () => {
  it('a US passport to Vienna sees Austria\'s ETIAS fee, not France\'s, and FEES is covered', () => {
    const body = datedAnswer('USA', 'JFK', 'VIE');
    expect(record(body, 'eu-etias-announced-aut')).toBeDefined();
    expect(amounts(record(body, 'fee-aut-etias'))).toEqual([[20, 'EUR'], [0, 'EUR'], [0, 'EUR']]);
    expect(record(body, 'fee-fra-etias')).toBeUndefined();
    expect(feesCoverage(body, 'AUT')?.status).toBe('COVERED');
  });

  it('an Indian passport (visa required) to Paris gets no ETIAS fee', () => {
    const body = datedAnswer('IND', 'DEL', 'CDG');
    expect(record(body, 'fee-fra-etias')).toBeUndefined();
    expect(record(body, 'eu-etias-announced-fra')).toBeUndefined();
  });

  it('Dublin (outside Schengen) shows no ETIAS fee for a US passport', () => {
    const body = datedAnswer('USA', 'JFK', 'DUB');
    expect(body.included.some((r) => /-etias$/.test(r.id))).toBe(false);
  });
});

describe('feesetias: visas of Jamaica, Saint Lucia and the Marshall Islands say what their official pages say', () => {
  it('Jamaica: US$100 port of entry visa (PICA), pricing only the visa-on-arrival answer, for every passport it covers', () => {
    const f = row('fee-jam-visa-on-arrival');
    expect(f.priceOf).toEqual(['visa-jam-visa-on-arrival']);
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([[100, 'USD', 'visaOnArrival']]);
    expect(f.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://www.pica.gov.jm/immigration/fees' });
    expect(f.passports ?? f.exceptPassports).toBeUndefined();
  });

  it('Saint Lucia: EC$125 single / EC$190 multiple entry (Department of External Affairs), for both the visa-required and visa-on-arrival answers', () => {
    const f = row('fee-lca-visa');
    expect([...f.priceOf].sort()).toEqual(['visa-lca-visa-on-arrival', 'visa-lca-visa-required']);
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([[125, 'XCD', 'visaSingleEntry'], [190, 'XCD', 'visaMultipleEntry12Months']]);
    expect(f.sources[0]!.url).toBe('https://externalaffairs.gov.lc/visiting-saint-lucia/');
  });

  it('the Marshall Islands: USD 100 V-1 processing fee (Embassy in Washington), the visa-required answer only', () => {
    const f = row('fee-mhl-visitor-visa');
    expect(f.priceOf).toEqual(['visa-mhl-visa-required']);
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[100, 'USD']]);
    expect(f.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('an Albanian passport to Kingston sees the US$100 and FEES is covered; a Nigerian one (consular visa) does not', () => {
    const alb = datedAnswer('ALB', 'TIA', 'KIN');
    expect(amounts(record(alb, 'fee-jam-visa-on-arrival'))).toEqual([[100, 'USD']]);
    expect(feesCoverage(alb, 'JAM')?.status).toBe('COVERED');
    const nga = datedAnswer('NGA', 'LOS', 'KIN');
    expect(record(nga, 'fee-jam-visa-on-arrival')).toBeUndefined();
    expect(feesCoverage(nga, 'JAM')?.status).not.toBe('COVERED');
  });

  it('an Indian passport to Saint Lucia sees both EC$ lines, unconverted (the ECB publishes no XCD rate), and FEES is covered', () => {
    const body = datedAnswer('IND', 'DEL', 'UVF');
    const fee = record(body, 'fee-lca-visa');
    expect(amounts(fee)).toEqual([[125, 'XCD'], [190, 'XCD']]);
    expect(fee?.attributes.prices?.every((p) => p.converted === undefined)).toBe(true);
    expect(feesCoverage(body, 'LCA')?.status).toBe('COVERED');
  });

  it('the destinations searched and not priced each have an unpriced row saying what was read', () => {
    const t = table();
    for (const rec of ['visa-wsm-visa-on-arrival', 'visa-tuv-visa-on-arrival', 'visa-plw-visa-on-arrival', 'visa-mhl-visa-on-arrival',
      'visa-ton-visa-on-arrival', 'visa-ton-visa-required', 'visa-slb-visa-on-arrival', 'visa-slb-visa-required', 'visa-kir-visa-required',
      'visa-fji-visa-required', 'visa-nic-visa-on-arrival', 'visa-jam-visa-required', 'visa-nru-visa-required', 'visa-tto-visa-required', 'visa-bol-e-visa']) {
      expect(t.unpriced.find((u) => u.record === rec)?.reason, rec).toMatch(/2026-11-27 \(feesetias\)/);
    }
  });
});
