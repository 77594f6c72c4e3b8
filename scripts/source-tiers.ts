// Source tiers (schemas/common.schema.json SourceTier) for the sources of the files the freshness
// work owns: authorisations, fees, territories (and the mirrors the territory importer copies from
// the sovereign's files), the official portals table. A source that already states a tier keeps it;
// otherwise the tier follows from who published the page, looked up by host. Third-party copies of
// official notices are REPORTED and must say which notice they quote: those quotes are written here,
// one per known URL, never derived from text. An unknown host is an error, so a new source is
// classified by a person, not guessed.

export type SourceTier = 'DESTINATION_GOVERNMENT' | 'OTHER_OFFICIAL' | 'DATASET' | 'REPORTED';

export interface TierableSource {
  type: string;
  title: string;
  url: string;
  tier?: SourceTier;
  quotes?: string;
  [key: string]: unknown;
}

// Hosts of the destination's (or, for a territory, its sovereign's) own government, law, embassies
// and official portals. Checked against each record's location when the tiers were first assigned.
const DESTINATION_HOSTS: readonly string[] = [
  'as.gov', 'antarctica.gov.au', 'infrastructure.gov.au', 'homeaffairs.gov.au', 'immi.gov.au', 'legislation.gov.au', 'embassy.gov.au',
  'mfa.gov.az', 'evisa.gov.bh', 'gov.bm', 'cbc.gov.ky', 'customs.gov.fk', 'gibraltar.gov.gi', 'gov.uk', 'legislation.gov.uk',
  'parliament.uk', 'gov.wales', 'immigration.ms', 'gov.gs', 'sainthelena.gov.sh', 'borderforce.gov.tc', 'bvi.gov.vg',
  'justice.gc.ca', 'canada.ca', 'gouv.ci', 'gov.gg', 'gov.je', 'jerseylaw.je', 'gov.im', 'netherlandsandyou.nl',
  'netherlandsworldwide.nl', 'service-public.fr', 'usembassy.gov', 'uscis.gov', 'ait.org.tw', 'dhs.gov', 'reginfo.gov',
  'cbp.gov', 'usa.gov', 'govinfo.gov', 'voa.gov', 'fws.gov', 'gov.in', 'embassies.gov.il', 'emb-japan.go.jp', 'mofa.go.jp',
  'k-eta.go.kr', 'raja.fi', 'regeringen.ax', 'um.dk', 'nyidanmark.dk', 'immigration.govt.nz', 'mbie.govt.nz',
  'legislation.govt.nz', 'taaf.fr', 'npolar.no', 'norway.no', 'tzembassy.go.tz', 'mofa.go.ug', 'mfa.uz', 'mps.gov.vn',
  'mfa.gov.tr', 'kdmid.ru', 'ica.gov.sg', 'eta.gov.lk', 'evisa.gov.bw', 'moip.gov.mm', 'rop.gov.om', 'ica.gov.pg',
  'immigration.go.ug', 'mia.go.ug', 'imigrasi.go.id', 'mfa.gov.kg', 'egov.md', 'evisa.gov.md', 'thaiembassy.org',
  'embassy.mn', 'irembo.gov.rw', 'boca.gov.tw', 'evisa.gov.ge', 'evisa.mofa.go.jp', 'gov.kz', 'immd.gov.hk',
  'immigration.go.tz', 'mfa.gov.bt', 'gov.rw', 'visa.go.kr', 'zambiaimmigration.gov.zm', 'visitamericansamoa.org',
  'discovercookislands.com',
];

// Another government's official pages (a foreign ministry writing about a third country).
const OTHER_OFFICIAL_HOSTS: readonly string[] = ['exteriores.gob.es'];

// Law of the traveller's own state for Antarctica (no sovereign): the law that applies, but not a
// destination government.
const ANTARCTIC_LAW_HOSTS: readonly string[] = ['ciencia.gob.es'];

const DATASET_URLS: readonly string[] = ['https://github.com/imorte/passport-index-data'];

// Third-party pages quoting an official notice: the notice, as the page gives it.
const REPORTED_QUOTES: Readonly<Record<string, string>> = {
  'https://lewissilkin.com/insights/2025/01/21/uk-drops-eta-requirement-for-airside-transit-passengers':
    'Home Office announcement of 16 January 2025: passengers transiting airside at UK airports do not need an ETA (as Lewis Silkin gives it, 21 January 2025)',
  'https://www.aila.org/cbp-89-fr-3299-1-18-24':
    'U.S. Customs and Border Protection, interim final rule 89 FR 3299, Federal Register of 18 January 2024, effective 30 September 2024',
  'https://www.cathaypacific.com/cx/id_ID/travel-information/travel-preparation/travel-advisories/new-travel-requirements-for-passengers-travelling-to-nz.html':
    'Immigration New Zealand: NZeTA and International Visitor Conservation and Tourism Levy required from 1 October 2019 (as Cathay Pacific gives it, 6 August 2019)',
  'https://regulations.justia.com/regulations/fedreg/2025/06/10/2025-10669.html':
    'Proclamation 10949 of June 4, 2025, Federal Register 2025-10669 (90 FR 24497, 10 June 2025), copied by Justia Regulations',
  'https://www.everycrsreport.com/files/2025-12-19_IN12631_ac1fc8a6173209ca3b8043e566d5319f4686f0ea.html':
    'Congressional Research Service Insight IN12631 of 19 December 2025 on the proclamation of 16 December 2025, copied by EveryCRSReport',
  'https://www.bal.com/?p=9004111222159204':
    'U.S. Department of State announcement implementing Proclamation 10998 (visa issuance suspensions from 1 January 2026), as BAL gives it on 22 December 2025',
};

function hostMatches(host: string, list: readonly string[]): boolean {
  return list.some((h) => host === h || host.endsWith(`.${h}`));
}

/** The tier and, for REPORTED, the quoted notice of a source; throws for a host nobody classified. */
export function classifySource(source: TierableSource): { tier: SourceTier; quotes?: string } {
  if (source.tier) return source.quotes ? { tier: source.tier, quotes: source.quotes } : { tier: source.tier };
  const url = source.url;
  if (DATASET_URLS.some((u) => url.startsWith(u))) return { tier: 'DATASET' };
  if (url.startsWith('https://github.com/alphagov/')) return { tier: 'DESTINATION_GOVERNMENT' };
  const quotes = REPORTED_QUOTES[url];
  if (quotes) return { tier: 'REPORTED', quotes };
  const host = new URL(url).hostname;
  if (hostMatches(host, OTHER_OFFICIAL_HOSTS) || hostMatches(host, ANTARCTIC_LAW_HOSTS)) return { tier: 'OTHER_OFFICIAL' };
  if (hostMatches(host, DESTINATION_HOSTS)) return { tier: 'DESTINATION_GOVERNMENT' };
  throw new Error(`source-tiers: no tier known for ${url} ("${source.title}"): classify it by hand`);
}

/** A copy of the source with its tier (and quotes) set, keys in the project's usual order. */
export function withTier<T extends TierableSource>(source: T): T {
  const { tier, quotes } = classifySource(source);
  const out: TierableSource = { ...source, tier };
  if (quotes) out.quotes = quotes;
  return out as T;
}

/** Every source object inside a JSON value (objects with type, title and url), tiered in place. */
export function tierAllSources(value: unknown): number {
  let count = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) { node.forEach(walk); return; }
    if (node === null || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.url === 'string' && typeof obj.title === 'string' && typeof obj.type === 'string') {
      const { tier, quotes } = classifySource(obj as TierableSource);
      if (obj.tier !== tier || (quotes && obj.quotes !== quotes)) count += 1;
      obj.tier = tier;
      if (quotes) obj.quotes = quotes;
      return;
    }
    Object.values(obj).forEach(walk);
  };
  walk(value);
  return count;
}
