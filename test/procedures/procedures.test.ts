import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createProcedures } from '../../src/procedures/index.js';
import { schemas } from '../../src/schema/generated.js';
import type { AnyProcedureRecord, ProceduresResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';
import { datedEngine } from './fixture.js';

const tr = engine();
const api = createProcedures(tr, { today: () => '2026-12-01' });

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
for (const s of Object.values(schemas)) ajv.addSchema(s as object);
const validList = ajv.getSchema('procedures-response.schema.json')!;
const validOne = ajv.getSchema('procedures-response.schema.json#/$defs/ProcedureResponseDocument')!;
const validError = ajv.getSchema('error-document.schema.json')!;

function ok(query: Record<string, string>): ProceduresResponseDocument {
  const r = api.procedures(query);
  expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(200);
  expect(validList(r.body), JSON.stringify(validList.errors)).toBe(true);
  return r.body as ProceduresResponseDocument;
}

/** Every record of the catalogue, localized (en-US), by walking the pages. */
function all(query: Record<string, string> = {}): AnyProcedureRecord[] {
  const out: AnyProcedureRecord[] = [];
  for (let offset = 0; offset < 100_000; offset += 500) {
    const page = ok({ ...query, 'page[limit]': '500', 'page[offset]': String(offset) });
    out.push(...page.data);
    if (page.links.next === null) break;
  }
  return out;
}

function badParameter(query: Record<string, string>, parameter: string): void {
  const r = api.procedures(query);
  expect(r.status).toBe(400);
  expect(validError(r.body), JSON.stringify(validError.errors)).toBe(true);
  const params = 'errors' in r.body ? r.body.errors.map((e) => e.source.parameter) : [];
  expect(params).toContain(parameter);
}

const everything = all();

describe('catalogue', () => {
  it('lists every record of the ruleset once, with meta.count, version 2.x and the first page of 50', () => {
    const first = ok({});
    expect(first.meta.count).toBe(tr.ruleset.records.size);
    expect(first.meta.version).toMatch(/^2\.\d+\.\d+$/);
    expect(first.data).toHaveLength(50);
    expect(first.included).toEqual([]);
    expect(new Set(everything.map((r) => r.id)).size).toBe(tr.ruleset.records.size);
  });

  it('serves the same records as trips put in included', () => {
    const trip = tr.trips({
      data: { type: 'TRIP', attributes: { traveller: { passports: ['USA'] }, travelNodes: [
        { type: 'ORIGIN', locationCode: 'USA', departure: { date: '2026-12-01' } },
        { type: 'DESTINATION', locationCode: 'GBR', arrival: { date: '2026-12-01' } },
      ] } },
    });
    if (!('data' in trip.body)) throw new Error('trip failed');
    for (const rec of trip.body.included) expect(everything.find((r) => r.id === rec.id)).toEqual(rec);
  });

  it.each([
    [{ 'filter[country]': 'GB' }, (r: AnyProcedureRecord) => r.relationships.location.data.id === 'GBR'],
    [{ 'filter[country]': 'gbr,USA' }, (r: AnyProcedureRecord) => ['GBR', 'USA'].includes(r.relationships.location.data.id)],
    [{ 'filter[category]': 'VISA' }, (r: AnyProcedureRecord) => r.attributes.category === 'VISA'],
    [{ 'filter[category]': 'no_visa,passport' }, (r: AnyProcedureRecord) => ['NO_VISA', 'PASSPORT'].includes(r.attributes.category)],
    [{ 'filter[subCategory]': 'BEFORE_DEPARTURE' }, (r: AnyProcedureRecord) => r.attributes.subCategory === 'BEFORE_DEPARTURE'],
    [{ 'filter[documentType]': 'ETA,E_VISA' }, (r: AnyProcedureRecord) => r.attributes.documentTypes.some((d) => d === 'ETA' || d === 'E_VISA')],
    [{ 'filter[travelPurpose]': 'TRANSIT' }, (r: AnyProcedureRecord) => r.attributes.travelPurposes.includes('TRANSIT')],
    [{ 'filter[type]': 'RESTRICTION' }, (r: AnyProcedureRecord) => r.type === 'RESTRICTION'],
    [{ 'filter[id]': 'gbr-eta-etanl-a,usa-real-id,nope' }, (r: AnyProcedureRecord) => ['gbr-eta-etanl-a', 'usa-real-id'].includes(r.id)],
    [{ 'filter[nationalities]': 'IN,NGA' },
      (r: AnyProcedureRecord) => r.attributes.included.length === 0 || r.attributes.included.some((p) => p.code === 'IND' || p.code === 'NGA')],
    [{ 'filter[country]': 'GBR', 'filter[nationalities]': 'USA', 'filter[documentType]': 'ETA' },
      // A record with no `included` list (e.g. a fee PRODUCT) applies to every nationality, as above.
      (r: AnyProcedureRecord) => r.relationships.location.data.id === 'GBR' && r.attributes.documentTypes.includes('ETA') && (r.attributes.included.length === 0 || r.attributes.included.some((p) => p.code === 'USA'))],
  ])('filter %j returns exactly the matching records', (query, predicate) => {
    const got = all(query);
    const expected = everything.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(got.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(ok(query).meta.count).toBe(expected.length);
  });

  it('lists by enforcing country, then id', () => {
    const keys = everything.map((r) => `${r.relationships.location.data.id} ${r.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('localizes with language, falling back like trips', () => {
    const fr = ok({ 'filter[id]': 'gbr-eta-etanl-a', language: 'fr' });
    expect(fr.meta.locale).toBe('fr-FR');
    expect(fr.data[0]!.attributes.title).toBe((tr.texts('fr-FR').record(tr.ruleset.records.get('gbr-eta-etanl-a')!)).attributes.title);
    expect(ok({ language: 'pt-BR', 'page[limit]': '1' }).meta.locale).toBe('en-US');
  });

  it('filter[date] keeps records active or upcoming on the date', () => {
    const dated = createProcedures(datedEngine());
    const ids = (date: string): string[] => {
      const r = dated.procedures({ 'filter[id]': 'test-expired,test-upcoming,test-current', 'filter[date]': date });
      return 'data' in r.body ? r.body.data.map((x) => x.id).sort() : [];
    };
    expect(ids('2026-01-15')).toEqual(['test-current', 'test-expired', 'test-upcoming']);
    expect(ids('2026-01-31')).toEqual(['test-current', 'test-expired', 'test-upcoming']);
    expect(ids('2026-02-01')).toEqual(['test-current', 'test-upcoming']);
    expect(ids('2030-01-01')).toEqual(['test-upcoming']);
    const r = dated.procedures({ 'filter[id]': 'test-expired,test-upcoming,test-current' });
    expect('data' in r.body && r.body.data.length).toBe(3);
  });
});

describe('paging', () => {
  it('pages with limit and offset, and links carry the filters and the page', () => {
    const q = { 'filter[category]': 'VISA' };
    const total = ok(q).meta.count;
    const p1 = ok({ ...q, 'page[limit]': '7' });
    expect(p1.data).toHaveLength(7);
    expect(p1.links.prev).toBeNull();
    expect(p1.links.self).toBe('/v2/procedures?filter[category]=VISA&page[offset]=0&page[limit]=7');
    expect(p1.links.next).toBe('/v2/procedures?filter[category]=VISA&page[offset]=7&page[limit]=7');
    const p2 = ok({ ...q, 'page[limit]': '7', 'page[offset]': '7' });
    expect(p2.links.prev).toBe(p1.links.self);
    const seen: string[] = [];
    let link: string | null = p1.links.self;
    for (let i = 0; link !== null && i < 1000; i++) {
      const page = ok(Object.fromEntries(new URLSearchParams(link.split('?')[1]!)));
      seen.push(...page.data.map((r) => r.id));
      link = page.links.next;
    }
    expect(seen).toEqual(all(q).map((r) => r.id));
    expect(seen).toHaveLength(total);
  });

  it('an offset past the end gives an empty page whose prev is the last page', () => {
    const count = ok({ 'filter[type]': 'RESTRICTION' }).meta.count;
    const past = ok({ 'filter[type]': 'RESTRICTION', 'page[offset]': '100000', 'page[limit]': '10' });
    expect(past.data).toEqual([]);
    expect(past.meta.count).toBe(count);
    expect(past.links.next).toBeNull();
    expect(past.links.prev).toContain(`page[offset]=${Math.floor((count - 1) / 10) * 10}&`);
  });

  it('allows at most 500 per page', () => {
    expect(ok({ 'page[limit]': '500' }).data).toHaveLength(Math.min(500, tr.ruleset.records.size));
    badParameter({ 'page[limit]': '501' }, 'page[limit]');
    badParameter({ 'page[limit]': '0' }, 'page[limit]');
    badParameter({ 'page[offset]': '-1' }, 'page[offset]');
    badParameter({ 'page[offset]': '1.5' }, 'page[offset]');
  });
});

describe('validation', () => {
  it.each([
    [{ 'filter[colour]': 'red' }, 'filter[colour]'],
    [{ key: 'abc' }, 'key'],
    [{ 'filter[country]': 'XX' }, 'filter[country]'],
    [{ 'filter[country]': 'GBRR' }, 'filter[country]'],
    [{ 'filter[country]': '' }, 'filter[country]'],
    [{ 'filter[nationalities]': 'USA,ZZZ' }, 'filter[nationalities]'],
    [{ 'filter[category]': 'VISAS' }, 'filter[category]'],
    [{ 'filter[subCategory]': 'LATER' }, 'filter[subCategory]'],
    [{ 'filter[documentType]': 'e-visa' }, 'filter[documentType]'],
    [{ 'filter[travelPurpose]': 'LEISURE' }, 'filter[travelPurpose]'],
    [{ 'filter[type]': 'PLACE' }, 'filter[type]'],
    [{ 'filter[id]': 'Bad Id' }, 'filter[id]'],
    [{ 'filter[date]': '2026-02-30' }, 'filter[date]'],
    [{ 'filter[date]': 'tomorrow' }, 'filter[date]'],
    [{ language: 'fr_FR' }, 'language'],
    [{ 'filter[country]': 'x'.repeat(3000) }, 'filter[country]'],
    [{ 'filter[origin]': 'USA' }, 'filter[destination]'],
  ])('%j is a 400 naming %s', (query, parameter) => badParameter(query, parameter));

  it('rejects a repeated parameter', () => {
    const r = api.procedures(new URLSearchParams('filter[country]=GB&filter[country]=FR'));
    expect(r.status).toBe(400);
    expect('errors' in r.body && r.body.errors[0]!.code).toBe('DUPLICATE_PARAMETER');
  });

  it('reports every bad parameter at once', () => {
    const r = api.procedures({ 'filter[country]': 'XX', 'filter[category]': 'NOPE', 'page[limit]': '0' });
    const params = 'errors' in r.body ? r.body.errors.map((e) => e.source.parameter) : [];
    expect(params.sort()).toEqual(['filter[category]', 'filter[country]', 'page[limit]']);
  });

  prop.prop([fc.array(fc.tuple(
    fc.oneof(fc.constantFrom('filter[country]', 'filter[nationalities]', 'filter[category]', 'filter[date]', 'filter[destination]', 'filter[origin]', 'filter[id]', 'page[limit]', 'page[offset]', 'language'), fc.string()),
    fc.oneof(fc.string(), fc.constantFrom('GB', 'USA', 'VISA', '2026-12-01', 'US-NY', '10', '-1', 'fr', ''), fc.string({ unit: 'grapheme' })),
  ), { maxLength: 6 })], { numRuns: 150 })('random queries are answered with 200 or 400, never a throw or 500', (pairs) => {
    const query = new URLSearchParams(pairs);
    const r = api.procedures(query);
    expect([200, 400]).toContain(r.status);
    if (r.status === 200) expect(validList(r.body)).toBe(true);
    else expect(validError(r.body), JSON.stringify(validError.errors)).toBe(true);
  });
});

describe('GET /v2/procedures/{id}', () => {
  it('returns one record, localized', () => {
    const r = api.procedure('gbr-eta-etanl-a', { language: 'de-DE' });
    expect(r.status).toBe(200);
    expect(validOne(r.body), JSON.stringify(validOne.errors)).toBe(true);
    if (!('data' in r.body)) throw new Error('no data');
    expect(r.body.data).toEqual(tr.texts('de-DE').record(tr.ruleset.records.get('gbr-eta-etanl-a')!));
    expect(r.body.links.self).toBe('/v2/procedures/gbr-eta-etanl-a?language=de-DE');
  });

  it('404s an unknown id and 400s other parameters', () => {
    for (const id of ['nope', '', 'constructor', '__proto__', '../etc/passwd']) {
      const r = api.procedure(id);
      expect(r.status).toBe(404);
      expect(validError(r.body)).toBe(true);
    }
    expect(api.procedure('gbr-eta-etanl-a', { 'filter[country]': 'GB' }).status).toBe(400);
  });
});

describe('stand-alone entry requirements (filter[destination])', () => {
  const date = '2026-12-01';
  function tripVisa(passports: string[], origin: string, destination: string, when = date, locale = 'en-US') {
    const r = tr.trips({ data: { type: 'TRIP', attributes: { locale, traveller: { passports }, travelNodes: [
      { type: 'ORIGIN', locationCode: origin, departure: { date: when } },
      { type: 'DESTINATION', locationCode: destination, arrival: { date: when } },
    ] } } });
    const body = r.body;
    if (!('data' in body)) throw new Error(JSON.stringify(body));
    const group = body.data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS') ?? null;
    const ids = (group?.groupings ?? []).flatMap((g) => g.data.map((d) => d.id));
    return { group, records: ids.map((id) => body.included.find((x) => x.id === id)), headline: body.data.attributes.headline };
  }

  it.each([
    [['USA'], 'GBR', 'USA', date],
    [['USA'], 'GBR', 'USA', '2024-06-01'],
    [['IND'], 'USA', 'IND', date],
    [['IND', 'GBR'], 'USA', 'IND', date],
    [['NGA'], 'DEU', 'NGA', date],
    [['GBR'], 'GBR', 'ABW', date],
    [['AUS'], 'NZL', 'AUS', date],
  ])('passports %j to %s equal the trips answer (origin %s, %s)', (passports, destination, origin, when) => {
    const r = ok({ 'filter[destination]': destination, 'filter[nationalities]': passports.join(','), 'filter[date]': when });
    const expected = tripVisa(passports, origin, destination, when);
    expect(r.meta.entryRequirements).toEqual({ origin, destination, date: when, passports, headline: expected.headline, informationGroup: expected.group });
    expect(r.data).toEqual(expected.records);
    expect(r.meta.count).toBe(expected.records.length);
  });

  it('takes alpha-2 codes, regions, an explicit origin and a language', () => {
    const r = ok({ 'filter[destination]': 'us-ny', 'filter[nationalities]': 'in', 'filter[origin]': 'GB', language: 'fr-FR', 'filter[date]': date });
    const expected = tripVisa(['IND'], 'GBR', 'US-NY', date, 'fr-FR');
    expect(r.meta.entryRequirements!.informationGroup).toEqual(expected.group);
    expect(r.meta.entryRequirements!.origin).toBe('GBR');
    expect(r.data).toEqual(expected.records);
    expect(r.meta.locale).toBe('fr-FR');
  });

  it('uses today from the caller when filter[date] is absent, and needs it when there is no clock', () => {
    expect(ok({ 'filter[destination]': 'GBR', 'filter[nationalities]': 'USA' }).meta.entryRequirements!.date).toBe('2026-12-01');
    const noClock = createProcedures(tr).procedures({ 'filter[destination]': 'GBR', 'filter[nationalities]': 'USA' });
    expect(noClock.status).toBe(400);
    expect('errors' in noClock.body && noClock.body.errors[0]!.source.parameter).toBe('filter[date]');
  });

  it.each([
    [{ 'filter[destination]': 'GBR' }, 'filter[nationalities]'],
    [{ 'filter[destination]': 'ZZZ', 'filter[nationalities]': 'USA' }, 'filter[destination]'],
    [{ 'filter[destination]': 'US-ZZ', 'filter[nationalities]': 'USA' }, 'filter[destination]'],
    [{ 'filter[destination]': 'GBR', 'filter[nationalities]': 'USA', 'filter[origin]': 'GB' }, 'filter[origin]'],
    [{ 'filter[destination]': 'GBR', 'filter[nationalities]': 'USA', 'filter[category]': 'VISA' }, 'filter[category]'],
    [{ 'filter[destination]': 'GBR', 'filter[nationalities]': 'USA,CAN,MEX,FRA,DEU,ITA,ESP,PRT,IRL,NLD,BEL' }, 'filter[nationalities]'],
  ])('%j is a 400 naming %s', (query, parameter) => badParameter(query, parameter));
});
