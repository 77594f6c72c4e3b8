// Implements the envelope's Texts port for one locale with i18next. Localized records are built
// once per locale and reused (they do not depend on the trip).
import type { TFunction } from 'i18next';
import { shareRecord } from '../envelope/serialise.js';
import type { HeadlineFacts, PassportDateFact, Texts, UpcomingFact } from '../envelope/texts.js';
import type { Notice, Place } from '../itinerary/model.js';
import { RANK, type Rank } from '../rules/favourable.js';
import type { RecordDefinition } from '../rules/model.js';
import type { CoverageEntry, CoverageTopic, GroupType, ProcedureRecord, RestrictionRecord } from '../schema/generated.js';
import { newestDate } from '../rules/coverage.js';
import type { I18n } from './i18n.js';
import { parentLocale } from './locale.js';
import { productAttributes } from '../prices/view.js';
import { missionTexts } from './missions.js';

export interface NameLookup {
  territoryName(alpha3: string, locale: string): string;
  regionName(code: string, locale: string): string;
  airportName(iata: string, locale: string): string;
}

const RANK_KEY: Record<Rank, string> = {
  [RANK.CITIZEN]: 'citizen', [RANK.NOT_REQUIRED]: 'notRequired', [RANK.ETA]: 'eta', [RANK.E_VISA]: 'eVisa',
  [RANK.VISA_ON_ARRIVAL]: 'visaOnArrival', [RANK.EMBASSY_VISA]: 'embassyVisa', [RANK.NO_ADMISSION]: 'noAdmission', [RANK.UNKNOWN]: 'unknown',
};

/** Formatted dates kept per locale (about ten years of days). */
const MAX_DATES = 4000;

export function createTexts(i18n: I18n, names: NameLookup, locale: string): Texts {
  const t: TFunction = i18n.fixedT(locale);
  const tr = i18n.translator(locale);
  const has = (key: string): boolean => (t(key, { defaultValue: '\u0000' } as never) as unknown) !== '\u0000';
  // Names depend only on the code and the locale: looked up once per code. Unknown codes (which
  // name themselves) are not kept, so odd input cannot grow the maps.
  const plainNames = new Map<string, string>();
  const territoryName = (code: string): string => {
    let name = plainNames.get(code);
    if (name === undefined) {
      name = names.territoryName(code, locale);
      if (name !== code) plainNames.set(code, name);
    }
    return name;
  };
  // Inside a sentence some names take an article ("the United Kingdom"); the optional, per-language
  // grammar namespace says so, and falls back to the plain name.
  const sentenceNames = new Map<string, string>();
  const inSentence = (code: string): string => {
    let name = sentenceNames.get(code);
    if (name === undefined) {
      // A locale that inherits (en-GB from en-US) has the grammar of its parent unless it overrides it.
      const own = i18n.own(locale, 'grammar', `inSentence.${code}`) ?? (parentLocale(locale) ? i18n.own(parentLocale(locale)!, 'grammar', `inSentence.${code}`) : undefined);
      name = typeof own === 'string' ? own : territoryName(code);
      if (plainNames.has(code) || typeof own === 'string') sentenceNames.set(code, name);
    }
    return name;
  };
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const eitherList = new Intl.ListFormat(locale, { style: 'long', type: 'disjunction' });
  const topicNames = (topics: readonly CoverageTopic[]): string => eitherList.format(topics.map((x) => tr(`common:coverage.topics.${x}`)));
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  // Intl formatting costs about a microsecond a call; trips repeat dates, so each is formatted once
  // (up to MAX_DATES of them per locale, then without keeping more).
  const formattedDates = new Map<string, string>();
  const formatDate = (d: string): string => {
    let text = formattedDates.get(d);
    if (text === undefined) {
      text = dates.format(new Date(`${d}T00:00:00Z`));
      if (formattedDates.size < MAX_DATES) formattedDates.set(d, text);
    }
    return text;
  };
  const placeName = (p: Place): string =>
    p.kind === 'AIRPORT' ? names.airportName(p.code, locale) : p.kind === 'REGION' ? names.regionName(p.code, locale) : territoryName(p.code);
  const records = new Map<string, ProcedureRecord | RestrictionRecord>();

  function record(def: RecordDefinition): ProcedureRecord | RestrictionRecord {
    const cached = records.get(def.id);
    if (cached) return cached;
    const params = { ...(def.textParams ?? {}), location: territoryName(def.location) };
    const more = t(`${def.text}.more`, { ...params, returnObjects: true, defaultValue: [] } as never) as unknown;
    const attributes: ProcedureRecord['attributes'] = {
      category: def.category,
      ...(def.subCategory !== undefined ? { subCategory: def.subCategory } : {}),
      title: tr(`${def.text}.title`, params),
      description: tr(`${def.text}.description`, params),
      more: Array.isArray(more) ? more.map(String) : [],
      actions: (def.actions ?? []).map((a) => ({ type: 'LINK' as const, title: tr(`common:actions.${a.label}`), url: a.url })),
      sources: def.sources,
      ...sourceDateOf(def),
      lastUpdatedAt: def.lastUpdatedAt,
      createdAt: def.createdAt,
      startDate: def.startDate ?? null,
      endDate: def.endDate ?? null,
      enforcement: def.enforcement,
      documentTypes: def.documentTypes ?? [],
      tags: def.tags ?? [],
      travelPurposes: def.travelPurposes ?? [],
      lengthOfStay: def.lengthOfStayDays !== undefined
        ? [{ type: 'DAYS', value: def.lengthOfStayDays, text: tr('common:stay.days', { count: def.lengthOfStayDays }) }]
        : [],
      ...(def.passportValidity !== undefined ? { passportValidity: def.passportValidity } : {}),
      ...productAttributes(def, locale, tr),
      included: (def.included ?? []).map((code) => ({ code, text: territoryName(code), type: 'PASSPORT' as const })),
      icon: { name: def.icon ?? 'info' },
    };
    const relationships = { location: { data: { id: def.location, type: 'LOCATION' as const } } };
    const built = def.type === 'RESTRICTION'
      ? { id: def.id, type: 'RESTRICTION' as const, attributes, relationships }
      : { id: def.id, type: def.type, attributes, relationships };
    records.set(def.id, shareRecord(built));
    return built;
  }

  function headline(f: HeadlineFacts): string {
    if (f.notice) return tr(`common:headline.notice.${f.notice.type}`, noticeParams(f.notice));
    if (f.domestic) {
      return tr(f.domestic.requirements > 0 ? 'common:headline.domestic' : 'common:headline.domesticNone', { country: inSentence(f.domestic.territory) });
    }
    const parts: string[] = [];
    // A passport that fails a validity rule is what the traveller must fix first.
    for (const p of f.passportProblems ?? []) {
      const params = { country: inSentence(p.territory), date: p.validUntil && formatDate(p.validUntil), issued: p.issuedOnOrAfter && formatDate(p.issuedOnOrAfter), expiry: p.expiry && formatDate(p.expiry) };
      parts.push(tr(p.validMet === false ? (p.validUntil !== undefined ? 'common:headline.passportTooSoon' : 'common:headline.passportExpired') : 'common:headline.passportIssuedTooEarly', params));
    }
    // A restriction outside the visa answer (an entry ban, a quarantine) comes before it: "no visa
    // needed" alone would read as "you can go".
    if (f.restricted?.length) parts.push(tr('common:headline.restricted', { countries: list.format(unique(f.restricted.map(inSentence))) }));
    if (f.destination) {
      const d = f.destination;
      const may = d.conditional === true && d.rank >= RANK.ETA && d.rank <= RANK.EMBASSY_VISA;
      const key = may ? (d.rank === RANK.ETA ? 'mayEta' : 'mayVisa') : d.rank === RANK.NOT_REQUIRED && d.days !== undefined ? 'notRequiredDays' : RANK_KEY[d.rank];
      // passport: the plain name, for languages that write it in brackets; passportIssuer: the name as a
      // sentence takes it ("a passport issued by the United Kingdom"), not an adjective made of a name.
      parts.push(tr(`common:headline.destination.${key}`, { country: inSentence(d.territory), passport: territoryName(d.passport), passportIssuer: inSentence(d.passport), days: d.days, count: d.days }));
      if (d.partlySuspended) parts.push(tr('common:headline.destination.partlySuspended', { country: inSentence(d.territory) }));
    }
    // Checkpoints on the way say which document they need: transits an ETA, a transit visa, or one
    // that may be needed; entries a visa or an ETA the traveller must get, else "documents".
    const isVisa = (r: Rank): boolean => r === RANK.E_VISA || r === RANK.EMBASSY_VISA || r === RANK.VISA_ON_ARRIVAL;
    const byKey = new Map<string, string[]>();
    for (const a of f.alsoNeeded) {
      const key = a.kind === 'ENTRY'
        ? (a.mandatory && a.rank === RANK.ETA ? 'alsoEntryEta' : a.mandatory && isVisa(a.rank) ? 'alsoEntryVisa' : 'alsoEntry')
        : a.rank === RANK.ETA ? (a.mandatory ? 'alsoTransitEta' : 'alsoTransit')
          : isVisa(a.rank) ? (a.mandatory ? 'alsoTransitVisa' : 'alsoTransitMayVisa') : 'alsoTransit';
      const names = byKey.get(key);
      if (names) names.push(inSentence(a.territory));
      else byKey.set(key, [inSentence(a.territory)]);
    }
    for (const key of ['alsoTransitVisa', 'alsoTransitEta', 'alsoTransitMayVisa', 'alsoTransit', 'alsoEntryVisa', 'alsoEntryEta', 'alsoEntry']) {
      const names = byKey.get(key);
      if (names) parts.push(tr(`common:headline.${key}`, { countries: list.format(unique(names)) }));
    }
    // Never a clear answer where a kind of requirement was not researched.
    if (f.gaps?.destination) parts.push(tr('common:headline.notResearched', { country: inSentence(f.gaps.destination.territory), topics: topicNames(f.gaps.destination.topics) }));
    if (f.gaps?.others.length) parts.push(tr('common:headline.notResearchedOther', { countries: list.format(f.gaps.others.map(inSentence)) }));
    return unique(parts).join(' ');
  }

  function noticeParams(n: Notice): Record<string, string> {
    switch (n.type) {
      case 'SAME_REGION': return { region: names.regionName(n.region, locale) };
      case 'BETWEEN_AIRPORTS': return { from: n.from, to: n.to, fromName: names.airportName(n.from, locale), toName: names.airportName(n.to, locale) };
      case 'AIRPORT_AND_REGION_COUNTRY': return { airport: n.airport, airportName: names.airportName(n.airport, locale), country: inSentence(n.territory) };
      case 'WITHIN_COUNTRY': return { country: inSentence(n.territory) };
    }
  }

  // Texts without parameters are the same for every trip: translated once per locale.
  const copyright = tr('common:meta.copyright');
  const groupNames = new Map<GroupType, string>();
  const groupTooltips = new Map<GroupType, string | undefined>();

  return {
    locale,
    copyright: () => copyright,
    groupName(type: GroupType) {
      let name = groupNames.get(type);
      if (name === undefined) groupNames.set(type, (name = tr(`common:groups.${type}.name`)));
      return name;
    },
    groupTooltip(type: GroupType) {
      if (!groupTooltips.has(type)) groupTooltips.set(type, has(`common:groups.${type}.tooltip`) ? tr(`common:groups.${type}.tooltip`) : undefined);
      return groupTooltips.get(type);
    },
    upcomingHeadline: (items: UpcomingFact[]) =>
      unique(items.map((i) => tr('common:upcoming.item', { country: inSentence(i.territory), date: formatDate(i.startDate) }))).join(' '),
    headline,
    alert: (n: Notice) => (has(`common:alerts.${n.type}`) ? tr(`common:alerts.${n.type}`, noticeParams(n)) : undefined),
    territoryName,
    transitName: (code: string) => tr('common:grouping.transit', { country: territoryName(code) }),
    passportHeadline(items: PassportDateFact[]) {
      const sentences = items.filter((i) => i.validUntil !== undefined || i.issuedOnOrAfter !== undefined || i.validMet === false).map((i) => {
        const params = {
          country: inSentence(i.territory), date: i.validUntil && formatDate(i.validUntil), issued: i.issuedOnOrAfter && formatDate(i.issuedOnOrAfter),
          expiry: i.expiry && formatDate(i.expiry), issuedOn: i.issueDate && formatDate(i.issueDate),
        };
        const key = (name: string): string => tr(`common:passportValidity.${name}`, params);
        // Without the traveller's passport: the dates. With it: the verdict on each date the rule gives.
        if (i.validMet === undefined && i.issuedMet === undefined) {
          return key(i.validUntil !== undefined ? (i.issuedOnOrAfter !== undefined ? 'validUntilIssued' : 'validUntil') : 'issued');
        }
        const said: string[] = [];
        if (i.validMet !== undefined) said.push(key(i.validMet ? 'met' : i.validUntil !== undefined ? 'notMet' : 'expired'));
        else if (i.validUntil !== undefined) said.push(key('validUntil'));
        if (i.issuedMet !== undefined) said.push(key(i.issuedMet ? 'issuedMet' : 'issuedTooEarly'));
        else if (i.issuedOnOrAfter !== undefined) said.push(key('issued'));
        return said.join(' ');
      });
      return sentences.length ? unique(sentences).join(' ') : undefined;
    },
    placeName,
    record,
    coverageText: (e: CoverageEntry) =>
      tr(e.status === 'PARTIAL' ? 'common:coverage.partial' : 'common:coverage.notCovered', { country: inSentence(e.territory), topic: topicNames([e.topic]) }),
    coverageAlert: (territory: string, topics: CoverageTopic[]) =>
      tr('common:coverage.alert', { country: inSentence(territory), topics: topicNames(topics) }),
    label: (key: string, params?: Record<string, unknown>) => tr(`common:${key}`, params),
    ...missionTexts({ tr, inSentence, placeName }),
  };
}

/** newestSourceDate of a record: the newest of its sources' dates, when any is dated. */
function sourceDateOf(def: RecordDefinition): { newestSourceDate?: string } {
  const d = newestDate(def.sources);
  return d === undefined ? {} : { newestSourceDate: d };
}

function unique(xs: string[]): string[] {
  return [...new Set(xs)];
}
