// The committed table of official application portals (data/links/official-portals.json) that the
// matrix import merges into generated records as an `apply` action. Pure: the table is a value.

/** Dataset values of the matrix a portal may be attached to. */
export const LINKABLE_ANSWERS = ['e-visa', 'eta', 'visa on arrival'] as const;

export interface PortalSource { type: 'GOVERNMENT' | 'ORGANIZATION'; title: string; url: string; readAt: string; note?: string }
export interface PortalLink { destination: string; answer: (typeof LINKABLE_ANSWERS)[number]; url: string; sources: PortalSource[] }
export interface PortalTable { description: string; readAt: string; links: PortalLink[] }

const https = (u: unknown): boolean => {
  if (typeof u !== 'string') return false;
  try {
    return new URL(u).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Problems of a portal table (empty when it may be imported). */
export function portalTableProblems(value: unknown): string[] {
  const out: string[] = [];
  const t = value as Partial<PortalTable> | null;
  if (!t || typeof t !== 'object' || !Array.isArray(t.links)) return ['links must be an array'];
  const seen = new Set<string>();
  t.links.forEach((l, i) => {
    const at = `links[${i}]`;
    if (!l || typeof l !== 'object') return void out.push(`${at} is not an object`);
    if (typeof l.destination !== 'string' || !/^[A-Z]{3}$/.test(l.destination)) out.push(`${at}.destination must be an alpha-3 code`);
    if (!(LINKABLE_ANSWERS as readonly string[]).includes(l.answer as string)) out.push(`${at}.answer must be one of ${LINKABLE_ANSWERS.join(', ')}`);
    if (!https(l.url)) out.push(`${at}.url must be an https URL`);
    const key = `${l.destination}|${l.answer}`;
    if (seen.has(key)) out.push(`${at}: a second link for ${key}`);
    seen.add(key);
    if (!Array.isArray(l.sources) || l.sources.length === 0) out.push(`${at}.sources must name the official page that gives the address`);
    else l.sources.forEach((s, j) => {
      if (!s || !https(s.url)) out.push(`${at}.sources[${j}].url must be https`);
      if (!s || typeof s.title !== 'string' || !s.title) out.push(`${at}.sources[${j}].title is missing`);
      if (!s || typeof s.readAt !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s.readAt)) out.push(`${at}.sources[${j}].readAt must be YYYY-MM-DD`);
      if (!s || (s.type !== 'GOVERNMENT' && s.type !== 'ORGANIZATION')) out.push(`${at}.sources[${j}].type must be GOVERNMENT or ORGANIZATION`);
    });
  });
  return out;
}

/** The links by "DEST|answer" (e.g. "AZE|e-visa"). */
export function portalIndex(table: PortalTable): Map<string, PortalLink> {
  return new Map(table.links.map((l) => [`${l.destination}|${l.answer}`, l]));
}
