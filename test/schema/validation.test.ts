// Every validation rule of issue #2 section 3, each with its own code and exact pointer.
import { describe, expect, it } from 'vitest';
import { engine, trip } from '../helpers.js';

const A = '/data/attributes';
const N = `${A}/travelNodes`;
const valid = (): Record<string, any> => trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }]);

function errorsOf(input: unknown): { status: number; codes: Array<[string, string]> } {
  const r = engine().trips(input);
  expect(r.status).not.toBe(200);
  const body = r.body as { errors: Array<{ code: string; source: { pointer?: string } }> };
  expect(engine().validators.get('error-document.schema.json')(body)).toBe(true);
  return { status: r.status, codes: body.errors.map((e) => [e.code, e.source.pointer ?? '']) };
}

function mutate(f: (t: Record<string, any>) => void): Record<string, any> {
  const t = valid();
  f(t);
  return t;
}

describe('trip request validation', () => {
  it('the baseline trip is valid', () => {
    expect(engine().trips(valid()).status).toBe(200);
  });

  it.each([null, 'garbage', 42, true, [], undefined, {}])('non-trip input %j -> 400 at the document root or /data', (input) => {
    const { status, codes } = errorsOf(input);
    expect(status).toBe(400);
    expect(['', '/data']).toContain(codes[0]![1]);
  });

  it('type must be TRIP', () => {
    expect(errorsOf(mutate((t) => (t.data.type = 'TRAVEL'))).codes).toEqual([['INVALID_VALUE', '/data/type']]);
  });

  it('attributes are required (pointer names the missing property)', () => {
    expect(errorsOf(mutate((t) => delete t.data.attributes)).codes).toEqual([['MISSING_FIELD', '/data/attributes']]);
  });

  it('passports: non-empty, unique, alpha-3 format, known code', () => {
    expect(errorsOf(mutate((t) => (t.data.attributes.traveller.passports = []))).codes).toEqual([['EMPTY_LIST', `${A}/traveller/passports`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.traveller.passports = ['USA', 'USA']))).codes).toEqual([['DUPLICATE_ITEM', `${A}/traveller/passports/1`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.traveller.passports = ['us']))).codes).toEqual([['INVALID_FORMAT', `${A}/traveller/passports/0`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.traveller.passports = ['USA', 'ZZZ']))).codes).toEqual([['UNKNOWN_TERRITORY', `${A}/traveller/passports/1`]]);
  });

  it('currency is one of USD, CAD, GBP, EUR', () => {
    for (const c of ['USD', 'CAD', 'GBP', 'EUR']) expect(engine().trips(mutate((t) => (t.data.attributes.currency = c))).status).toBe(200);
    expect(errorsOf(mutate((t) => (t.data.attributes.currency = 'JPY'))).codes).toEqual([['INVALID_VALUE', `${A}/currency`]]);
  });

  it('locale has the form xx-XX', () => {
    for (const l of ['en_US', 'english', 'EN-us', 'en']) {
      expect(errorsOf(mutate((t) => (t.data.attributes.locale = l))).codes).toEqual([['INVALID_FORMAT', `${A}/locale`]]);
    }
  });

  it('node type is ORIGIN, DESTINATION or TRANSIT', () => {
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].type = 'STOP'))).codes).toEqual([['INVALID_VALUE', `${N}/1/type`]]);
  });

  it('exactly one ORIGIN, first; at least one DESTINATION, last (422)', () => {
    const noOrigin = mutate((t) => (t.data.attributes.travelNodes[0] = { type: 'DESTINATION', airportCode: 'JFK', arrival: { date: '2026-12-01' } }));
    expect(errorsOf(noOrigin)).toEqual({ status: 422, codes: [['MISSING_ORIGIN', N]] });
    const twoOrigins = trip(['USA'], [{ airport: 'JFK' }, { airport: 'BOS', type: 'ORIGIN' }, { airport: 'LHR' }]);
    expect(errorsOf(twoOrigins).codes).toEqual([['DUPLICATE_ORIGIN', `${N}/1/type`]]);
    const originLast = trip(['USA'], [{ airport: 'LHR', type: 'DESTINATION' }, { airport: 'JFK', type: 'ORIGIN' }]);
    expect(errorsOf(originLast).codes).toEqual([['NODE_ORDER', `${N}/1/type`], ['NODE_ORDER', `${N}/1/type`]]);
    const noDestination = trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR', type: 'TRANSIT' }]);
    expect(errorsOf(noDestination)).toEqual({ status: 422, codes: [['MISSING_DESTINATION', N]] });
  });

  it('ORIGIN needs departure, DESTINATION arrival, TRANSIT both', () => {
    expect(errorsOf(mutate((t) => delete t.data.attributes.travelNodes[0].departure)).codes).toEqual([['MISSING_FIELD', `${N}/0/departure`]]);
    expect(errorsOf(mutate((t) => delete t.data.attributes.travelNodes[1].arrival)).codes).toEqual([['MISSING_FIELD', `${N}/1/arrival`]]);
    const transit = trip(['USA'], [{ airport: 'JFK' }, { airport: 'DUB' }, { airport: 'LHR' }]) as Record<string, any>;
    delete transit.data.attributes.travelNodes[1].departure;
    expect(errorsOf(transit).codes).toEqual([['MISSING_FIELD', `${N}/1/departure`]]);
  });

  it('exactly one of locationCode and airportCode, each a known code', () => {
    expect(errorsOf(mutate((t) => delete t.data.attributes.travelNodes[1].airportCode)).codes).toEqual([['MISSING_FIELD', `${N}/1/locationCode`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].locationCode = 'GBR'))).codes).toEqual([['CONFLICTING_FIELDS', `${N}/1/airportCode`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].airportCode = 'QQQ'))).codes).toEqual([['UNKNOWN_AIRPORT', `${N}/1/airportCode`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].airportCode = 'lhr'))).codes).toEqual([['INVALID_FORMAT', `${N}/1/airportCode`]]);
    const loc = (code: string) => mutate((t) => { delete t.data.attributes.travelNodes[1].airportCode; t.data.attributes.travelNodes[1].locationCode = code; });
    expect(engine().trips(loc('GBR')).status).toBe(200);
    expect(engine().trips(loc('GB-SCT')).status).toBe(200);
    expect(errorsOf(loc('ZZZ')).codes).toEqual([['UNKNOWN_TERRITORY', `${N}/1/locationCode`]]);
    expect(errorsOf(loc('GB-ZZZ')).codes).toEqual([['UNKNOWN_REGION', `${N}/1/locationCode`]]);
    expect(errorsOf(loc('Britain')).codes).toEqual([['INVALID_FORMAT', `${N}/1/locationCode`]]);
  });

  it('dates are real calendar dates YYYY-MM-DD', () => {
    const at = `${N}/1/arrival/date`;
    for (const d of ['2026-02-30', '2026-13-01', '2027-02-29', '26-12-01', '2026/12/01']) {
      expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].arrival.date = d))).codes).toEqual([['INVALID_FORMAT', at]]);
    }
    const leap = mutate((t) => { t.data.attributes.travelNodes[0].departure.date = '2028-02-29'; t.data.attributes.travelNodes[1].arrival.date = '2028-02-29'; });
    expect(engine().trips(leap).status).toBe(200);
  });

  it('times are HH:MM from 00:00 to 23:59', () => {
    for (const time of ['24:00', '7:30', '12:60', '12:00:00']) {
      expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].arrival.time = time))).codes).toEqual([['INVALID_FORMAT', `${N}/1/arrival/time`]]);
    }
    expect(engine().trips(mutate((t) => (t.data.attributes.travelNodes[1].arrival.time = '23:59'))).status).toBe(200);
    expect(engine().trips(mutate((t) => (t.data.attributes.travelNodes[0].departure.time = '00:00'))).status).toBe(200);
  });

  it('travelMode is AIR', () => {
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].arrival.travelMode = 'SEA'))).codes).toEqual([['INVALID_VALUE', `${N}/1/arrival/travelMode`]]);
  });

  it('times along the itinerary do not go backwards (422), allowing 26 h for time zones across a leg', () => {
    const back = mutate((t) => { t.data.attributes.travelNodes[0].departure = { date: '2026-12-05', time: '10:00' }; t.data.attributes.travelNodes[1].arrival = { date: '2026-12-03', time: '10:00' }; });
    expect(errorsOf(back)).toEqual({ status: 422, codes: [['TIME_ORDER', `${N}/1/arrival/date`]] });
    // Tokyo 20:00 -> Honolulu 08:00 the same day: 12 h "earlier" in local time, a real flight.
    const dateline = trip(['USA'], [{ airport: 'NRT', date: '2026-12-05', time: '20:00' }, { airport: 'HNL', date: '2026-12-05', time: '08:00' }]);
    expect(engine().trips(dateline).status).toBe(200);
    const transit = trip(['USA'], [{ airport: 'JFK' }, { airport: 'DUB', date: '2026-12-01', time: '10:00', depart: { date: '2026-12-01', time: '09:00' } }, { airport: 'LHR', time: '14:00' }]);
    expect(errorsOf(transit).codes).toEqual([['TIME_ORDER', `${N}/1/departure/time`]]);
  });

  it('unknown properties are rejected; flightNumber is accepted', () => {
    expect(errorsOf(mutate((t) => (t.data.attributes.passengers = 2))).codes).toEqual([['UNKNOWN_FIELD', `${A}/passengers`]]);
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[0].departure.flightNo = 'BA1'))).codes).toEqual([['UNKNOWN_FIELD', `${N}/0/departure/flightNo`]]);
    expect(engine().trips(mutate((t) => (t.data.attributes.travelNodes[0].departure.flightNumber = 'BA 178'))).status).toBe(200);
  });

  it('selfTransfer is only allowed on TRANSIT nodes', () => {
    expect(errorsOf(mutate((t) => (t.data.attributes.travelNodes[1].selfTransfer = true))).codes).toEqual([['INVALID_FIELD', `${N}/1/selfTransfer`]]);
  });

  it('errors are bounded and do not echo huge values', () => {
    const t = valid();
    t.data.attributes.travelNodes = Array.from({ length: 20 }, (_, i) => ({ type: i === 0 ? 'ORIGIN' : 'DESTINATION', a: 1, b: 2, c: 3 }));
    const r = engine().trips(t);
    const errors = (r.body as { errors: Array<{ code: string }> }).errors;
    expect(errors).toHaveLength(21);
    expect(errors[20]!.code).toBe('TOO_MANY_ERRORS');
    const huge = mutate((x) => (x.data.attributes['k'.repeat(100_000)] = 'v'.repeat(100_000)));
    const body = JSON.stringify(engine().trips(huge).body);
    expect(body.length).toBeLessThan(2_000);
  });

  it('a locale option must be well-formed and is reported by parameter', () => {
    const r = engine().trips(valid(), { locale: 'french' });
    expect(r.status).toBe(400);
    expect((r.body as { errors: Array<{ source: unknown }> }).errors[0]!.source).toEqual({ parameter: 'locale' });
  });
});
