// Rules of the trip request the schema cannot say: node roles and order, exactly one of
// locationCode/airportCode, codes known to the reference data, times that do not go backwards.
// Runs only on documents that passed the schema, so shapes are known.
import type { PlaceLookup } from '../itinerary/lookup.js';
import { MAX_LOCAL_BACKSTEP_MINUTES, minutes, type When } from '../itinerary/time.js';
import { error, quote, type ErrorObject } from './errors.js';
import type { TripRequestDocument } from './generated.js';

const ATTR = '/data/attributes';
const NODES = `${ATTR}/travelNodes`;

export function checkTrip(doc: TripRequestDocument, ref: PlaceLookup): ErrorObject[] {
  const a = doc.data.attributes;
  const errors: ErrorObject[] = [];
  a.traveller.passports.forEach((p, i) => {
    if (!ref.territory(p)) errors.push(error(400, 'UNKNOWN_TERRITORY', 'Unknown passport country', `${quote(p)} is not an ISO 3166-1 alpha-3 code we know.`, `${ATTR}/traveller/passports/${i}`));
  });
  a.traveller.documents?.forEach((d, i) => {
    if (!ref.territory(d.issuer)) errors.push(error(400, 'UNKNOWN_TERRITORY', 'Unknown issuing country', `${quote(d.issuer)} is not an ISO 3166-1 alpha-3 code we know.`, `${ATTR}/traveller/documents/${i}/issuer`));
  });
  const nodes = a.travelNodes;
  nodes.forEach((n, i) => {
    const at = `${NODES}/${i}`;
    if (n.locationCode === undefined && n.airportCode === undefined) {
      errors.push(error(400, 'MISSING_FIELD', 'Missing field', 'A travel node needs `locationCode` or `airportCode`.', `${at}/locationCode`));
    } else if (n.locationCode !== undefined && n.airportCode !== undefined) {
      errors.push(error(400, 'CONFLICTING_FIELDS', 'Conflicting fields', 'Give either `locationCode` or `airportCode`, not both.', `${at}/airportCode`));
    } else if (n.airportCode !== undefined) {
      if (!ref.airport(n.airportCode)) errors.push(error(400, 'UNKNOWN_AIRPORT', 'Unknown airport', `${quote(n.airportCode)} is not an IATA airport code we know.`, `${at}/airportCode`));
    } else {
      const code = n.locationCode!;
      if (code.length === 3 ? !ref.territory(code) : !ref.region(code)) {
        errors.push(error(400, code.length === 3 ? 'UNKNOWN_TERRITORY' : 'UNKNOWN_REGION', code.length === 3 ? 'Unknown territory' : 'Unknown region',
          `${quote(code)} is not a${code.length === 3 ? 'n ISO 3166-1 alpha-3' : 'n ISO 3166-2'} code we know.`, `${at}/locationCode`));
      }
    }
    if (n.selfTransfer !== undefined && n.type !== 'TRANSIT') {
      errors.push(error(400, 'INVALID_FIELD', 'Field not allowed here', '`selfTransfer` is only meaningful on TRANSIT nodes.', `${at}/selfTransfer`));
    }
  });
  if (errors.length) return errors;
  return [...checkRoles(doc), ...checkTimes(doc)];
}

function checkRoles(doc: TripRequestDocument): ErrorObject[] {
  const nodes = doc.data.attributes.travelNodes;
  const errors: ErrorObject[] = [];
  const origins = nodes.flatMap((n, i) => (n.type === 'ORIGIN' ? [i] : []));
  if (origins.length === 0) errors.push(error(422, 'MISSING_ORIGIN', 'Missing origin', 'The trip needs exactly one ORIGIN node, first in travelNodes.', NODES));
  for (const i of origins.slice(1)) errors.push(error(422, 'DUPLICATE_ORIGIN', 'More than one origin', 'The trip needs exactly one ORIGIN node.', `${NODES}/${i}/type`));
  if (origins.length > 0 && origins[0] !== 0) errors.push(error(422, 'NODE_ORDER', 'Origin is not first', 'travelNodes are in travel order: the ORIGIN comes first.', `${NODES}/${origins[0]}/type`));
  if (!nodes.some((n) => n.type === 'DESTINATION')) errors.push(error(422, 'MISSING_DESTINATION', 'Missing destination', 'The trip needs at least one DESTINATION node.', NODES));
  else if (nodes[nodes.length - 1]!.type !== 'DESTINATION') {
    errors.push(error(422, 'NODE_ORDER', 'Trip does not end at a destination', 'travelNodes are in travel order: the last node is a DESTINATION.', `${NODES}/${nodes.length - 1}/type`));
  }
  return errors;
}

/**
 * Times along the itinerary may not go backwards: at one place departure >= arrival; across a
 * leg, local arrival may precede local departure by at most 26 h (time zones are unknown).
 */
function checkTimes(doc: TripRequestDocument): ErrorObject[] {
  const errors: ErrorObject[] = [];
  let last: { when: When; pointer: string; samePlace: boolean } | undefined;
  doc.data.attributes.travelNodes.forEach((n, i) => {
    if (n.arrival) {
      const pointer = `${NODES}/${i}/arrival`;
      if (last && before(n.arrival, last.when, MAX_LOCAL_BACKSTEP_MINUTES)) {
        errors.push(error(422, 'TIME_ORDER', 'Times go backwards', `Arrival at node ${i} is before the departure it follows (${last.pointer}), even allowing for time zones.`, `${pointer}/date`));
      }
      last = { when: n.arrival, pointer, samePlace: true };
    }
    if (n.departure) {
      const pointer = `${NODES}/${i}/departure`;
      if (last && last.samePlace && before(n.departure, last.when, 0)) {
        errors.push(error(422, 'TIME_ORDER', 'Times go backwards', `Departure from node ${i} is before the arrival there.`, `${pointer}/${n.departure.date === last.when.date ? 'time' : 'date'}`));
      }
      last = { when: n.departure, pointer, samePlace: false };
    }
  });
  return errors;
}

/** a is earlier than b by more than `slack` minutes (comparing dates only when a time is missing). */
function before(a: When, b: When, slack: number): boolean {
  if (a.time === undefined || b.time === undefined) {
    return minutes({ date: a.date }) < minutes({ date: b.date }) - Math.ceil(slack / 1440) * 1440;
  }
  return minutes(a) < minutes(b) - slack;
}
