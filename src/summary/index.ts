// A compact summary of a trips() result, for data pipelines (travelreq batch --format summary):
// the decisions of a response (headline, openness, each group's type and enforcement, each
// grouping's country, passport, enforcement and record ids) without its texts and records, a few
// percent of the full document's bytes. Shape: schemas/batch-line.schema.json (TripSummary,
// ErrorSummary). Pure: no file system, network or clock.
import type {
  ErrorDocument, ErrorSummary, Grouping, SummaryGroup, SummaryGrouping, TripResponseDocument, TripSummary,
} from '../schema/generated.js';
import type { Result, TravelRequirements } from '../service.js';

/**
 * The ISO 3166-1 alpha-3 code of the country a grouping answers for, in a response of `locale`;
 * undefined when it cannot be told (the summary then keeps the grouping's localized name).
 */
export type CountryOf = (grouping: Grouping, locale: string) => string | undefined;

const noCountry: CountryOf = () => undefined;

/** The summary of a trip response document. */
export function summariseTrip(body: TripResponseDocument, countryOf: CountryOf = noCountry): TripSummary {
  const attrs = body.data.attributes;
  const groups: SummaryGroup[] = (attrs.informationGroups ?? []).map((group) => ({
    type: group.type,
    enforcement: group.enforcement ?? 'UNKNOWN',
    groupings: (group.groupings ?? []).map((g) => summariseGrouping(g, attrs.locale, countryOf)),
  }));
  const summary: TripSummary = {
    id: body.data.id,
    rulesetRevision: body.meta.rulesetRevision ?? '',
    locale: attrs.locale,
    headline: attrs.headline,
    travelOpenness: attrs.travelOpenness,
    groups,
  };
  if (attrs.alerts !== undefined && attrs.alerts.length > 0) {
    // Key order of the schema: alerts after the headline.
    return { id: summary.id, rulesetRevision: summary.rulesetRevision, locale: summary.locale, headline: summary.headline, alerts: [...attrs.alerts], travelOpenness: summary.travelOpenness, groups };
  }
  return summary;
}

function summariseGrouping(g: Grouping, locale: string, countryOf: CountryOf): SummaryGrouping {
  const country = countryOf(g, locale);
  const out = (country !== undefined ? { country } : { name: g.name }) as SummaryGrouping;
  if (g.transit) out.transit = true;
  if (g.passport !== undefined) out.passport = g.passport;
  out.enforcement = g.enforcement ?? 'UNKNOWN';
  const procedures: string[] = [];
  const restrictions: string[] = [];
  for (const r of g.data) (r.type === 'RESTRICTION' ? restrictions : procedures).push(r.id);
  if (procedures.length) out.procedures = procedures;
  if (restrictions.length) out.restrictions = restrictions;
  return out;
}

/** The summary of an error document: its codes, with the pointer where it names a field. */
export function summariseErrors(body: ErrorDocument): ErrorSummary {
  const errors = body.errors.map((e) => {
    const pointer = e.source?.pointer;
    return pointer ? { code: e.code, pointer } : { code: e.code };
  });
  return { errors: errors as ErrorSummary['errors'] };
}

/** The summary of a trips() result: a TripSummary for a 200, an ErrorSummary otherwise. */
export function summarise(result: Result<TripResponseDocument>, countryOf: CountryOf = noCountry): TripSummary | ErrorSummary {
  return result.status === 200 ? summariseTrip(result.body as TripResponseDocument, countryOf) : summariseErrors(result.body as ErrorDocument);
}

/**
 * CountryOf for the responses of `tr`: a grouping with records is the country of its records (a
 * grouping gathers the records of one location); one without (a visa answer with no information)
 * is found by its localized name, which `tr` gave it from the territory's code.
 */
export function countryResolver(tr: Pick<TravelRequirements, 'ruleset' | 'reference' | 'texts'>): CountryOf {
  const byName = new Map<string, Map<string, string | null>>(); // locale -> name -> code (null: ambiguous)
  const names = (locale: string): Map<string, string | null> => {
    let map = byName.get(locale);
    if (map) return map;
    map = new Map();
    const texts = tr.texts(locale);
    for (const t of tr.reference.territories()) {
      const name = texts.territoryName(t.alpha3);
      map.set(name, map.has(name) ? null : t.alpha3);
    }
    byName.set(locale, map);
    return map;
  };
  return (grouping, locale) => {
    for (const r of grouping.data) {
      const location = tr.ruleset.records.get(r.id)?.location;
      if (location !== undefined) return location;
    }
    if (grouping.transit) return undefined; // transit groupings always have records
    return names(locale).get(grouping.name) ?? undefined;
  };
}
