// The committed table of official application portals (data/links/official-portals.json) that the
// matrix import merges into generated records as an `apply` action. Pure: the table is a value.

/** Dataset values of the matrix a portal may be attached to. */
export const LINKABLE_ANSWERS = ['e-visa', 'eta', 'visa on arrival'] as const;

/** Source tiers (schemas/common.schema.json SourceTier); OFFICIAL_TIERS are read from a government's own copy. */
export const SOURCE_TIERS = ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED'] as const;
const OFFICIAL_TIERS: readonly string[] = ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL'];
/** Second-level labels that country registries reserve for government bodies (gov.pk, gouv.tg, gob.bo, go.ke). */
const GOVERNMENT_DOMAIN = /(^|\.)(gov|gouv|gob|go|govt)\.[a-z]{2}$/;

export interface PortalSource {
  type: 'GOVERNMENT' | 'ORGANIZATION';
  title: string;
  url: string;
  readAt: string;
  tier: (typeof SOURCE_TIERS)[number];
  note?: string;
  publishedAt?: string;
  /** For tier REPORTED: the official notice the report quotes. */
  quotes?: string;
}
export interface PortalLink { destination: string; answer: (typeof LINKABLE_ANSWERS)[number]; url: string; sources: PortalSource[] }
/** An answer researched without a link, and why (no official page naming the portal, sources disagree, ...). */
export interface PortalLeftOut { destination: string; answer: (typeof LINKABLE_ANSWERS)[number]; reason: string }
export interface PortalTable { description: string; readAt: string; links: PortalLink[]; leftOut?: PortalLeftOut[] }

const urlWith = (u: unknown, protocols: string[]): URL | undefined => {
  if (typeof u !== 'string') return undefined;
  try {
    const url = new URL(u);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
};

const alpha3 = (v: unknown): boolean => typeof v === 'string' && /^[A-Z]{3}$/.test(v);
const linkable = (v: unknown): boolean => (LINKABLE_ANSWERS as readonly string[]).includes(v as string);

function sourceProblems(s: Partial<PortalSource> | null, at: string): string[] {
  const out: string[] = [];
  // As every rule-file source (rules lint INSECURE_SOURCE): an http-only copy is named in a note, not cited.
  if (!s || !urlWith(s.url, ['https:'])) out.push(`${at}.url must be https`);
  if (!s || typeof s.title !== 'string' || !s.title) out.push(`${at}.title is missing`);
  if (!s || typeof s.readAt !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s.readAt)) out.push(`${at}.readAt must be YYYY-MM-DD`);
  if (!s || (s.type !== 'GOVERNMENT' && s.type !== 'ORGANIZATION')) out.push(`${at}.type must be GOVERNMENT or ORGANIZATION`);
  if (!s || !(SOURCE_TIERS as readonly string[]).includes(s.tier as string)) out.push(`${at}.tier must be one of ${SOURCE_TIERS.join(', ')}`);
  else if (s.tier === 'REPORTED' && (typeof s.quotes !== 'string' || !s.quotes)) out.push(`${at} is REPORTED: "quotes" must name the official notice the report quotes`);
  return out;
}

/** Problems of a portal table (empty when it may be imported). */
export function portalTableProblems(value: unknown): string[] {
  const out: string[] = [];
  const t = value as Partial<PortalTable> | null;
  if (!t || typeof t !== 'object' || !Array.isArray(t.links)) return ['links must be an array'];
  const seen = new Set<string>();
  t.links.forEach((l, i) => {
    const at = `links[${i}]`;
    if (!l || typeof l !== 'object') return void out.push(`${at} is not an object`);
    if (!alpha3(l.destination)) out.push(`${at}.destination must be an alpha-3 code`);
    if (!linkable(l.answer)) out.push(`${at}.answer must be one of ${LINKABLE_ANSWERS.join(', ')}`);
    const link = urlWith(l.url, ['https:']);
    if (!link) out.push(`${at}.url must be an https URL`);
    const key = `${l.destination}|${l.answer}`;
    if (seen.has(key)) out.push(`${at}: a second link for ${key}`);
    seen.add(key);
    if (!Array.isArray(l.sources) || l.sources.length === 0) return void out.push(`${at}.sources must name the official page that gives the address`);
    l.sources.forEach((s, j) => out.push(...sourceProblems(s, `${at}.sources[${j}]`)));
    // Without an official copy the address rests on reports of an official notice: then only under a
    // government-reserved domain (gov.tg, gouv.bj, ...), which no lookalike visa agent can register.
    const official = l.sources.some((s) => s && OFFICIAL_TIERS.includes(s.tier));
    if (!official && link && !GOVERNMENT_DOMAIN.test(link.hostname)) out.push(`${at}: ${link.hostname} is named only by reports; a reported address must be under a government-reserved domain`);
  });
  if (t.leftOut !== undefined) {
    if (!Array.isArray(t.leftOut)) return [...out, 'leftOut must be an array'];
    const left = new Set<string>();
    t.leftOut.forEach((l, i) => {
      const at = `leftOut[${i}]`;
      if (!l || typeof l !== 'object') return void out.push(`${at} is not an object`);
      if (!alpha3(l.destination)) out.push(`${at}.destination must be an alpha-3 code`);
      if (!linkable(l.answer)) out.push(`${at}.answer must be one of ${LINKABLE_ANSWERS.join(', ')}`);
      if (typeof l.reason !== 'string' || l.reason.length < 10) out.push(`${at}.reason must say why no link was taken`);
      const key = `${l.destination}|${l.answer}`;
      if (seen.has(key)) out.push(`${at}: ${key} has a link and is also left out`);
      if (left.has(key)) out.push(`${at}: ${key} is left out twice`);
      left.add(key);
    });
  }
  return out;
}

/** The links by "DEST|answer" (e.g. "AZE|e-visa"). */
export function portalIndex(table: PortalTable): Map<string, PortalLink> {
  return new Map(table.links.map((l) => [`${l.destination}|${l.answer}`, l]));
}
