// The visa-matrix dataset as the tests read it (the source of truth the expectations come from).
import { readFileSync } from 'node:fs';

export const DATASET = new URL('../data/passport-index/passport-index-tidy-iso3.csv', import.meta.url);
export interface Row { passport: string; destination: string; requirement: string }
export const rows: Row[] = readFileSync(DATASET, 'utf8').trim().split(/\r?\n/).slice(1).map((line) => {
  const [passport, destination, requirement] = line.split(',') as [string, string, string];
  return { passport, destination, requirement };
});
export const codes: string[] = [...new Set(rows.map((r) => r.destination))].sort();

/** What the README's mapping table says a dataset value means. */
export function expected(requirement: string): { group: string; enforcement: string; documentType?: string; days?: number; category?: string; onArrival?: boolean } {
  if (requirement === '-1') return { group: 'VISA_REQUIREMENTS', enforcement: 'NOT_REQUIRED', category: 'PASSPORT' };
  if (/^\d+$/.test(requirement)) return { group: 'VISA_REQUIREMENTS', enforcement: 'NOT_REQUIRED', days: Number(requirement) };
  switch (requirement) {
    case 'visa free': return { group: 'VISA_REQUIREMENTS', enforcement: 'NOT_REQUIRED' };
    case 'eta': return { group: 'VISA_REQUIREMENTS', enforcement: 'MANDATORY', documentType: 'ETA' };
    case 'e-visa': return { group: 'VISA_REQUIREMENTS', enforcement: 'MANDATORY', documentType: 'E_VISA' };
    case 'visa on arrival': return { group: 'VISA_REQUIREMENTS', enforcement: 'MANDATORY', documentType: 'VISA', onArrival: true };
    case 'visa required': return { group: 'VISA_REQUIREMENTS', enforcement: 'MANDATORY', documentType: 'EMBASSY_VISA' };
    case 'no admission': return { group: 'TRAVEL_RESTRICTIONS', enforcement: 'MANDATORY', category: 'NO_ADMISSION' };
    default: throw new Error(`unknown dataset value ${requirement}`);
  }
}
