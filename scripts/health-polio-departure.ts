// Polio DEPARTURE requirements of the states under WHO's temporary recommendations (issue 26): the
// rows of the health table's `polioDeparture` array -> the records and rules of
// rules/health/polio-departure.json (scripts/import-health.ts writes the file).
//
// A departure requirement is checked when the traveller leaves the state, so it is answered at the
// checkpoint of the leg that leaves it (fact exitTerritory: the trip's origin or a territory entered
// earlier; never an airside transit), with the record's location the departure state. A dose is
// judged against the leg's departure date (fact vaccinationsAtExit, the same 12-months-to-4-weeks
// window as the vaccinations fact): a valid one wins the slot with a "met" record.
import type { ProcedureDefinition, Rule } from '../src/schema/generated.js';

export const POLIO_DEPARTURE_FILE = 'health/polio-departure.json';
export const POLIO_DEPARTURE_SLOT = 'polio-departure';
export const POLIO_DEPARTURE_MET_TEXT = 'health:polioDeparture.met';
const PRIORITY_REQUIRED = 10;
const PRIORITY_MET = 20;

type Source = ProcedureDefinition['sources'][number];

/** A state that requires (or, under WHO's recommendation, may require) proof of polio vaccination of departing travellers. */
export interface PolioDeparture {
  territory: string;
  text: string;
  /** MANDATORY when the state's own source applies it to every traveller; MAY_BE_REQUIRED when it concerns travellers the request cannot tell apart. */
  enforcement: 'MANDATORY' | 'MAY_BE_REQUIRED';
  /**
   * ALL: every traveller leaving (Pakistan's own rule); RESIDENTS_AND_LONG_TERM_VISITORS: WHO's
   * wording (residents and visitors of over 4 weeks), which the request does not state, hence MAY_BE_REQUIRED.
   */
  travellers: 'ALL' | 'RESIDENTS_AND_LONG_TERM_VISITORS';
  /** Since when, as a source states it (YYYY-MM-DD, or YYYY-MM when only the month is given); null when no cited source states it. */
  inForceSince: string | null;
  /** The dose window the sources state (English, for the record; the engine's window is the vaccinations fact's). */
  window: string;
  note: string;
  sources: Source[];
}

const ALPHA3 = /^[A-Z]{3}$/;
const SINCE = /^\d{4}-\d{2}(-\d{2})?$/;

/** Shape problems of the rows (sources are checked by the importer's checkSources). */
export function polioDepartureProblems(rows: readonly PolioDeparture[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const at = `polioDeparture[${r.territory}]`;
    if (!ALPHA3.test(r.territory)) problems.push(`${at}: territory is not alpha-3`);
    if (seen.has(r.territory)) problems.push(`${at}: listed twice`);
    seen.add(r.territory);
    if (!/^health:polioDeparture\.[a-z]{3}$/.test(r.text)) problems.push(`${at}: text must be health:polioDeparture.<cc>`);
    if (r.enforcement !== 'MANDATORY' && r.enforcement !== 'MAY_BE_REQUIRED') problems.push(`${at}: enforcement must be MANDATORY or MAY_BE_REQUIRED`);
    if (r.travellers !== 'ALL' && r.travellers !== 'RESIDENTS_AND_LONG_TERM_VISITORS') problems.push(`${at}: unknown travellers ${String(r.travellers)}`);
    // Residence and length of stay are not in the request: such a rule cannot be MANDATORY for everyone.
    if (r.travellers === 'RESIDENTS_AND_LONG_TERM_VISITORS' && r.enforcement !== 'MAY_BE_REQUIRED') problems.push(`${at}: a residents-and-long-term-visitors rule must be MAY_BE_REQUIRED`);
    if (r.inForceSince !== null && !SINCE.test(r.inForceSince)) problems.push(`${at}: inForceSince must be YYYY-MM-DD, YYYY-MM or null`);
    if (!r.window || !r.note) problems.push(`${at}: window and note are required`);
    if (!r.sources.some((s) => s.tier === 'DESTINATION_GOVERNMENT' || s.tier === 'OTHER_OFFICIAL')) problems.push(`${at}: needs an official source (DESTINATION_GOVERNMENT or OTHER_OFFICIAL)`);
  }
  return problems;
}

/** polio-exit-<cc>-required and polio-exit-<cc>-met records, and the rules that show them on legs leaving the state. */
export function polioDepartureRecords(rows: readonly PolioDeparture[], timestamp: string): { procedures: ProcedureDefinition[]; rules: Rule[] } {
  const procedures: ProcedureDefinition[] = [];
  const rules: Rule[] = [];
  for (const r of [...rows].sort((a, b) => a.territory.localeCompare(b.territory))) {
    const cc = r.territory.toLowerCase();
    const base = {
      type: 'PROCEDURE' as const, location: r.territory, category: 'DOC_REQUIREMENT' as const, subCategory: 'BEFORE_DEPARTURE' as const,
      documentTypes: ['VACCINATION_CERTIFICATE'], tags: ['polio', 'vaccination', 'departure'], sources: r.sources as ProcedureDefinition['sources'],
      createdAt: timestamp, lastUpdatedAt: timestamp, startDate: null, endDate: null, icon: 'vaccination',
    };
    procedures.push({ id: `polio-exit-${cc}-required`, text: r.text, enforcement: r.enforcement, ...base });
    procedures.push({ id: `polio-exit-${cc}-met`, text: POLIO_DEPARTURE_MET_TEXT, enforcement: 'NOT_REQUIRED', ...base });
    const leaving = { fact: 'exitTerritory', operator: 'equal', value: r.territory };
    const who = r.travellers === 'ALL' ? 'every traveller leaving' : 'residents and visitors of over 4 weeks leaving (not in the request: MAY_BE_REQUIRED)';
    rules.push({
      id: `health-polio-exit-${cc}-met`,
      description: `${r.territory}: departure polio vaccination requirement met by a disclosed dose 12 months to 4 weeks before the leg's departure date.`,
      priority: PRIORITY_MET,
      conditions: { all: [leaving, { fact: 'vaccinationsAtExit', operator: 'contains', value: 'POLIO' }] },
      event: { type: 'PROCEDURE', params: { id: `polio-exit-${cc}-met`, group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: 'NOT_REQUIRED', slot: POLIO_DEPARTURE_SLOT } },
    } as Rule);
    rules.push({
      id: `health-polio-exit-${cc}-required`,
      description: `${r.territory}: proof of polio vaccination on departure, of ${who}; shown at the checkpoint of the leg that leaves ${r.territory} (a trip starting there or leaving after a stop there).`,
      priority: PRIORITY_REQUIRED,
      conditions: { all: [leaving] },
      event: { type: 'PROCEDURE', params: { id: `polio-exit-${cc}-required`, group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: r.enforcement, slot: POLIO_DEPARTURE_SLOT } },
    } as Rule);
  }
  return { procedures, rules };
}
