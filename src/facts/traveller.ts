// What the traveller holds (traveller.documents, traveller.vaccinations) -> the facts of one
// checkpoint date: which visas, residence permits and vaccination certificates are valid then.
import type { Traveller } from '../schema/generated.js';
import type { Facts } from './catalogue.js';
import { addDays, addMonths } from './dates.js';

/** The facts about what the traveller holds (their meaning is in catalogue.ts). */
export type HeldFacts = Pick<Facts, 'documentsDisclosed' | 'visasHeld' | 'residencePermitsHeld' | 'visasHeldPast10Years' | 'vaccinationsDisclosed' | 'vaccinations'>;

type Vaccine = 'YELLOW_FEVER' | 'POLIO';

/**
 * When a certificate of a dose given on `dose` is valid:
 * - yellow fever: from 10 days after the dose, for life (IHR (2005) Annex 7 as amended by WHA67.13,
 *   in force 11 July 2016);
 * - polio: a dose between 12 months and 4 weeks before travel (WHO temporary recommendations of
 *   the IHR Emergency Committee on polio).
 */
const VALID: Readonly<Record<Vaccine, (dose: string, date: string) => boolean>> = {
  YELLOW_FEVER: (dose, date) => addDays(dose, 10) <= date,
  POLIO: (dose, date) => addMonths(dose, 12) >= date && addDays(dose, 28) <= date,
};

const NOTHING: HeldFacts = Object.freeze({
  documentsDisclosed: false, visasHeld: [], residencePermitsHeld: [], visasHeldPast10Years: [], vaccinationsDisclosed: false, vaccinations: [],
}) as HeldFacts;

/** The held-document facts for each checkpoint date of one trip (cached per date). */
export function heldFactsOf(traveller: Traveller): (date: string) => HeldFacts {
  const { documents, vaccinations } = traveller;
  if (documents === undefined && vaccinations === undefined) return () => NOTHING;
  const cache = new Map<string, HeldFacts>();
  return (date) => {
    let facts = cache.get(date);
    if (facts) return facts;
    const docs = documents ?? [];
    const validOn = (d: string) => (doc: (typeof docs)[number]): boolean => doc.expiryDate === undefined || doc.expiryDate >= d;
    const issuers = (type: 'VISA' | 'RESIDENCE_PERMIT', d: string): string[] =>
      [...new Set(docs.filter((doc) => doc.type === type && validOn(d)(doc)).map((doc) => doc.issuer))];
    const vaccines = vaccinations ?? {};
    facts = {
      // Passports say nothing about the visas and permits held: a list of passports only is not a disclosure.
      documentsDisclosed: documents !== undefined && (documents.length === 0 || documents.some((d) => d.type !== 'PASSPORT')),
      visasHeld: issuers('VISA', date),
      residencePermitsHeld: issuers('RESIDENCE_PERMIT', date),
      visasHeldPast10Years: issuers('VISA', addMonths(date, -120)),
      vaccinationsDisclosed: vaccinations !== undefined,
      vaccinations: (Object.keys(VALID) as Vaccine[]).filter((v) => vaccines[v] !== undefined && VALID[v](vaccines[v]!.date, date)),
    };
    cache.set(date, facts);
    return facts;
  };
}
