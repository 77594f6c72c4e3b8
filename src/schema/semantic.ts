// Rules of the trip request the schema cannot say: node roles and order, exactly one of
// locationCode/airportCode, codes known to the reference data, times that do not go backwards.
// They run on the parts of the input that are well-formed, so one answer lists the schema's errors
// and these together: a part is well-formed when the schema reported nothing at or under its pointer
// (an unknown passport code is reported beside a missing field elsewhere, not after it is fixed).
import type { PlaceLookup } from '../itinerary/lookup.js';
import { MAX_LOCAL_BACKSTEP_MINUTES, minutes, type When } from '../itinerary/time.js';
import { error, quote, type ErrorObject } from './errors.js';
import type { TravelNode, TripRequestDocument } from './generated.js';

const ATTR = '/data/attributes';
const NODES = `${ATTR}/travelNodes`;
/** Items of one list looked at, at most (the schema allows 10 passports, 20 documents or nodes). */
const MAX_ITEMS = 1000;
const NODE_TYPES = new Set(['ORIGIN', 'DESTINATION', 'TRANSIT']);

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const items = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, MAX_ITEMS) : []);

/** The checks on a document that passed the schema. */
export function checkTrip(doc: TripRequestDocument, ref: PlaceLookup): ErrorObject[] {
  return checkRequest(doc, ref, []);
}

/**
 * The checks on any input, given the instance paths (JSON pointers) of the schema's errors: each
 * check runs only where its fields are well-formed, so nothing is reported twice or guessed at.
 * With no schema errors this is the whole set of checks of a valid document.
 */
export function checkRequest(input: unknown, ref: PlaceLookup, schemaErrorPaths: readonly string[]): ErrorObject[] {
  // A valid document (the usual case) has no schema errors: every part is well-formed, and no
  // pointer string is built unless something is reported.
  const clean = schemaErrorPaths.length === 0;
  const wellFormed = (pointer: () => string): boolean => {
    if (clean) return true;
    const at = pointer();
    return !schemaErrorPaths.some((p) => p === at || p.startsWith(`${at}/`));
  };
  const code = (value: unknown, pointer: () => string): value is string => typeof value === 'string' && wellFormed(pointer);
  const data = isObject(input) ? input.data : undefined;
  const a = isObject(data) && isObject(data.attributes) ? data.attributes : undefined;
  if (!a) return [];
  const errors: ErrorObject[] = [];
  const traveller = isObject(a.traveller) ? a.traveller : {};
  const passports = items(traveller.passports);
  for (let i = 0; i < passports.length; i++) {
    const p = passports[i];
    const at = (): string => `${ATTR}/traveller/passports/${i}`;
    if (code(p, at) && !ref.territory(p)) errors.push(error(400, 'UNKNOWN_TERRITORY', 'Unknown passport country', `${quote(p)} is not an ISO 3166-1 alpha-3 code we know.`, at()));
  }
  const documents = items(traveller.documents);
  for (let i = 0; i < documents.length; i++) {
    const d = documents[i];
    const at = (): string => `${ATTR}/traveller/documents/${i}/issuer`;
    if (isObject(d) && code(d.issuer, at) && !ref.territory(d.issuer)) errors.push(error(400, 'UNKNOWN_TERRITORY', 'Unknown issuing country', `${quote(d.issuer)} is not an ISO 3166-1 alpha-3 code we know.`, at()));
    if (isObject(d) && d.type === 'PASSPORT') errors.push(...checkPassport(d, i, passports, wellFormed));
  }
  const nodes = items(a.travelNodes);
  const typeOf = (n: unknown, i: number): string | undefined => (isObject(n) && typeof n.type === 'string' && NODE_TYPES.has(n.type) && wellFormed(() => `${NODES}/${i}/type`) ? n.type : undefined);
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    if (!isObject(n)) continue;
    const at = (field: string) => (): string => `${NODES}/${i}/${field}`;
    if (n.locationCode === undefined && n.airportCode === undefined) {
      errors.push(error(400, 'MISSING_FIELD', 'Missing field', 'A travel node needs `locationCode` or `airportCode`.', at('locationCode')()));
    } else if (n.locationCode !== undefined && n.airportCode !== undefined) {
      errors.push(error(400, 'CONFLICTING_FIELDS', 'Conflicting fields', 'Give either `locationCode` or `airportCode`, not both.', at('airportCode')()));
    } else if (n.airportCode !== undefined) {
      if (code(n.airportCode, at('airportCode')) && !ref.airport(n.airportCode)) errors.push(error(400, 'UNKNOWN_AIRPORT', 'Unknown airport', `${quote(n.airportCode)} is not an IATA airport code we know.`, at('airportCode')()));
    } else if (code(n.locationCode, at('locationCode'))) {
      const c = n.locationCode;
      if (c.length === 3 ? !ref.territory(c) : !ref.region(c)) {
        errors.push(error(400, c.length === 3 ? 'UNKNOWN_TERRITORY' : 'UNKNOWN_REGION', c.length === 3 ? 'Unknown territory' : 'Unknown region',
          `${quote(c)} is not a${c.length === 3 ? 'n ISO 3166-1 alpha-3' : 'n ISO 3166-2'} code we know.`, at('locationCode')()));
      }
    }
    if (n.selfTransfer !== undefined) {
      const type = typeOf(n, i);
      if (type !== undefined && type !== 'TRANSIT') {
        errors.push(error(400, 'INVALID_FIELD', 'Field not allowed here', '`selfTransfer` is only meaningful on TRANSIT nodes.', at('selfTransfer')()));
      }
    }
  }
  // Across the itinerary: roles need every node's type, times every node's arrival and departure.
  // Every index is looked at (not Array#every, which skips the holes of a sparse array).
  const everyNode = (ok: (n: unknown, i: number) => boolean): boolean => {
    for (let i = 0; i < nodes.length; i++) if (!ok(nodes[i], i)) return false;
    return nodes.length > 0;
  };
  if (everyNode((n, i) => typeOf(n, i) !== undefined)) errors.push(...checkRoles(nodes as TravelNode[]));
  if (everyNode((n, i) => isObject(n) && wellFormed(() => `${NODES}/${i}/arrival`) && wellFormed(() => `${NODES}/${i}/departure`))) errors.push(...checkTimes(nodes as TravelNode[]));
  return errors;
}

function checkRoles(nodes: readonly TravelNode[]): ErrorObject[] {
  let origins = 0;
  let firstOrigin = -1;
  let destination = false;
  for (let i = 0; i < nodes.length; i++) {
    const type = nodes[i]!.type;
    if (type === 'ORIGIN' && origins++ === 0) firstOrigin = i;
    else if (type === 'DESTINATION') destination = true;
  }
  // The usual trip: one ORIGIN, first, and a DESTINATION last.
  if (origins === 1 && firstOrigin === 0 && nodes[nodes.length - 1]!.type === 'DESTINATION') return [];
  const errors: ErrorObject[] = [];
  if (origins === 0) errors.push(error(422, 'MISSING_ORIGIN', 'Missing origin', 'The trip needs exactly one ORIGIN node, first in travelNodes.', NODES));
  for (let i = firstOrigin + 1; origins > 1 && i < nodes.length; i++) {
    if (nodes[i]!.type === 'ORIGIN') errors.push(error(422, 'DUPLICATE_ORIGIN', 'More than one origin', 'The trip needs exactly one ORIGIN node.', `${NODES}/${i}/type`));
  }
  if (origins > 0 && firstOrigin !== 0) errors.push(error(422, 'NODE_ORDER', 'Origin is not first', 'travelNodes are in travel order: the ORIGIN comes first.', `${NODES}/${firstOrigin}/type`));
  if (!destination) errors.push(error(422, 'MISSING_DESTINATION', 'Missing destination', 'The trip needs at least one DESTINATION node.', NODES));
  else if (nodes[nodes.length - 1]!.type !== 'DESTINATION') {
    errors.push(error(422, 'NODE_ORDER', 'Trip does not end at a destination', 'travelNodes are in travel order: the last node is a DESTINATION.', `${NODES}/${nodes.length - 1}/type`));
  }
  return errors;
}

/**
 * Times along the itinerary may not go backwards: at one place departure >= arrival; across a
 * leg, local arrival may precede local departure by at most 26 h (time zones are unknown).
 */
function checkTimes(nodes: readonly TravelNode[]): ErrorObject[] {
  const errors: ErrorObject[] = [];
  // The last time seen: its node and whether it was an arrival (pointers are built only for errors).
  let last: When | undefined;
  let lastNode = -1;
  let lastWasArrival = false;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if (n.arrival) {
      if (last && before(n.arrival, last, MAX_LOCAL_BACKSTEP_MINUTES)) {
        const lastPointer = `${NODES}/${lastNode}/${lastWasArrival ? 'arrival' : 'departure'}`;
        errors.push(error(422, 'TIME_ORDER', 'Times go backwards', `Arrival at node ${i} is before the departure it follows (${lastPointer}), even allowing for time zones.`, `${NODES}/${i}/arrival/date`));
      }
      last = n.arrival;
      lastNode = i;
      lastWasArrival = true;
    }
    if (n.departure) {
      if (last && lastWasArrival && before(n.departure, last, 0)) {
        errors.push(error(422, 'TIME_ORDER', 'Times go backwards', `Departure from node ${i} is before the arrival there.`, `${NODES}/${i}/departure/${n.departure.date === last.date ? 'time' : 'date'}`));
      }
      last = n.departure;
      lastNode = i;
      lastWasArrival = false;
    }
  }
  return errors;
}

/** a is earlier than b by more than `slack` minutes (comparing dates only when a time is missing). */
function before(a: When, b: When, slack: number): boolean {
  if (a.time === undefined || b.time === undefined) {
    return minutes({ date: a.date }) < minutes({ date: b.date }) - Math.ceil(slack / 1440) * 1440;
  }
  return minutes(a) < minutes(b) - slack;
}

/** A disclosed passport is one of traveller.passports, and was issued before it expires. */
function checkPassport(d: Obj, i: number, passports: readonly unknown[], wellFormed: (pointer: () => string) => boolean): ErrorObject[] {
  const at = (field: string) => (): string => `${ATTR}/traveller/documents/${i}/${field}`;
  const errors: ErrorObject[] = [];
  if (typeof d.issuer === 'string' && wellFormed(at('issuer')) && passports.every((p) => p !== d.issuer)) {
    errors.push(error(400, 'UNDECLARED_PASSPORT', 'Passport not among the passports', `A PASSPORT document of ${quote(d.issuer)} needs ${quote(d.issuer)} in traveller.passports.`, at('issuer')()));
  }
  if (typeof d.issueDate === 'string' && typeof d.expiryDate === 'string' && wellFormed(at('issueDate')) && wellFormed(at('expiryDate')) && d.issueDate > d.expiryDate) {
    errors.push(error(400, 'IMPOSSIBLE_DATES', 'Impossible dates', `The passport's issueDate ${d.issueDate} is after its expiryDate ${d.expiryDate}.`, at('issueDate')()));
  }
  return errors;
}
