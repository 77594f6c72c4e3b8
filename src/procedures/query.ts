// GET /v2/procedures query: the documented parameters (also used for the OpenAPI document) and
// their validation into a catalogue query (filters over all records) or an entry-requirements
// query (filter[destination]: the visa group of a trip, see entry.ts).
import type { Reference } from '../reference/index.js';
import type { ErrorObject } from '../schema/errors.js';
import { quote } from '../schema/errors.js';
import { schemas } from '../schema/generated.js';
import { PAGE_PARAMETERS, readPage, type Page } from '../query/paging.js';
import {
  calendarDate, enumList, invalid, LANGUAGE_PARAMETER, language, list, paramError, readQuery, type ParameterSpec, type QueryInput,
} from '../query/params.js';

const defs = schemas['common.schema.json'].$defs;
export const CATEGORIES: readonly string[] = defs.Category.enum;
export const SUB_CATEGORIES: readonly string[] = defs.SubCategory.enum;
export const TRAVEL_PURPOSES: readonly string[] = defs.TravelPurpose.enum;
export const RECORD_TYPES: readonly string[] = ['PROCEDURE', 'PRODUCT', 'RESTRICTION'];
/** Same bound as a trip request's traveller.passports. */
export const MAX_ENTRY_PASSPORTS = 10;

const COUNTRY = { type: 'string', pattern: '^[A-Za-z]{2,3}$' };
const csv = (pattern: string): Record<string, unknown> => ({ type: 'string', pattern: `^${pattern}(,${pattern})*$` });

export const PROCEDURE_FILTERS: ParameterSpec[] = [
  { name: 'filter[country]', description: 'Enforcing country (relationships.location): ISO 3166-1 alpha-2 or alpha-3, case-insensitive; a comma-separated list matches any.', schema: { ...csv('[A-Za-z]{2,3}'), examples: ['GB', 'USA,CAN'] } },
  { name: 'filter[nationalities]', description: 'Passports (alpha-2 or alpha-3, comma-separated): records whose attributes.included lists any of them, plus records that list no passports (they apply to every nationality). With filter[destination]: the traveller\'s passports (at most 10).', schema: { ...csv('[A-Za-z]{2,3}'), examples: ['IND', 'FR,US'] } },
  { name: 'filter[category]', description: `attributes.category, comma-separated: ${CATEGORIES.join(', ')}.`, schema: csv('[A-Za-z_]+') },
  { name: 'filter[subCategory]', description: `attributes.subCategory, comma-separated: ${SUB_CATEGORIES.join(', ')}. Records without a subCategory never match.`, schema: csv('[A-Za-z_]+') },
  { name: 'filter[documentType]', description: 'attributes.documentTypes contains any of these (comma-separated upper-case kinds such as ETA, E_VISA, EMBASSY_VISA, VISA).', schema: csv('[A-Za-z][A-Za-z0-9_]*') },
  { name: 'filter[travelPurpose]', description: `attributes.travelPurposes contains any of these (comma-separated): ${TRAVEL_PURPOSES.join(', ')}.`, schema: csv('[A-Za-z]+') },
  { name: 'filter[type]', description: 'Record type, comma-separated: PROCEDURE, PRODUCT, RESTRICTION.', schema: csv('[A-Za-z]+') },
  { name: 'filter[id]', description: 'Record ids, comma-separated.', schema: csv('[a-z0-9][a-z0-9-]*') },
  { name: 'filter[date]', description: 'Only records active or upcoming on this date (YYYY-MM-DD): endDate absent or not before it. Default: no date filter. With filter[destination]: the arrival date of the trip (default: today, UTC, on the server).', schema: { type: 'string', format: 'date' } },
  { name: 'filter[destination]', description: 'Stand-alone entry requirements: the country (alpha-2 or alpha-3) or ISO 3166-2 region travelled to. Needs filter[nationalities]; combines only with filter[origin], filter[date], language and paging. data is the visa group\'s records and meta.entryRequirements the VISA_REQUIREMENTS group, exactly as POST /v3/trips answers a direct trip origin -> destination on that date.', schema: { type: 'string', pattern: '^([A-Za-z]{2,3}|[A-Za-z]{2}-[A-Za-z0-9]{1,3})$', examples: ['GBR', 'US-NY'] } },
  { name: 'filter[origin]', description: 'With filter[destination]: the country travelled from (alpha-2 or alpha-3). Default: the first passport that is not the destination\'s country; if every passport is, the first country in alpha-3 order that is not the destination. meta.entryRequirements.origin says which was used.', schema: COUNTRY },
];

export const PROCEDURES_PARAMETERS: ParameterSpec[] = [...PROCEDURE_FILTERS, LANGUAGE_PARAMETER, ...PAGE_PARAMETERS];
const ALLOWED = new Set(PROCEDURES_PARAMETERS.map((p) => p.name));
const ENTRY_ALLOWED = new Set(['filter[destination]', 'filter[origin]', 'filter[nationalities]', 'filter[date]', 'language', 'page[limit]', 'page[offset]']);

export interface CatalogueFilters {
  countries?: ReadonlySet<string>;
  nationalities?: ReadonlySet<string>;
  categories?: ReadonlySet<string>;
  subCategories?: ReadonlySet<string>;
  documentTypes?: ReadonlySet<string>;
  travelPurposes?: ReadonlySet<string>;
  types?: ReadonlySet<string>;
  ids?: ReadonlySet<string>;
  date?: string;
}

interface Common {
  language: string | undefined;
  page: Page;
  /** The request's own parameters, in documented order, for links. */
  params: Array<[string, string]>;
}
export type ProceduresQuery =
  | (Common & { mode: 'catalogue'; filters: CatalogueFilters })
  | (Common & { mode: 'entry'; destination: string; destinationTerritory: string; origin: string | undefined; passports: string[]; date: string | undefined });

export type Parsed<T> = { ok: true; query: T } | { ok: false; errors: ErrorObject[] };

/** alpha-2 or alpha-3, any case -> a known alpha-3, or an error naming the parameter. */
export function country(ref: Reference, name: string, raw: string, errors: ErrorObject[]): string | undefined {
  const code = raw.toUpperCase();
  const t = /^[A-Z]{3}$/.test(code) ? ref.territory(code) : /^[A-Z]{2}$/.test(code) ? ref.territoryByAlpha2(code) : undefined;
  if (!t) errors.push(invalid(name, `${quote(raw)} is not an ISO 3166-1 alpha-2 or alpha-3 country code we know.`));
  return t?.alpha3;
}

function countries(ref: Reference, name: string, raw: string, errors: ErrorObject[]): string[] {
  return [...new Set(list(name, raw, errors).map((c) => country(ref, name, c, errors)).filter((c): c is string => c !== undefined))];
}

export function parseProceduresQuery(input: QueryInput | undefined, ref: Reference): Parsed<ProceduresQuery> {
  const read = readQuery(input, ALLOWED);
  if (!read.ok) return read;
  const v = read.values;
  const errors: ErrorObject[] = [];
  const lang = v.has('language') ? language(v.get('language')!, errors) : undefined;
  const page = readPage(v, errors);
  const params = PROCEDURES_PARAMETERS.filter((p) => !p.name.startsWith('page[') && v.has(p.name)).map((p): [string, string] => [p.name, v.get(p.name)!]);
  const date = v.has('filter[date]') ? calendarDate('filter[date]', v.get('filter[date]')!, errors) : undefined;

  if (v.has('filter[destination]')) {
    for (const name of v.keys()) {
      if (!ENTRY_ALLOWED.has(name)) errors.push(paramError(400, 'CONFLICTING_PARAMETERS', 'Conflicting parameters', `${name} cannot be combined with filter[destination] (entry requirements).`, name));
    }
    const dest = destination(ref, v.get('filter[destination]')!, errors);
    const origin = v.has('filter[origin]') ? country(ref, 'filter[origin]', v.get('filter[origin]')!, errors) : undefined;
    if (origin !== undefined && dest && origin === dest.territory) {
      errors.push(invalid('filter[origin]', 'filter[origin] must be another country than filter[destination]: travel inside one country has no entry requirements.'));
    }
    let passports: string[] = [];
    if (!v.has('filter[nationalities]')) errors.push(paramError(400, 'MISSING_PARAMETER', 'Missing parameter', 'filter[destination] needs filter[nationalities] (the traveller\'s passports).', 'filter[nationalities]'));
    else {
      passports = countries(ref, 'filter[nationalities]', v.get('filter[nationalities]')!, errors);
      if (passports.length > MAX_ENTRY_PASSPORTS) errors.push(invalid('filter[nationalities]', `A traveller has at most ${MAX_ENTRY_PASSPORTS} passports here.`));
    }
    if (errors.length || !dest) return { ok: false, errors };
    return { ok: true, query: { mode: 'entry', language: lang, page, params, destination: dest.code, destinationTerritory: dest.territory, origin, passports, date } };
  }
  if (v.has('filter[origin]')) errors.push(paramError(400, 'MISSING_PARAMETER', 'Missing parameter', 'filter[origin] is only meaningful with filter[destination].', 'filter[destination]'));

  const filters: CatalogueFilters = {};
  const set = (xs: string[]): ReadonlySet<string> => new Set(xs);
  if (v.has('filter[country]')) filters.countries = set(countries(ref, 'filter[country]', v.get('filter[country]')!, errors));
  if (v.has('filter[nationalities]')) filters.nationalities = set(countries(ref, 'filter[nationalities]', v.get('filter[nationalities]')!, errors));
  if (v.has('filter[category]')) filters.categories = set(enumList('filter[category]', v.get('filter[category]')!, CATEGORIES, errors));
  if (v.has('filter[subCategory]')) filters.subCategories = set(enumList('filter[subCategory]', v.get('filter[subCategory]')!, SUB_CATEGORIES, errors));
  if (v.has('filter[travelPurpose]')) filters.travelPurposes = set(enumList('filter[travelPurpose]', v.get('filter[travelPurpose]')!, TRAVEL_PURPOSES, errors));
  if (v.has('filter[type]')) filters.types = set(enumList('filter[type]', v.get('filter[type]')!, RECORD_TYPES, errors));
  if (v.has('filter[documentType]')) {
    const kinds = list('filter[documentType]', v.get('filter[documentType]')!, errors).map((k) => k.toUpperCase());
    for (const k of kinds) if (!/^[A-Z][A-Z0-9_]*$/.test(k)) errors.push(invalid('filter[documentType]', `${quote(k)} is not a document kind (upper-case letters, digits and _).`));
    filters.documentTypes = set(kinds);
  }
  if (v.has('filter[id]')) {
    const ids = list('filter[id]', v.get('filter[id]')!, errors);
    for (const id of ids) if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) errors.push(invalid('filter[id]', `${quote(id)} is not a record id (lower-case letters, digits and -).`));
    filters.ids = set(ids);
  }
  if (date !== undefined) filters.date = date;
  if (errors.length) return { ok: false, errors };
  return { ok: true, query: { mode: 'catalogue', language: lang, page, params, filters } };
}

function destination(ref: Reference, raw: string, errors: ErrorObject[]): { code: string; territory: string } | undefined {
  if (raw.includes('-')) {
    const code = raw.toUpperCase();
    const region = /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(code) ? ref.region(code) : undefined;
    if (!region) {
      errors.push(invalid('filter[destination]', `${quote(raw)} is not an ISO 3166-2 region code we know.`));
      return undefined;
    }
    return { code, territory: region.territory };
  }
  const alpha3 = country(ref, 'filter[destination]', raw, errors);
  return alpha3 === undefined ? undefined : { code: alpha3, territory: alpha3 };
}

/** Only `language` is accepted on GET /v2/procedures/{id}. */
export function parseRecordQuery(input: QueryInput | undefined): Parsed<{ language: string | undefined }> {
  const read = readQuery(input, new Set(['language']));
  if (!read.ok) return read;
  const errors: ErrorObject[] = [];
  const raw = read.values.get('language');
  const lang = raw !== undefined ? language(raw, errors) : undefined;
  return errors.length ? { ok: false, errors } : { ok: true, query: { language: lang } };
}
