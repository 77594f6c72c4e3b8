// Holding more documents never makes an answer stricter: for a traveller who discloses the visas
// and residence permits they hold (traveller.documents), adding one more document can only lift
// requirements (an exemption applies) or leave them as they are, never add or tighten one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Enforcement, TripResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';

const tr = engine();
const RESTRICTIVENESS: Record<Enforcement, number> = { MANDATORY: 5, MAY_BE_REQUIRED: 4, UNKNOWN: 3, RECOMMENDED: 2, OPTIONAL: 1, NOT_REQUIRED: 0 };

// Hubs with transit rules, and the issuers whose visas and permits exemptions name.
const HUBS = ['GBR', 'FRA', 'DEU', 'NLD', 'ESP', 'ITA', 'BEL', 'AUT', 'CHE', 'USA', 'CAN', 'AUS', 'NZL', 'CHN', 'JPN', 'KOR', 'ARE', 'QAT', 'SGP', 'HKG', 'TUR'];
const ISSUERS = ['USA', 'CAN', 'GBR', 'IRL', 'JPN', 'AUS', 'NZL', 'FRA', 'DEU', 'CHE', 'KOR', 'SGP'];
const PASSPORTS = ['IND', 'GHA', 'NGA', 'PAK', 'AFG', 'CHN', 'PHL', 'BRA', 'MEX', 'USA', 'GBR', 'ZAF', 'VNM', 'EGY', 'IRN', 'LKA', 'ETH', 'TUR', 'COL', 'PER'];
const ENDS = ['USA', 'GBR', 'CAN', 'MEX', 'BRA', 'IND', 'NGA', 'JPN', 'AUS', 'ZAF', 'ARE', 'FRA', 'IRL', 'CHN'];

const doc = fc.record({
  type: fc.constantFrom('VISA', 'RESIDENCE_PERMIT'),
  issuer: fc.constantFrom(...ISSUERS),
  expiry: fc.option(fc.integer({ min: -4000, max: 2000 }), { nil: undefined }),
});
type Doc = { type: 'VISA' | 'RESIDENCE_PERMIT'; issuer: string; expiryDate?: string };
const dateOf = (offset: number): string => new Date(Date.UTC(2026, 11, 1) + offset * 86_400_000).toISOString().slice(0, 10);

const scenario = fc.record({
  passport: fc.constantFrom(...PASSPORTS),
  from: fc.constantFrom(...ENDS),
  via: fc.constantFrom(...HUBS),
  to: fc.constantFrom(...ENDS),
  layover: fc.integer({ min: 1, max: 30 }),
  held: fc.array(doc, { maxLength: 3 }),
  extra: doc,
}).filter((s) => s.from !== s.via && s.via !== s.to && s.from !== s.to);

function request(s: { passport: string; from: string; via: string; to: string; layover: number }, documents: Doc[]): unknown {
  const arrive = `${String(10).padStart(2, '0')}:00`;
  const leaveHour = 10 + s.layover;
  const leave = { date: dateOf(Math.floor(leaveHour / 24)), time: `${String(leaveHour % 24).padStart(2, '0')}:00` };
  return {
    data: {
      type: 'TRIP',
      attributes: {
        traveller: { passports: [s.passport], documents },
        travelNodes: [
          { type: 'ORIGIN', locationCode: s.from, departure: { date: dateOf(0), time: '06:00' } },
          { type: 'TRANSIT', locationCode: s.via, arrival: { date: dateOf(0), time: arrive }, departure: leave },
          { type: 'DESTINATION', locationCode: s.to, arrival: { date: leave.date, time: '23:59' } },
        ],
      },
    },
  };
}

const toDoc = (d: { type: 'VISA' | 'RESIDENCE_PERMIT'; issuer: string; expiry?: number }): Doc =>
  ({ type: d.type, issuer: d.issuer, ...(d.expiry !== undefined ? { expiryDate: dateOf(d.expiry) } : {}) });

/** Every grouping of the response: "<group> <name>" -> enforcement. */
function answers(body: TripResponseDocument): Map<string, Enforcement> {
  const out = new Map<string, Enforcement>();
  for (const g of body.data.attributes.informationGroups) {
    if (g.type === 'UPCOMING') continue;
    for (const x of g.groupings ?? []) out.set(`${g.type} ${x.name}`, x.enforcement!);
  }
  return out;
}

describe('traveller.documents', () => {
  it('one more document held never adds or tightens a requirement (grouping enforcement, openness)', () => {
    fc.assert(fc.property(scenario, (s) => {
      const held = s.held.map(toDoc);
      const before = tr.trips(request(s, held));
      const after = tr.trips(request(s, [...held, toDoc(s.extra)]));
      expect(before.status).toBe(200);
      expect(after.status).toBe(200);
      const a = answers(before.body as TripResponseDocument);
      const b = answers(after.body as TripResponseDocument);
      for (const [key, enforcement] of b) {
        const was = a.get(key) ?? 'NOT_REQUIRED';
        expect(RESTRICTIVENESS[enforcement], `${key}: ${was} -> ${enforcement} after adding ${JSON.stringify(s.extra)}`).toBeLessThanOrEqual(RESTRICTIVENESS[was]);
      }
      const level = (r: typeof before) => Number((r.body as TripResponseDocument).data.attributes.travelOpenness.slice(-1));
      expect(level(after)).toBeLessThanOrEqual(level(before));
    }), { numRuns: 400 });
  });

  it('disclosing documents only resolves answers that depended on them', () => {
    fc.assert(fc.property(scenario, (s) => {
      const req = request(s, s.held.map(toDoc)) as { data: { attributes: { traveller: { documents?: unknown } } } };
      const disclosed = answers(tr.trips(req).body as TripResponseDocument);
      delete req.data.attributes.traveller.documents;
      const undisclosed = answers(tr.trips(req).body as TripResponseDocument);
      for (const [key, enforcement] of disclosed) {
        const was = undisclosed.get(key);
        if (was === enforcement) continue;
        const why = `${key}: ${was ?? 'nothing'} without documents, ${enforcement} with ${JSON.stringify(s.held)}`;
        // A difference is only allowed where the undisclosed answer said "may be required" or noted
        // an option that depends on documents (OPTIONAL: data/exemptions' notes where the matrix
        // answer stands either way), or where the documents lift a requirement the traveller would
        // otherwise not have been told of.
        if (was === undefined || was === 'OPTIONAL') expect(enforcement, why).toBe('NOT_REQUIRED');
        else expect(was, why).toBe('MAY_BE_REQUIRED');
      }
    }), { numRuns: 300 });
  });
});

// The traveller's own passport (documents PASSPORT): a verdict on passport-validity rules that can
// only lift a requirement the rule already states, never add one elsewhere.
describe('traveller.documents PASSPORT', () => {
  const VALIDITY_ENDS = ['USA', 'GBR', 'THA', 'ZAF', 'FRA', 'DEU', 'MEX', 'AUS', 'IND', 'ARE', 'SGP', 'JPN', 'BRA', 'TUR'];
  const stay = fc.record({
    passport: fc.constantFrom(...PASSPORTS),
    from: fc.constantFrom(...ENDS),
    to: fc.constantFrom(...VALIDITY_ENDS),
    days: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
    expiry: fc.integer({ min: -30, max: 1500 }),
    later: fc.integer({ min: 1, max: 1500 }),
    issued: fc.option(fc.integer({ min: 1, max: 4500 }), { nil: undefined }), // days before the expiry
    held: fc.array(doc, { maxLength: 2 }),
  }).filter((s) => s.from !== s.to);

  function stayRequest(s: { passport: string; from: string; to: string; days?: number }, documents: unknown[] | undefined): unknown {
    const nodes: unknown[] = [{ type: 'ORIGIN', locationCode: s.from, departure: { date: dateOf(0), time: '06:00' } }];
    if (s.days === undefined) nodes.push({ type: 'DESTINATION', locationCode: s.to, arrival: { date: dateOf(0), time: '20:00' } });
    else nodes.push({ type: 'TRANSIT', locationCode: s.to, arrival: { date: dateOf(0), time: '20:00' }, departure: { date: dateOf(s.days), time: '10:00' } },
      { type: 'DESTINATION', locationCode: s.from, arrival: { date: dateOf(s.days), time: '20:00' } });
    return { data: { type: 'TRIP', attributes: { traveller: { passports: [s.passport], ...(documents ? { documents } : {}) }, travelNodes: nodes } } };
  }
  // The issue date stays put when the expiry moves: the same passport, only its expiry later.
  const passportDoc = (passport: string, expiry: number, issuedBefore?: number, base = expiry) =>
    ({ type: 'PASSPORT', issuer: passport, expiryDate: dateOf(expiry), ...(issuedBefore !== undefined ? { issueDate: dateOf(base - issuedBefore) } : {}) });

  it('a later expiry never tightens an answer', () => {
    fc.assert(fc.property(stay, (s) => {
      const held = s.held.map(toDoc);
      const sooner = tr.trips(stayRequest(s, [...held, passportDoc(s.passport, s.expiry, s.issued)]));
      const later = tr.trips(stayRequest(s, [...held, passportDoc(s.passport, s.expiry + s.later, s.issued, s.expiry)]));
      expect(sooner.status).toBe(200);
      expect(later.status).toBe(200);
      const a = answers(sooner.body as TripResponseDocument);
      for (const [key, enforcement] of answers(later.body as TripResponseDocument)) {
        const was = a.get(key) ?? 'NOT_REQUIRED';
        expect(RESTRICTIVENESS[enforcement], `${key}: ${was} -> ${enforcement} with a later expiry`).toBeLessThanOrEqual(RESTRICTIVENESS[was]);
      }
      const level = (r: typeof sooner) => Number((r.body as TripResponseDocument).data.attributes.travelOpenness.slice(-1));
      expect(level(later)).toBeLessThanOrEqual(level(sooner));
    }), { numRuns: 300 });
  });

  it('disclosing the passport never adds a requirement that would not apply without it', () => {
    fc.assert(fc.property(stay, fc.boolean(), (s, withHeld) => {
      const held = withHeld ? s.held.map(toDoc) : undefined;
      // An empty list says "no visas or permits held"; a list of the passport alone says nothing
      // about them (README Decisions), so adding the passport to an empty list is compared with no list.
      const without = answers(tr.trips(stayRequest(s, held?.length === 0 ? undefined : held)).body as TripResponseDocument);
      const withPassport = tr.trips(stayRequest(s, [...(held ?? []), passportDoc(s.passport, s.expiry, s.issued)]));
      expect(withPassport.status).toBe(200);
      for (const [key, enforcement] of answers(withPassport.body as TripResponseDocument)) {
        const was = without.get(key);
        // Same groupings; a verdict may make a passport-validity grouping MANDATORY only where the
        // rule already stood there (its own enforcement), or lift it.
        expect(was, `${key} appears only with the passport disclosed`).toBeDefined();
        if (enforcement !== was && key.startsWith('DOCUMENTS_AND_FORMS')) continue;
        expect(RESTRICTIVENESS[enforcement], `${key}: ${was} -> ${enforcement}`).toBeLessThanOrEqual(RESTRICTIVENESS[was!]);
      }
    }), { numRuns: 300 });
  });
});
