// Evaluated checkpoints -> the trip response document: groups and groupings, relationships,
// included records, openness, headline and alerts. Texts come through the Texts port.
import type { Checkpoint, Itinerary } from '../itinerary/model.js';
import { RANK, type PassportAnswer, type Rank } from '../rules/favourable.js';
import type { FiredEvent } from '../rules/evaluate.js';
import type { RecordDefinition } from '../rules/model.js';
import type {
  CoverageEntry, CoverageTopic, Enforcement, GroupType, Grouping, InformationGroup, ProcedureRecord, ResourceIdentifier, RestrictionRecord,
  TripRequestDocument, TripResponseDocument,
} from '../schema/generated.js';
import { GROUP_ORDER, mostRestrictive } from './order.js';
import type { HeadlineFacts, PassportDateFact, Texts, UpcomingFact } from './texts.js';
import { addDays, addMonths, outOfRange } from '../facts/dates.js';
import { inRequestedCurrency, shownWithPriced } from '../prices/view.js';
import type { CoverageIndex } from '../rules/coverage.js';
import { checkpointCoverage } from './coverage.js';
import { heldPassports, type HeldPassport } from './passport.js';

export interface CheckpointResult {
  checkpoint: Checkpoint;
  answer: PassportAnswer;
}

export interface EnvelopeInput {
  request: TripRequestDocument;
  itinerary: Itinerary;
  results: CheckpointResult[];
  texts: Texts;
  id: string;
  /** The document's meta (envelopeMeta): the caller keeps one per locale, shared between responses and never mutated. */
  meta: TripResponseDocument['meta'];
  /** The ruleset's coverage statements. */
  coverage: CoverageIndex;
}

/** The meta of every response in `texts`' locale: copyright, version, ruleset revision, locale. */
export function envelopeMeta(texts: Texts, version: string, rulesetRevision: string): TripResponseDocument['meta'] {
  return { copyright: texts.copyright(), version, rulesetRevision, locale: texts.locale };
}

interface GroupingDraft { territory: string; transit: boolean; passport: string; enforcements: Enforcement[]; data: ResourceIdentifier[]; ids: Set<string> }

export function buildEnvelope(input: EnvelopeInput): TripResponseDocument {
  const { request, itinerary, results, texts } = input;
  const attrs = request.data.attributes;
  const groups = new Map<GroupType, Map<string, GroupingDraft>>();
  const referenced = new Map<string, RecordDefinition>();
  const upcoming: UpcomingFact[] = [];
  const passportDates: PassportDateFact[] = [];
  const held = heldPassports(attrs.traveller);
  const lastNode = itinerary.places.length - 1;
  let destinationPassportFails = false;
  // Fee products already shown on this trip ("group|id"): a fee is stated once, at the first
  // checkpoint it prices (an ESTA priced at the US transit is not listed again for Puerto Rico).
  const feesShown = new Set<string>();

  // Groupings are per country, and an airside transit through a country has its own grouping.
  const add = (group: GroupType, territory: string, transit: boolean, passport: string, enforcement: Enforcement, record?: RecordDefinition): void => {
    let byCountry = groups.get(group);
    if (!byCountry) groups.set(group, (byCountry = new Map()));
    const key = transit ? `${territory} transit` : territory;
    let g = byCountry.get(key);
    if (!g) byCountry.set(key, (g = { territory, transit, passport, enforcements: [], data: [], ids: new Set() }));
    g.enforcements.push(enforcement);
    if (record && !g.ids.has(record.id)) {
      g.ids.add(record.id);
      g.data.push({ type: record.type === 'RESTRICTION' ? 'RESTRICTION' : 'PROCEDURE', id: record.id });
      if (!referenced.has(record.id)) referenced.set(record.id, record);
    }
  };

  for (const { checkpoint, answer } of results) {
    // A record of another territory than the checkpoint's (a departure requirement of the state the
    // leg leaves) is not about the airside transit: it gets that territory's own grouping.
    const transitAt = (location: string): boolean => checkpoint.kind === 'TRANSIT' && location === checkpoint.territory;
    for (const e of answer.active) {
      const transit = transitAt(e.record.location);
      if (!shownWithPriced(e, answer.active)) continue; // a fee product shows only with a record it prices
      if (e.record.priceOf) {
        const key = `${e.event.group}|${e.record.id}`;
        if (feesShown.has(key)) continue;
        feesShown.add(key);
      }
      if (e.record.passportValidity) {
        const fact = passportDate(e.record, checkpoint, itinerary, attrs.travelNodes, held.get(answer.passport));
        passportDates.push(fact);
        const fails = fact.validMet === false || fact.issuedMet === false;
        if (fails && checkpoint.nodeIndex === lastNode && checkpoint.kind === 'ENTRY') destinationPassportFails = true;
        add(e.event.group, e.record.location, transit, answer.passport, verdictEnforcement(fact, e.enforcement), e.record);
        continue;
      }
      add(e.event.group, e.record.location, transit, answer.passport, e.enforcement, e.record);
    }
    if (checkpoint.kind === 'ENTRY' && answer.rank === RANK.UNKNOWN) add('VISA_REQUIREMENTS', checkpoint.territory, false, answer.passport, 'UNKNOWN');
    for (const e of answer.upcoming) {
      const transit = transitAt(e.record.location);
      // An upcoming fee product shows only beside a record it prices, now or upcoming.
      if (e.record.priceOf && !shownWithPriced(e, answer.active) && !shownWithPriced(e, answer.upcoming)) continue;
      add('UPCOMING', e.record.location, transit, answer.passport, e.enforcement, e.record);
      upcoming.push({ territory: e.record.location, startDate: e.record.startDate!, recordId: e.record.id });
    }
  }

  const informationGroups: InformationGroup[] = [];
  for (const type of GROUP_ORDER) {
    const byCountry = groups.get(type);
    if (!byCountry) continue;
    const groupings: Grouping[] = [...byCountry.values()].map((g) => {
      const enforcement = mostRestrictive(g.enforcements)!;
      // Key order is the response's field order: transit (when set) before data.
      const grouping = { name: g.transit ? texts.transitName(g.territory) : texts.territoryName(g.territory), enforcement, passport: g.passport } as Grouping;
      if (g.transit) grouping.transit = true;
      grouping.data = g.data;
      return grouping;
    });
    const group: InformationGroup = { name: texts.groupName(type), type };
    const tooltip = texts.groupTooltip(type);
    if (tooltip !== undefined) group.tooltip = tooltip;
    group.groupings = groupings;
    group.enforcement = mostRestrictive(groupings.map((g) => g.enforcement!))!;
    if (type === 'UPCOMING') group.headline = texts.upcomingHeadline(upcoming);
    if (type === 'DOCUMENTS_AND_FORMS') {
      const headline = texts.passportHeadline(passportDates);
      if (headline !== undefined) group.headline = headline;
    }
    informationGroups.push(group);
  }

  const procedures: ResourceIdentifier[] = [];
  const restrictions: ResourceIdentifier[] = [];
  const included: Array<ProcedureRecord | RestrictionRecord> = [];
  for (const record of referenced.values()) {
    (record.type === 'RESTRICTION' ? restrictions : procedures).push({ type: record.type === 'RESTRICTION' ? 'RESTRICTION' : 'PROCEDURE', id: record.id });
    included.push(inRequestedCurrency(texts.record(record), attrs.currency, texts.locale));
  }

  const headlineFacts = headlineFactsOf(itinerary, results);
  const alerts: string[] = [];
  if (itinerary.notice) {
    const alert = texts.alert(itinerary.notice);
    if (alert !== undefined) alerts.push(alert);
  }
  const problems = passportDates.filter((f) => f.validMet === false || f.issuedMet === false);
  if (problems.length) headlineFacts.passportProblems = problems;
  const coverage = coverageOf(input, headlineFacts, alerts);

  // Object.assign rather than spreads here and below: several times faster per trip in V8, and the
  // same result for the schema-valid objects these are (no __proto__ keys).
  const travelNodes = attrs.travelNodes.map((node, i) => Object.assign({}, node, { locationName: texts.placeName(itinerary.places[i]!) }));
  const destination = results.find((r) => r.checkpoint.nodeIndex === attrs.travelNodes.length - 1 && r.checkpoint.kind === 'ENTRY');

  // Key order is the response's field order: optional fields are set in place.
  const attributes = {
    traveller: attrs.traveller,
    locale: attrs.locale ?? texts.locale,
    travelNodes,
    headline: texts.headline(headlineFacts),
  } as TripResponseDocument['data']['attributes'];
  if (alerts.length) attributes.alerts = alerts;
  attributes.informationGroups = informationGroups;
  if (attrs.currency !== undefined) attributes.currency = attrs.currency;
  // LEVEL_4 "no admission": the visa answer, a passport that fails the destination's validity rule,
  // or a restriction of category NO_ADMISSION outside the visa answer (an outbreak entry ban).
  const barred = destination?.answer.active.some((e) => restrictsOutsideVisa(e) && e.record.category === 'NO_ADMISSION') === true;
  attributes.travelOpenness = destinationPassportFails || barred ? 'LEVEL_4' : openness(destination?.answer.rank);
  attributes.coverage = coverage;

  return {
    meta: input.meta,
    data: {
      id: input.id,
      type: 'TRIP',
      attributes,
      relationships: {
        procedures: { data: procedures, meta: { count: procedures.length } },
        restrictions: { data: restrictions, meta: { count: restrictions.length } },
      },
    },
    included,
  };
}

/**
 * travelOpenness of the final destination (documented): LEVEL_1 nothing needed (or domestic / no
 * border), LEVEL_2 ETA, e-visa or visa on arrival, LEVEL_3 embassy visa or no data, LEVEL_4 no admission.
 */
export function openness(rank: Rank | undefined): 'LEVEL_1' | 'LEVEL_2' | 'LEVEL_3' | 'LEVEL_4' {
  if (rank === undefined || rank <= RANK.NOT_REQUIRED) return 'LEVEL_1';
  if (rank <= RANK.VISA_ON_ARRIVAL) return 'LEVEL_2';
  if (rank === RANK.NO_ADMISSION) return 'LEVEL_4';
  return 'LEVEL_3';
}

function headlineFactsOf(itinerary: Itinerary, results: CheckpointResult[]): HeadlineFacts {
  const facts: HeadlineFacts = { alsoNeeded: [] };
  if (itinerary.notice) facts.notice = itinerary.notice;
  if (itinerary.domestic && !itinerary.notice) {
    facts.domestic = { territory: itinerary.originTerritory, requirements: results.reduce((n, r) => n + r.answer.active.length, 0) };
    return facts;
  }
  const lastNode = itinerary.places.length - 1;
  for (const { checkpoint, answer } of results) {
    if (answer.active.some(restrictsOutsideVisa)) (facts.restricted ??= []).push(checkpoint.territory);
    if (checkpoint.nodeIndex === lastNode && checkpoint.kind === 'ENTRY') {
      const days = answer.visa?.record.lengthOfStayDays;
      facts.destination = { territory: checkpoint.territory, passport: answer.passport, rank: answer.rank };
      if (days !== undefined) facts.destination.days = days;
      // "May be required": the answer depends on something the request did not say (a document held).
      if (answer.visa?.enforcement === 'MAY_BE_REQUIRED') facts.destination.conditional = true;
      // "You need a visa" alone would hide that the visa classes most travellers need are not issued.
      if (answer.visa?.record.tags?.includes('partial-suspension')) facts.destination.partlySuspended = true;
    // A record of another territory (Pakistan's polio exit rule at the first connection) is not
    // something the connection's country asks for: it does not name that country.
    } else if (answer.rank >= RANK.ETA && answer.rank !== RANK.UNKNOWN || answer.active.some((e) => e.enforcement === 'MANDATORY' && e.event.slot !== 'visa' && e.event.type !== 'RESTRICTION' && e.record.location === checkpoint.territory)) {
      const mandatory = answer.visa !== undefined && answer.visa.enforcement === 'MANDATORY';
      facts.alsoNeeded.push({ territory: checkpoint.territory, kind: checkpoint.kind === 'TRANSIT' ? 'TRANSIT' : 'ENTRY', rank: answer.rank, mandatory });
    }
  }
  return facts;
}

/** A restriction that is not the visa answer itself and that the traveller must heed. */
function restrictsOutsideVisa(e: FiredEvent): boolean {
  return e.event.type === 'RESTRICTION' && e.event.slot !== 'visa' && e.enforcement !== 'NOT_REQUIRED';
}

/**
 * The dates a passport-validity record gives this trip: valid until `months` after arrival or
 * departure (when the trip says when the traveller leaves; with an `area`, when it leaves the
 * area), issued within `issuedWithinYears` before arrival.
 */
function passportDate(record: RecordDefinition, cp: Checkpoint, itinerary: Itinerary, nodes: TripRequestDocument['data']['attributes']['travelNodes'], passport: HeldPassport | undefined): PassportDateFact {
  const v = record.passportValidity!;
  const fact: PassportDateFact = { territory: record.location };
  const departure = (): string | null => (v.area ? areaDeparture(v.area, cp, itinerary, nodes) : cp.departureDate);
  if (v.days !== undefined) {
    // Days count literally from `from`: 0 days from ARRIVAL is "valid on the day of entry".
    const from = v.from === 'ARRIVAL' ? cp.date : departure();
    if (from !== null) fact.validUntil = addDays(from, v.days);
  } else {
    // months 0 means "valid for the whole stay": until the departure, whatever `from` says.
    const months = v.months ?? 0;
    const from = v.from === 'ARRIVAL' && months > 0 ? cp.date : departure();
    if (from !== null) fact.validUntil = addMonths(from, months);
  }
  if (v.issuedWithinYears !== undefined) fact.issuedOnOrAfter = addDays(addMonths(cp.date, -12 * v.issuedWithinYears), 1);
  // A date past the calendar (a trip in 9999) is not stated rather than written wrong.
  if (fact.validUntil !== undefined && outOfRange(fact.validUntil)) delete fact.validUntil;
  if (fact.issuedOnOrAfter !== undefined && outOfRange(fact.issuedOnOrAfter)) delete fact.issuedOnOrAfter;
  if (passport) {
    fact.expiry = passport.expiryDate;
    // Whatever the rule, a passport that has expired by the day of arrival fails it; without a
    // computed date (no departure given) it is checked against the earliest date the rule can give.
    if (fact.validUntil !== undefined) fact.validMet = passport.expiryDate >= fact.validUntil;
    else {
      // No departure date: the traveller leaves on the day of arrival at the earliest, so a passport
      // that fails the rule counted from the arrival fails it whatever the departure; say so, with
      // that earliest date ("valid until at least"). One that passes it gets no verdict.
      // (Expired before the arrival: said as such, "renew it before you travel".)
      const earliest = v.days !== undefined ? addDays(cp.date, v.days) : addMonths(cp.date, v.months ?? 0);
      if (passport.expiryDate < cp.date) fact.validMet = false;
      else if (passport.expiryDate < earliest && !outOfRange(earliest)) {
        fact.validUntil = earliest;
        fact.validMet = false;
      }
    }
    if (passport.issueDate !== undefined) {
      fact.issueDate = passport.issueDate;
      if (fact.issuedOnOrAfter !== undefined) fact.issuedMet = passport.issueDate >= fact.issuedOnOrAfter;
    }
  }
  return fact;
}

/**
 * The grouping enforcement of a passport-validity record given the traveller's passport: a failed
 * check is MANDATORY (the passport must be renewed), a check passed on every date the rule gives
 * (validity, and the issue date where the rule has one) is NOT_REQUIRED (nothing left to do), anything else keeps the rule's own enforcement.
 */
function verdictEnforcement(f: PassportDateFact, own: Enforcement): Enforcement {
  if (f.validMet === false || f.issuedMet === false) return 'MANDATORY';
  return f.validMet === true && (f.issuedOnOrAfter === undefined || f.issuedMet === true) ? 'NOT_REQUIRED' : own;
}

/**
 * The coverage entries of every checkpoint (with the texts of PARTIAL and NOT_COVERED ones), and
 * the words they add: an alert per territory with topics not researched (not at the traveller's
 * own country), and the headline's gaps.
 */
function coverageOf(input: EnvelopeInput, headline: HeadlineFacts, alerts: string[]): CoverageEntry[] {
  const { itinerary, results, texts } = input;
  const entries: CoverageEntry[] = [];
  const lastNode = itinerary.places.length - 1;
  const gapsBy = new Map<string, CoverageTopic[]>();
  let destinationGaps: { territory: string; topics: CoverageTopic[] } | undefined;
  for (const { checkpoint, answer } of results) {
    const own = checkpointCoverage(input.coverage, checkpoint, answer);
    const missing: CoverageTopic[] = [];
    for (const entry of own) {
      if (entry.status !== 'COVERED') entry.text = texts.coverageText(entry);
      // VISA gaps already have their own headline ("no visa information"); FEES are shown, not alerted.
      if (entry.status === 'NOT_COVERED' && entry.topic !== 'VISA' && entry.topic !== 'FEES') missing.push(entry.topic);
      entries.push(entry);
    }
    // At home, or where entry is refused anyway, the gaps are no news worth an alert.
    if (!missing.length || answer.rank === RANK.CITIZEN || answer.rank === RANK.NO_ADMISSION) continue;
    const known = gapsBy.get(checkpoint.territory);
    if (known) for (const t of missing) { if (!known.includes(t)) known.push(t); }
    else gapsBy.set(checkpoint.territory, missing);
    if (checkpoint.nodeIndex === lastNode && checkpoint.kind === 'ENTRY') destinationGaps = { territory: checkpoint.territory, topics: missing };
  }
  for (const [territory, topics] of gapsBy) alerts.push(texts.coverageAlert(territory, topics));
  const others = [...gapsBy.keys()].filter((t) => t !== destinationGaps?.territory);
  if (destinationGaps || others.length) headline.gaps = { ...(destinationGaps ? { destination: destinationGaps } : {}), others };
  return entries;
}

/** Departure from the last consecutive node inside `area` from this checkpoint on; null when the trip ends inside it. */
function areaDeparture(area: readonly string[], cp: Checkpoint, itinerary: Itinerary, nodes: TripRequestDocument['data']['attributes']['travelNodes']): string | null {
  let last = cp.nodeIndex;
  while (last + 1 < itinerary.places.length && area.includes(itinerary.places[last + 1]!.territory)) last++;
  return last + 1 < itinerary.places.length ? nodes[last]!.departure?.date ?? null : null;
}
