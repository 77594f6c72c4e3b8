// Issue 11: every validation error of a request in one answer. The checks the schema cannot make
// (codes known to the reference data, locationCode/airportCode, node roles, times) run on the
// parts the schema found well-formed, and are reported together with the schema's errors.
import { describe, expect, it } from 'vitest';
import { MAX_ERRORS } from '../../src/schema/errors.js';
import { engine, trip } from '../helpers.js';

const A = '/data/attributes';
const N = `${A}/travelNodes`;
const tr = engine();
const valid = (): Record<string, any> => trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }]);

function mutate(f: (t: Record<string, any>) => void): Record<string, any> {
  const t = valid();
  f(t);
  return t;
}

function errorsOf(input: unknown, options = {}): { status: number; codes: Array<[string, string]> } {
  const r = tr.trips(input, options);
  expect(r.status).not.toBe(200);
  expect(tr.validators.get('error-document.schema.json')(r.body)).toBe(true);
  const body = r.body as { errors: Array<{ code: string; source: { pointer?: string; parameter?: string } }> };
  return { status: r.status, codes: body.errors.map((e) => [e.code, e.source.pointer ?? `?${e.source.parameter}`]) };
}

describe('all validation errors in one answer', () => {
  it('a sparse travelNodes array (a JavaScript caller\'s, after delete) is a 400 naming the hole, not a 500', () => {
    for (const at of [0, 1]) {
      const { status, codes } = errorsOf(mutate((t) => {
        delete t.data.attributes.travelNodes[at];
      }));
      expect(status).toBe(400);
      expect(codes.some(([, pointer]) => pointer === `${N}/${at}`)).toBe(true);
      expect(codes.some(([code]) => code === 'INTERNAL_ERROR')).toBe(false);
    }
  });

  it('an unknown passport is reported together with a schema error elsewhere', () => {
    const { status, codes } = errorsOf(mutate((t) => {
      t.data.attributes.currency = 'JPY';
      t.data.attributes.traveller.passports = ['USA', 'ZZZ'];
    }));
    expect(status).toBe(400);
    expect(codes).toEqual([['INVALID_VALUE', `${A}/currency`], ['UNKNOWN_TERRITORY', `${A}/traveller/passports/1`]]);
  });

  it('only well-formed codes are looked up: a malformed passport gets its format error, its well-formed neighbour the lookup', () => {
    const { codes } = errorsOf(mutate((t) => (t.data.attributes.traveller.passports = ['us', 'ZZZ', 7])));
    expect(codes).toEqual([
      ['INVALID_FORMAT', `${A}/traveller/passports/0`],
      ['INVALID_TYPE', `${A}/traveller/passports/2`],
      ['UNKNOWN_TERRITORY', `${A}/traveller/passports/1`],
    ]);
  });

  it('unknown airports, territories, regions and document issuers beside a missing field', () => {
    const t = trip(['USA'], [{ airport: 'QQQ' }, { location: 'ZZZ' }, { location: 'GB-QQQ' }]);
    const a = t.data as Record<string, any>;
    a.attributes.traveller.documents = [{ type: 'VISA', issuer: 'XXY' }];
    delete a.attributes.travelNodes[0].departure; // the ORIGIN needs a departure: a schema error on node 0
    const { status, codes } = errorsOf(t);
    expect(status).toBe(400);
    expect(codes).toEqual([
      ['MISSING_FIELD', `${N}/0/departure`],
      ['UNKNOWN_TERRITORY', `${A}/traveller/documents/0/issuer`],
      ['UNKNOWN_AIRPORT', `${N}/0/airportCode`],
      ['UNKNOWN_TERRITORY', `${N}/1/locationCode`],
      ['UNKNOWN_REGION', `${N}/2/locationCode`],
    ]);
  });

  it('both or neither of locationCode/airportCode and a misplaced selfTransfer are reported beside schema errors', () => {
    const { codes } = errorsOf(mutate((t) => {
      t.data.attributes.locale = 'english';
      t.data.attributes.travelNodes[0].locationCode = 'USA';
      delete t.data.attributes.travelNodes[1].airportCode;
      t.data.attributes.travelNodes[1].selfTransfer = true;
    }));
    expect(codes).toEqual([
      ['INVALID_FORMAT', `${A}/locale`],
      ['CONFLICTING_FIELDS', `${N}/0/airportCode`],
      ['MISSING_FIELD', `${N}/1/locationCode`],
      ['INVALID_FIELD', `${N}/1/selfTransfer`],
    ]);
  });

  it('roles and times are checked when every node is well-formed there, even with other errors', () => {
    const { status, codes } = errorsOf(mutate((t) => {
      t.data.attributes.traveller.passports = ['ZZZ'];
      t.data.attributes.travelNodes[1].type = 'TRANSIT';
      t.data.attributes.travelNodes[1].departure = { date: '2026-12-20' };
      t.data.attributes.travelNodes[1].arrival.date = '2026-11-28'; // more than 26 h before the departure
    }));
    // The 422s of the itinerary join the 400 of the code; the document's status is 400.
    expect(status).toBe(400);
    expect(codes).toEqual([
      ['UNKNOWN_TERRITORY', `${A}/traveller/passports/0`],
      ['MISSING_DESTINATION', N],
      ['TIME_ORDER', `${N}/1/arrival/date`],
    ]);
  });

  it('roles are not guessed when a node type is malformed, times not when a movement is', () => {
    const { codes } = errorsOf(mutate((t) => {
      t.data.attributes.travelNodes[0].type = 'START';
      t.data.attributes.travelNodes[1].arrival = { date: '19 Dec' };
    }));
    expect(codes.map(([c]) => c)).not.toContain('MISSING_ORIGIN');
    expect(codes.map(([c]) => c)).not.toContain('TIME_ORDER');
    expect(codes).toContainEqual(['INVALID_VALUE', `${N}/0/type`]);
    expect(codes).toContainEqual(['INVALID_FORMAT', `${N}/1/arrival/date`]);
  });

  it('a bad locale option is reported with the body\'s errors', () => {
    const { codes } = errorsOf(mutate((t) => (t.data.attributes.traveller.passports = ['ZZZ'])), { locale: 'fr' });
    expect(codes).toEqual([['INVALID_FORMAT', '?locale'], ['UNKNOWN_TERRITORY', `${A}/traveller/passports/0`]]);
  });

  it('at most MAX_ERRORS errors, then TOO_MANY_ERRORS', () => {
    const passports = Array.from({ length: 30 }, (_, i) => `Z${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`);
    const { codes } = errorsOf(mutate((t) => {
      t.data.attributes.currency = 'JPY';
      t.data.attributes.traveller.passports = passports;
    }));
    expect(codes).toHaveLength(MAX_ERRORS + 1);
    expect(codes.slice(0, 2)).toEqual(expect.arrayContaining([['TOO_MANY_ITEMS', `${A}/traveller/passports`], ['INVALID_VALUE', `${A}/currency`]]));
    expect(codes[2]).toEqual(['UNKNOWN_TERRITORY', `${A}/traveller/passports/0`]);
    expect(codes.at(-1)).toEqual(['TOO_MANY_ERRORS', '']);
  });

  it('input that is not a trip at all still answers with the schema errors only', () => {
    for (const input of [null, 'x', [], { data: [] }, { data: { attributes: [] } }, { data: { attributes: { traveller: 'USA', travelNodes: {} } } }]) {
      expect(errorsOf(input).status).toBe(400);
    }
  });
});
