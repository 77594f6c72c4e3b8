// The short form of a trip (passports, from, via, to, dates; places as in the rule tests) that the <travel-requirements>
// element's attributes and the traveller page's URL use, and the request document it stands for.
// Pure: no DOM, so Node tests and the page share it.

/**
 * A trip in short form. Places are written as in the rule tests and `rules explain`: a territory
 * (`GBR`) or region (`FR-IDF`) code, or an airport as `airport:LHR` (IATA and alpha-3 codes
 * overlap: `CAN` is Canada, `airport:CAN` Guangzhou).
 */
export interface ShortTrip {
  passports: string[];
  from: string;
  /** Connections in travel order, each with its own date (default: the departure date). */
  via: { place: string; date?: string }[];
  to: string;
  /** Departure date at the origin, YYYY-MM-DD. */
  depart?: string;
  /** Arrival date at the destination (default: the departure date). */
  arrive?: string;
  locale?: string;
  /**
   * traveller.documents: visas and residence permits held (issuer, expiry) and passports with their
   * expiry dates. Absent: not told (exemptions that depend on them answer "may be required").
   */
  documents?: HeldDocument[];
  /** traveller.vaccinations: vaccine -> date of the (last) dose. */
  vaccinations?: Partial<Record<Vaccine, string>>;
}

export const HELD_KINDS = ['VISA', 'RESIDENCE_PERMIT', 'PASSPORT'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];
export interface HeldDocument { type: HeldKind; issuer: string; expiryDate?: string }
export const VACCINES = ['YELLOW_FEVER', 'POLIO'] as const;
export type Vaccine = (typeof VACCINES)[number];

export type PlaceCode = { airportCode: string } | { locationCode: string };

/** `airport:LHR` -> airport; `GBR`, `FR-IDF` -> location. Anything else is sent as typed (the service names the problem). */
export function placeCode(text: string): PlaceCode {
  const t = text.trim();
  const airport = /^airport:(.*)$/i.exec(t);
  if (airport) {
    const code = airport[1]!.trim();
    return { airportCode: /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : code };
  }
  return { locationCode: /^[A-Za-z]{3}$|^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/.test(t) ? t.toUpperCase() : t };
}

/** The short form of a place code (inverse of placeCode). */
export function placeText(code: PlaceCode): string {
  return 'airportCode' in code ? `airport:${code.airportCode}` : code.locationCode;
}

const movement = (date: string | undefined): { date: string } | undefined => (date ? { date } : undefined);

/** The POST /v3/trips request document of a short trip. Missing dates are left out, so the service reports them. */
export function requestOf(trip: ShortTrip): Record<string, unknown> {
  const nodes: Record<string, unknown>[] = [];
  const node = (type: string, place: string, arrival?: string, departure?: string): void => {
    const n: Record<string, unknown> = { type, ...placeCode(place) };
    const a = movement(arrival);
    const d = movement(departure);
    if (a) n.arrival = a;
    if (d) n.departure = d;
    nodes.push(n);
  };
  node('ORIGIN', trip.from, undefined, trip.depart);
  for (const v of trip.via) node('TRANSIT', v.place, v.date ?? trip.depart, v.date ?? trip.depart);
  node('DESTINATION', trip.to, trip.arrive || trip.depart);
  const traveller: Record<string, unknown> = { passports: trip.passports };
  if (trip.documents?.length) traveller.documents = trip.documents.map((d) => ({ ...d }));
  if (trip.vaccinations && Object.keys(trip.vaccinations).length) {
    traveller.vaccinations = Object.fromEntries(Object.entries(trip.vaccinations).map(([k, date]) => [k, { date }]));
  }
  const attributes: Record<string, unknown> = { traveller, travelNodes: nodes };
  if (trip.locale) attributes.locale = trip.locale;
  return { data: { type: 'TRIP', attributes } };
}

const list = (value: string | null | undefined): string[] =>
  (value ?? '').split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);

/** Reads `via` as `LHR,DXB@2027-04-11` (a connection with its own date after `@`). */
export function parseVia(value: string | null | undefined): ShortTrip['via'] {
  return list(value).map((item) => {
    const at = item.indexOf('@');
    return at < 0 ? { place: item } : { place: item.slice(0, at), date: item.slice(at + 1) };
  });
}

export function formatVia(via: ShortTrip['via']): string {
  return via.map((v) => (v.date ? `${v.place}@${v.date}` : v.place)).join(',');
}

/** The parameters a short trip is read from (URL query or element attributes). */
export type Params = (name: string) => string | null | undefined;

/** A short trip from parameters, or undefined when neither from nor to is given. */
export function shortTripFrom(get: Params): ShortTrip | undefined {
  const from = get('from')?.trim();
  const to = get('to')?.trim();
  if (!from && !to) return undefined;
  const trip: ShortTrip = { passports: list(get('passports')).map((p) => p.toUpperCase()), from: from ?? '', via: parseVia(get('via')), to: to ?? '' };
  const depart = get('depart')?.trim();
  const arrive = get('arrive')?.trim();
  if (depart) trip.depart = depart;
  if (arrive) trip.arrive = arrive;
  const docs = parseDocuments(get('docs'));
  if (docs.length) trip.documents = docs;
  const vacc = parseVaccinations(get('vacc'));
  if (Object.keys(vacc).length) trip.vaccinations = vacc;
  return trip;
}

/** `docs=VISA:USA:2028-01-31,RESIDENCE_PERMIT:GBR,PASSPORT:IND:2030-05-01` (kind:issuer[:expiry]); unknown kinds are dropped. */
export function parseDocuments(value: string | null | undefined): HeldDocument[] {
  return list(value).flatMap((item) => {
    const [type = '', issuer = '', expiryDate] = item.split(':');
    if (!(HELD_KINDS as readonly string[]).includes(type) || !issuer) return [];
    return [{ type: type as HeldKind, issuer: issuer.toUpperCase(), ...(expiryDate ? { expiryDate } : {}) }];
  });
}

export function formatDocuments(docs: readonly HeldDocument[]): string {
  return docs.map((d) => [d.type, d.issuer, ...(d.expiryDate ? [d.expiryDate] : [])].join(':')).join(',');
}

/** `vacc=YELLOW_FEVER:2020-03-01` (vaccine:date of the last dose). */
export function parseVaccinations(value: string | null | undefined): Partial<Record<Vaccine, string>> {
  const out: Partial<Record<Vaccine, string>> = {};
  for (const item of list(value)) {
    const [kind = '', date = ''] = item.split(':');
    if ((VACCINES as readonly string[]).includes(kind) && date) out[kind as Vaccine] = date;
  }
  return out;
}

export function formatVaccinations(v: Partial<Record<Vaccine, string>>): string {
  return Object.entries(v).map(([k, d]) => `${k}:${d}`).join(',');
}

/** URL query parameters of a short trip (the page's shareable link), without the language. */
export function tripParams(trip: ShortTrip): [string, string][] {
  const out: [string, string][] = [['passports', trip.passports.join(',')], ['from', trip.from]];
  if (trip.via.length) out.push(['via', formatVia(trip.via)]);
  out.push(['to', trip.to]);
  if (trip.depart) out.push(['depart', trip.depart]);
  if (trip.arrive) out.push(['arrive', trip.arrive]);
  if (trip.documents?.length) out.push(['docs', formatDocuments(trip.documents)]);
  if (trip.vaccinations && Object.keys(trip.vaccinations).length) out.push(['vacc', formatVaccinations(trip.vaccinations)]);
  return out;
}
