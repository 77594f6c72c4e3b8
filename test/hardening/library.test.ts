// Hostile input to the library (issue 20): every public function answers any value with a 4xx
// error document, in bounded time. Items 1, 2, 6 and 9 of the issue. The DoS cases bound the CPU
// time the process spends (not the wall clock, which a busy machine stretches at will): a generous
// 1 s for what takes about a millisecond, against tens of seconds for the quadratic validation
// they guard against.
import { readFileSync } from 'node:fs';
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { heldFactsOf } from '../../src/facts/traveller.js';
import { addDays, addMonths, AFTER_LAST, BEFORE_FIRST } from '../../src/facts/dates.js';
import { minutes } from '../../src/itinerary/time.js';
import { EXAMPLE_PLACES, readPlacesFile } from '../../src/node/places.js';
import { createProcedures } from '../../src/procedures/index.js';
import { boundErrors, checkBounds, MAX_REQUEST_BYTES, TRIP_BOUNDS, withinBounds } from '../../src/schema/bounds.js';
import type { ErrorDocument, TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const example = (): Record<string, any> => JSON.parse(readFileSync(new URL('../../examples/trips/01-usa-to-gbr.json', import.meta.url), 'utf8'));
const GENEROUS_MS = 1000;

/** The result of `run` and the CPU time (user + system, all threads) the process spent on it. */
function timed<T>(run: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

function expect4xx(result: { status: number; body: unknown }): ErrorDocument {
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  const body = result.body as ErrorDocument;
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) expect(e.status).toBe(String(result.status === 422 ? e.status : result.status));
  return body;
}

function nested(levels: number, leaf: unknown = 1, asArray = false): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < levels; i++) v = asArray ? [v] : { a: v };
  return v;
}

describe('item 1: validation cost is bounded whatever the arrays hold', () => {
  for (const [where, put] of [
    ['travelNodes', (b: Record<string, any>, items: unknown[]) => { b.data.attributes.travelNodes = items; }],
    ['traveller.documents', (b: Record<string, any>, items: unknown[]) => { b.data.attributes.traveller.documents = items; }],
    ['traveller.passports', (b: Record<string, any>, items: unknown[]) => { b.data.attributes.traveller.passports = items; }],
  ] as const) {
    it(`64k small invalid items in ${where}: a 400 in well under ${GENEROUS_MS} ms of CPU`, () => {
      const body = example();
      put(body, Array.from({ length: 65_536 }, (_, i) => ({ x: i })));
      const { value, ms } = timed(() => tr.trips(body));
      const doc = expect4xx(value);
      expect(value.status).toBe(400);
      expect(doc.errors.map((e) => e.code)).toContain('TOO_MANY_ITEMS');
      expect(ms).toBeLessThan(GENEROUS_MS);
    });
  }

  it('the worst document within the bounds (100 nodes of 38 unknown fields) is answered quickly too', () => {
    const body = example();
    const node = Object.fromEntries(Array.from({ length: 38 }, (_, i) => [`f${i}`, i]));
    body.data.attributes.travelNodes = Array.from({ length: 100 }, () => ({ ...node }));
    expect(checkBounds(body)).toEqual([]);
    const { value, ms } = timed(() => tr.trips(body));
    expect(expect4xx(value).errors.length).toBeLessThanOrEqual(21); // 20 and TOO_MANY_ERRORS
    expect(ms).toBeLessThan(GENEROUS_MS);
  });

  it('the largest valid trip is within every bound and the body limit, and answered', () => {
    const when = (i: number): { date: string; time: string } => ({ date: `2026-12-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`, time: ['02:00', '10:00', '18:00'][i % 3]! });
    const nodes = Array.from({ length: 20 }, (_, i) => ({ airport: i === 0 ? 'JFK' : i === 19 ? 'SYD' : i % 2 ? 'LHR' : 'DXB', ...when(i), depart: { date: when(i).date, time: when(i).time.replace(':00', ':30') } }));
    const body = trip(['USA', 'IND', 'GBR', 'FRA', 'DEU', 'CAN', 'AUS', 'NZL', 'IRL', 'JPN'], nodes, {
      locale: 'en-US', currency: 'USD',
    }) as Record<string, any>;
    body.data.attributes.traveller.documents = Array.from({ length: 20 }, () => ({ type: 'RESIDENCE_PERMIT', issuer: 'USA', expiryDate: '2030-01-01' }));
    body.data.attributes.traveller.vaccinations = { YELLOW_FEVER: { date: '2020-01-01' }, POLIO: { date: '2026-06-01' } };
    for (const n of body.data.attributes.travelNodes) for (const m of [n.arrival, n.departure]) if (m) Object.assign(m, { travelMode: 'AIR', flightNumber: 'XX1234567890ABCD' });
    body.meta = { description: 'x'.repeat(1000) };
    expect(checkBounds(body)).toEqual([]);
    expect(Buffer.byteLength(JSON.stringify(body, null, 2))).toBeLessThan(MAX_REQUEST_BYTES / 4);
    const r = tr.trips(body);
    expect(r.status === 200 ? [] : (r.body as ErrorDocument).errors).toEqual([]);
  });
});

describe('item 2: deep nesting in a free-form field is a 400, never a stack overflow', () => {
  for (const levels of [20, 5000, 8000, 100_000]) {
    it(`meta nested ${levels} levels (objects and arrays): 400 TOO_DEEP`, () => {
      for (const asArray of [false, true]) {
        const body = example();
        body.meta = { x: nested(levels, 1, asArray) };
        const doc = expect4xx(tr.trips(body));
        expect(doc.errors[0]!.code).toBe('TOO_DEEP');
        expect(doc.errors[0]!.source.pointer).toMatch(/^\/meta\/x(\/(a|0))+$/);
      }
    });
  }

  it('meta within the documented bounds is still accepted (11 levels below meta) and one more is not', () => {
    const ok = example();
    ok.meta = nested(10, 'leaf') as Record<string, unknown>;
    expect(tr.trips(ok).status).toBe(200);
    const deep = example();
    deep.meta = nested(12, 'leaf') as Record<string, unknown>;
    expect(expect4xx(tr.trips(deep)).errors[0]!.code).toBe('TOO_DEEP');
  });

  it('a cyclic object, a getter that throws, a BigInt, a Map: 400, not 500', () => {
    const cyclic = example();
    cyclic.meta = { self: cyclic };
    const getter = example();
    Object.defineProperty(getter.meta, 'boom', { enumerable: true, get: () => { throw new Error('boom'); } });
    const big = example();
    big.meta = { n: 10n };
    const map = example();
    map.meta = { m: new Map([[1, 2]]) };
    const nan = example();
    nan.meta = { n: Number.NaN };
    for (const input of [cyclic, getter, big, map, nan]) expect4xx(tr.trips(input));
  });

  it('too many values, a too long string, too many properties: 400 with what the limit is', () => {
    const wide = example();
    wide.meta = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i]));
    expect(expect4xx(tr.trips(wide)).errors[0]!.code).toBe('TOO_MANY_PROPERTIES');
    const long = example();
    long.meta = { d: 'x'.repeat(TRIP_BOUNDS.chars + 1) };
    expect(expect4xx(tr.trips(long)).errors[0]!.source.pointer).toBe('/meta/d');
    const many = example();
    many.meta = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, Array.from({ length: 90 }, () => 0)]));
    expect(expect4xx(tr.trips(many)).errors[0]!.code).toBe('TOO_LARGE');
  });
});

describe('item 6: any date the schema accepts compares right', () => {
  it('a yellow fever dose dated 9999-12-22 is not a valid certificate in 2026', () => {
    const held = heldFactsOf({ passports: ['USA'], vaccinations: { YELLOW_FEVER: { date: '9999-12-22' } } });
    expect(held('2026-12-01').vaccinations).toEqual([]);
    expect(held('9999-12-31').vaccinations).toEqual([]); // valid from 10 days after the dose: past the calendar
    expect(heldFactsOf({ passports: ['USA'], vaccinations: { YELLOW_FEVER: { date: '9999-12-21' } } })('9999-12-31').vaccinations).toEqual(['YELLOW_FEVER']);
  });

  it('end to end: Ghana (all travellers) with that dose still requires the certificate', () => {
    const body = trip(['USA'], [{ airport: 'JFK' }, { location: 'GHA' }], { traveller: { passports: ['USA'], vaccinations: { YELLOW_FEVER: { date: '9999-12-22' } } } });
    const r = tr.trips(body);
    expect(r.status).toBe(200);
    const ids = ((r.body as TripResponseDocument).included ?? []).map((x) => x.id);
    expect(ids.some((id) => /^yf-.*-required$/.test(id))).toBe(true);
    expect(ids.some((id) => /^yf-.*-met$/.test(id))).toBe(false);
  });

  it('date arithmetic saturates at both ends and keeps years 0-99', () => {
    expect(addDays('9999-12-22', 10)).toBe(AFTER_LAST);
    expect(addDays('9999-12-22', 10) > '9999-12-31').toBe(true);
    expect(addMonths('0000-03-01', -12)).toBe(BEFORE_FIRST);
    expect(BEFORE_FIRST < '0000-01-01').toBe(true);
    expect(addDays(AFTER_LAST, -100_000)).toBe(AFTER_LAST);
    expect(addMonths('0050-01-31', 1)).toBe('0050-02-28');
    expect(minutes({ date: '0100-01-01' }) - minutes({ date: '0099-12-31' })).toBe(1440);
  });

  it('trips on the first and last days of the calendar are answered, not 500', () => {
    for (const [d1, d2] of [['9999-12-30', '9999-12-31'], ['0000-01-01', '0000-01-02'], ['0099-12-31', '0100-01-01']]) {
      for (const to of ['GBR', 'FRA', 'GHA', 'ZAF']) {
        const r = tr.trips(trip(['IND'], [{ airport: 'DEL', date: d1 }, { location: to, date: d2 }]));
        expect(r.status).toBe(200);
      }
    }
  });
});

describe('item 9: library calls answer bad options and queries with a 4xx', () => {
  const procedures = createProcedures(tr, { today: () => '2026-12-01' });
  const places = readPlacesFile(tr, EXAMPLE_PLACES);

  it('trips(valid, null | 5 | "fr-FR" | []) and tripsWith', async () => {
    for (const options of [null, 5, 'fr-FR', [], () => 1]) {
      const doc = expect4xx(tr.trips(example(), options as never));
      expect(doc.errors[0]!.source).toEqual({ parameter: 'options' });
      expect4xx(await tr.tripsWith(example(), () => { throw new Error('not reached'); }, options as never));
    }
    expect(tr.trips(example(), undefined).status).toBe(200);
    expect(tr.trips(example(), { locale: 'fr-FR' }).status).toBe(200);
  });

  it('procedures(), procedure() and places() with queries that are not queries', () => {
    const bad: unknown[] = [null, 5, 'filter[country]=GB', [], true, { 'filter[country]': 5 }, { 'filter[country]': null }, { 'filter[country]': [5] },
      { 'filter[country]': { a: 1 } }, { 'filter[country]': Array.from({ length: 1000 }, () => 'GB') }, { 'filter[country]': '\uD800' }, { language: 'fr\uDC00' }];
    for (const q of bad) {
      expect4xx(procedures.procedures(q as never));
      expect4xx(procedures.procedure('uk-eta', q as never));
      expect4xx(places.places(q as never));
    }
    expect4xx(places.places({ 'filter[latitude]': '51.47', 'filter[longitude]': '-0.45', 'filter[radius]': '10', 'filter[tags]': 'a\uD83D' }));
    expect4xx(places.places(new URLSearchParams([['filter[latitude]', '\uDFFF']])));
    expect(procedures.procedure(5 as never).status).toBe(404);
    expect(procedures.procedures({ 'filter[country]': 'GB' }).status).toBe(200);
  });
});

describe('the lean bounds walk and the one that names errors agree', () => {
  const small = { depth: 4, items: 3, properties: 3, chars: 5, values: 12 };
  prop.prop([fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(small, TRIP_BOUNDS)], { numRuns: 500 })('on any JSON value', (value, bounds) => {
    expect(withinBounds(value, bounds)).toBe(boundErrors(value, bounds).length === 0);
  });
});
