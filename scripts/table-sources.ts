// The sources of a row in a sourced data table (data/fees, data/forms): what every such source
// carries, and the one check the importers make before they generate anything from the row.
export const SOURCE_TIERS = ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED'] as const;
export type SourceTier = (typeof SOURCE_TIERS)[number];
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface TableSource {
  type: 'GOVERNMENT' | 'ORGANIZATION';
  title: string;
  url: string;
  tier: SourceTier;
  publishedAt?: string;
  /** For tier REPORTED (and only for it): the official notice the report quotes. */
  quotes?: string;
  readAt: string;
  note: string;
}

/** Calls `fail` with the first problem of a row's sources: none at all, not https, no title, read
 * date or note, an unknown type or tier, `quotes` missing on a REPORTED source (or present on
 * another), a malformed `publishedAt`. */
export function checkSources(name: string, sources: TableSource[], fail: (m: string) => never): void {
  if (!sources?.length) fail(`${name}: at least one source`);
  for (const s of sources) {
    if (!s.url?.startsWith('https://')) fail(`${name}: source ${s.url} is not https`);
    if (!s.title || !DATE.test(s.readAt) || !s.note) fail(`${name}: every source needs title, readAt and note`);
    if (s.type !== 'GOVERNMENT' && s.type !== 'ORGANIZATION') fail(`${name}: source type must be GOVERNMENT or ORGANIZATION`);
    if (!SOURCE_TIERS.includes(s.tier)) fail(`${name}: source ${s.url} needs a tier (${SOURCE_TIERS.join(', ')})`);
    if ((s.tier === 'REPORTED') !== (s.quotes !== undefined)) fail(`${name}: quotes is required for REPORTED sources and only for them`);
    if (s.publishedAt !== undefined && !DATE.test(s.publishedAt)) fail(`${name}: publishedAt must be YYYY-MM-DD`);
  }
}
