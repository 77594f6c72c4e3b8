// The health table as the tests read it: the sourced data the importer turns into rules/health/.
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildCoverage, DEFAULT_TABLE, type HealthTable } from '../../scripts/import-health.js';

/** data/health/who-yellow-fever.json, read afresh on each call. */
export const table = (): HealthTable => JSON.parse(readFileSync(DEFAULT_TABLE, 'utf8')) as HealthTable;

/** Every source the table cites for a rule, a "none required" row, a whole-list row or a polio rule. */
export const allSources = (t: HealthTable) => [
  ...t.requirements.flatMap((r) => r.sources),
  ...(t.noneRequired ?? []).flatMap((r) => r.sources),
  ...(t.fullyResearched ?? []).flatMap((r) => r.sources),
  ...(t.polio ?? []).flatMap((r) => r.sources),
];

/**
 * A destination answered "no vaccination required" as a whole: its noneRequired and fullyResearched
 * rows rest on the same sources, polio is NONE_REQUIRED and the generated scope says so. Returns the
 * whole-list row for the caller's own checks of its source.
 */
export function wholeListNone(t: HealthTable, cc: string) {
  const none = t.noneRequired!.find((n) => n.territory === cc)!;
  const full = t.fullyResearched!.find((f) => f.territory === cc)!;
  expect(full.polio).toBe('NONE_REQUIRED');
  expect(full.sources).toEqual(none.sources);
  expect(full.scope).toMatch(/no vaccination is required for entry, so no yellow fever certificate and no proof of polio vaccination/);
  return full;
}

/** The HEALTH coverage statement the importer generates for a territory (undefined when none). */
export const statement = (t: HealthTable, cc: string) => buildCoverage(t).find((c) => c.territories.includes(cc));

/** Whether the table answers a territory at all: a rule, a "none required" row or a whole-list row. */
export const hasRow = (t: HealthTable, cc: string): boolean =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].some((r) => r.territory === cc);

/** The host names (without www.) of every source the table cites. */
export const citedHosts = (t: HealthTable): string[] => allSources(t).map((s) => new URL(s.url).hostname.replace(/^www\./, ''));

/** The public repository of word-for-word scrapes of official advice pages that the sixteenth pass read. */
export const ADVICE_SCRAPES = 'marcolussetti/travel-advisories';

/**
 * Whether a territory was answered by the sixteenth pass (healthfa, healthfm) on the official advice pages
 * kept in ADVICE_SCRAPES: a rule, "none required" or whole-list row of its own citing such a page. Tests of
 * earlier passes pin "no row yet" or "still PARTIAL" states; they skip these territories, which
 * test/health/health-pass16-a-l.test.ts pins instead.
 */
export const answeredFromScrapes = (t: HealthTable, cc: string): boolean =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].some(
    (r) => r.territory === cc && r.sources.some((s) => (s as { note?: string }).note?.includes(ADVICE_SCRAPES)),
  );

/** The public repository holding the Markdown copy of the Auswärtiges Amt's travel and safety advice (2024) that the AA pass read. */
export const AA_COPY = 'LBroe/Reisehinweise';

/**
 * Whether a territory was answered by the Auswärtiges Amt pass (branch aahealth): a rule, "none required" or
 * whole-list row citing the German Foreign Office's page (AA_COPY). Tests of earlier passes that pin "no whole
 * list", "still PARTIAL" or "no row" skip these territories; test/health/health-aa.test.ts pins them instead.
 */
export const answeredFromAA = (t: HealthTable, cc: string): boolean =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].some(
    (r) => r.territory === cc && r.sources.some((s) => (s as { note?: string }).note?.includes(AA_COPY)),
  );

/** The public repository holding the 2026 advice pages of 16 governments as text that the Reisadviezen-buddy pass read. */
export const NWW_COPY = 'JGNWW/Reisadviezen-buddy';

/**
 * Whether the Reisadviezen-buddy pass (branch nwwhealth) gave a territory a rule, "none required" or whole-list
 * row of its own, or a source on one of its rows, citing a 2026 page kept in NWW_COPY. Tests of earlier passes
 * that pin "no whole list", "still PARTIAL", "no row" or an exact list of sources skip these territories or
 * allow the added 2026 source; test/health/health-nww.test.ts pins them instead.
 */
export const answeredFromNWW = (t: HealthTable, cc: string): boolean =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].some(
    (r) => r.territory === cc && r.sources.some((s) => (s as { note?: string }).note?.includes(NWW_COPY)),
  );

/** A row's sources without those the Reisadviezen-buddy pass appended (the earlier passes' sources, as they pinned them). */
export const withoutNWW = <S extends { note?: string }>(sources: S[]): S[] => sources.filter((s) => !s.note?.includes(NWW_COPY));

/**
 * Answered by the Auswärtiges Amt pass (aahealth) or by the Reisadviezen-buddy pass (nwwhealth): the earlier passes'
 * tests that skipped what the AA pass answered skip what the Reisadviezen-buddy pass answered too (Bhutan, Mexico,
 * the United States, Vanuatu, Mauritius: test/health/health-nww.test.ts pins them).
 */
export const answeredLater = (t: HealthTable, cc: string): boolean => answeredFromAA(t, cc) || answeredFromNWW(t, cc);

/** The marker of the healthrest pass (issue 26) in the notes of the sources it added or marked superseded. */
export const HEALTHREST = 'the healthrest pass, branch healthrest';

/**
 * Answered or changed by the healthrest pass (the 2026 pages of JGNWW/Reisadviezen-buddy read again for the 31 PARTIAL
 * destinations): a row of the territory cites a source that pass added or marked superseded. Earlier passes' tests skip
 * these destinations or count only their own sources; test/health/healthrest.test.ts pins them.
 */
export const answeredFromHealthrest = (t: HealthTable, cc: string): boolean =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].some(
    (r) => r.territory === cc && r.sources.some((s) => (s as { note?: string }).note?.includes(HEALTHREST)),
  );

/** A row's sources without those the healthrest pass added. */
export const withoutHealthrest = <S extends { note?: string }>(sources: S[]): S[] => sources.filter((s) => !s.note?.includes(HEALTHREST));

/**
 * Whether a row of the territory (yellow fever, none required, whole list, polio, other vaccinations) cites a source
 * whose note carries a pass's marker: the pass added it or marked it superseded.
 */
const citesPass = (t: HealthTable, cc: string, marker: string): boolean =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? []), ...(t.polio ?? []), ...(t.otherVaccinations ?? [])].some(
    (r) => r.territory === cc && r.sources.some((s) => (s as { note?: string }).note?.includes(marker)),
  );

/** The marker of the healthlead pass (issue 26) in the notes of the sources it added or marked superseded. */
export const HEALTHLEAD = 'the healthlead pass, branch healthlead';

/**
 * Answered or changed by the healthlead pass (Uganda, Egypt, Morocco; Macao's PARTIAL statement): a row of the territory
 * (polio rows included) cites a source that pass added or marked superseded. Earlier passes' tests skip these
 * destinations; test/health/healthlead.test.ts pins them.
 */
export const answeredFromHealthlead = (t: HealthTable, cc: string): boolean => citesPass(t, cc, HEALTHLEAD);

/** The marker of the healthsettle pass (issue 26) in the notes of the sources it added or marked superseded. */
export const HEALTHSETTLE = 'the healthsettle pass, branch healthsettle';

/**
 * Answered or changed by the healthsettle pass (the lead's steps (a)-(e) for disagreeing pages applied to the 15 PARTIAL
 * destinations: AGO CUB FSM GNQ IRN NPL PHL SDN VNM settled): a row of the territory cites a source that pass added or
 * marked superseded. Earlier passes' tests that pin "still PARTIAL", "no row" or the former rule skip these destinations;
 * test/health/healthsettle.test.ts pins them.
 */
export const answeredFromHealthsettle = (t: HealthTable, cc: string): boolean => citesPass(t, cc, HEALTHSETTLE);

/** The marker of the healthmhl pass (issue 26) in the notes of the sources it added or marked superseded. */
export const HEALTHMHL = 'the healthmhl pass, branch healthmhl';

/**
 * Answered or changed by the healthmhl pass (the Marshall Islands: measles (MMR) proof modelled as an otherVaccinations
 * entry, yellow fever a rule for arrivals from risk countries by step (c), a whole-list row): a row of the territory cites
 * a source that pass added or marked superseded. Earlier passes' tests that pin "still PARTIAL", "no row" or the former
 * "none required" row skip these destinations; test/health/healthmhl.test.ts pins them.
 */
export const answeredFromHealthmhl = (t: HealthTable, cc: string): boolean => citesPass(t, cc, HEALTHMHL);

/** The marker of the terrhealth pass (issue 26, the territories) in the notes of the sources it added or marked not followed. */
export const TERRHEALTH = 'the terrhealth pass, branch terrhealth';

/**
 * Answered or changed by the terrhealth pass (whole lists for 25 territories from the 2026 pages of 16 governments, the
 * sovereign's rule for the U.S. and Australian territories, Cook Islands' yellow fever by step (c), Réunion's dispute by
 * step (e)): a row of the territory cites a source that pass added or marked not followed. Earlier passes' tests that pin
 * "still PARTIAL", "no row", an exact list of sources or the former "none required" row skip these territories;
 * test/health/terrhealth.test.ts pins them.
 */
export const answeredFromTerrhealth = (t: HealthTable, cc: string): boolean => citesPass(t, cc, TERRHEALTH);


/** The COVERED statements of territories the terrhealth pass answered (none of them was COVERED before it): earlier count tests add them. */
export const terrhealthCovered = (t: HealthTable): number =>
  buildCoverage(t).filter((c) => c.status === 'COVERED' && answeredFromTerrhealth(t, c.territories[0]!)).length;
