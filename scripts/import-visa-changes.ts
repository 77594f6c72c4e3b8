// Generates rules/changes/changes-2025-2026.json from two sourced tables:
//   data/visa-changes/changes.json  changes to visa answers after (or missed by) the visa-matrix
//                                   snapshot, each as dated periods; every period becomes one record
//                                   and one priority-20 rule in slot `visa` (ENTRY only);
//   data/visa-reviews/reviews.json  every destination reviewed, with its date, result and sources,
//                                   even when nothing changed; each review with sources becomes a
//                                   VISA coverage statement (the response's dated freshness).
// Temporary schemes carry their end dates, so a trip after the end gets the answer that applies
// then. Deterministic: dates come from the tables, never the clock.
//
// Run: npm run import:visa-changes   (then npm run import:passport-index to stamp the manifest)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PortalLink } from '../src/prices/links.js';
import { readPortals } from './import-passport-index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CHANGES = 'data/visa-changes/changes.json';
export const REVIEWS = 'data/visa-reviews/reviews.json';
export const MATRIX = 'data/passport-index/passport-index-tidy-iso3.csv';
export const OUT = 'changes/changes-2025-2026.json';

type Source = { type: string; title: string; url: string; tier: string; readAt: string; [k: string]: unknown };
type Answer = 'VISA_FREE_UNTIL' | 'VISA_REQUIRED_AFTER_SCHEME' | 'VISA_REQUIRED_BEFORE_SCHEME' | 'ETA_REQUIRED' | 'ETA_TEMPORARY'
  // An exemption (or a new length of stay) in force from a date, with no announced end.
  | 'VISA_FREE_FROM'
  // A visa requirement imposed from a date (a decree withdrawing an exemption or a visa on arrival), no announced end.
  | 'VISA_REQUIRED_FROM'
  // The kind of visa another government's official travel advice states for its own citizens (an embassy visa
  // where the matrix says e-visa, an e-visa where it says embassy visa or none), dated by the advice (`statedAt`):
  // from `startDate` when an official page shows the day it was first in force, otherwise on every trip date;
  // the text says which advice and date it rests on.
  | 'VISA_REQUIRED_ADVISED';

export interface Period {
  record: string;
  answer: Answer;
  passports: string[] | 'ALL_FOREIGN';
  startDate: string | null;
  endDate: string | null;
  days?: number;
  schemeStart?: string;
  schemeEnd?: string;
  apply?: string;
  /** For VISA_REQUIRED_ADVISED: the date of the official advice that states it (its last update). */
  statedAt?: string;
  /** For VISA_REQUIRED_*: the kind of visa the standard regime asks for (default EMBASSY_VISA). */
  visa?: 'E_VISA' | 'EMBASSY_VISA';
}
export interface Change { id: string; destination: string; summary: string; periods: Period[]; sources: Source[] }
export interface ChangesTable { readAt: string; changes: Change[] }
export interface Review {
  destination: string;
  reviewedAt: string;
  result: 'CHANGED' | 'UNCHANGED' | 'NOT_VERIFIED';
  changes?: string[];
  passports?: string[];
  status?: 'COVERED' | 'PARTIAL';
  scope: string;
  /** A source with `passports` backs the review for those passports only (another government's advice page,
   * written for its own citizens): the statement is then split per group of passports sharing the same sources,
   * so each passport's freshness is its own sources' (README Decisions). The field is not emitted. */
  sources: Array<Source & { passports?: string[] }>;
  /** The statement is written by hand in this rule file (the authorisation files); none is generated. */
  coverageIn?: string;
}
export interface ReviewsTable { readAt: string; reviews: Review[] }

/** Every passport of the matrix (the passports it has rows for), sorted. */
export function matrixPassports(csvText: string): string[] {
  const set = new Set<string>();
  for (const line of csvText.split('\n').slice(1)) {
    const p = line.split(',')[0];
    if (p && /^[A-Z]{3}$/.test(p)) set.add(p);
  }
  return [...set].sort();
}

const KIND: Record<Answer, { text: string; category: string; subCategory?: string; enforcement: string; documentTypes: string[]; tags: string[]; icon: string }> = {
  VISA_FREE_UNTIL: { text: 'changes:visaFreeUntil', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['visa-free'], icon: 'no-visa' },
  VISA_REQUIRED_AFTER_SCHEME: { text: 'changes:visaRequiredAfterScheme', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa'], icon: 'visa' },
  VISA_REQUIRED_BEFORE_SCHEME: { text: 'changes:visaRequiredBeforeScheme', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa'], icon: 'visa' },
  ETA_REQUIRED: { text: 'changes:etaRequiredWindow', category: 'DOC_REQUIRED', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['ETA'], tags: ['eta'], icon: 'eta' },
  VISA_FREE_FROM: { text: 'changes:visaFreeFrom', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['visa-free'], icon: 'no-visa' },
  VISA_REQUIRED_FROM: { text: 'changes:visaRequiredFrom', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa'], icon: 'visa' },
  VISA_REQUIRED_ADVISED: { text: 'changes:visaRequiredAdvised', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa'], icon: 'visa' },
  // A temporary authorisation imposed on otherwise visa-exempt passports (an event, a trial), with its announced end.
  ETA_TEMPORARY: { text: 'changes:etaTemporaryWindow', category: 'DOC_REQUIRED', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['ETA'], tags: ['eta'], icon: 'eta' },
};

function textParams(p: Period, readAt: string): Record<string, string | number> {
  switch (p.answer) {
    case 'VISA_FREE_UNTIL':
      if (!p.days || !p.endDate) throw new Error(`${p.record}: VISA_FREE_UNTIL needs days and endDate`);
      return { days: p.days, endDate: p.endDate };
    case 'VISA_REQUIRED_AFTER_SCHEME':
      if (!p.schemeEnd || !p.startDate) throw new Error(`${p.record}: VISA_REQUIRED_AFTER_SCHEME needs schemeEnd and startDate`);
      return { schemeEnd: p.schemeEnd, readAt };
    case 'VISA_REQUIRED_BEFORE_SCHEME':
      if (!p.schemeStart || !p.endDate) throw new Error(`${p.record}: VISA_REQUIRED_BEFORE_SCHEME needs schemeStart and endDate`);
      return { schemeStart: p.schemeStart };
    case 'ETA_REQUIRED':
    case 'ETA_TEMPORARY':
      if (!p.startDate || !p.endDate) throw new Error(`${p.record}: ${p.answer} needs startDate and endDate`);
      return { startDate: p.startDate, endDate: p.endDate };
    case 'VISA_FREE_FROM':
      if (!p.days || !p.startDate || p.endDate) throw new Error(`${p.record}: VISA_FREE_FROM needs days and startDate, and no endDate`);
      return { days: p.days, startDate: p.startDate };
    case 'VISA_REQUIRED_FROM':
      // Only the embassy (consular) visa has a text; an e-visa requirement from a date would need its own.
      if (!p.startDate || p.endDate || p.visa === 'E_VISA') throw new Error(`${p.record}: VISA_REQUIRED_FROM needs startDate, no endDate and no e-visa`);
      return { startDate: p.startDate };
    case 'VISA_REQUIRED_ADVISED':
      // The advice's own date is what the traveller is told; without a start the rule holds on every date.
      if (!p.statedAt || p.endDate || p.passports === 'ALL_FOREIGN' || (p.startDate && p.startDate > p.statedAt)) throw new Error(`${p.record}: VISA_REQUIRED_ADVISED needs statedAt and named passports, no endDate, and no startDate after statedAt`);
      return { statedAt: p.statedAt };
  }
}

/**
 * A review's statement(s): one for all its passports, or, when some sources name the passports they back, one per
 * group of passports with the same sources (a source without `passports` backs every passport of the review).
 */
export function statementGroups(r: Review, sources: ReadonlyArray<Source & { passports?: string[] }>): Array<{ passports?: string[]; sources: Source[] }> {
  const strip = ({ passports: _p, ...s }: Source & { passports?: string[] }): Source => s;
  if (!sources.some((s) => s.passports)) return [{ ...(r.passports ? { passports: r.passports } : {}), sources: sources.map(strip) }];
  if (!r.passports) throw new Error(`review ${r.destination}: a source names passports but the review claims every passport`);
  const groups = new Map<string, { passports: string[]; sources: Source[] }>();
  for (const p of [...r.passports].sort()) {
    const own = sources.filter((s) => !s.passports || s.passports.includes(p));
    if (!own.length) throw new Error(`review ${r.destination}: no source backs passport ${p}`);
    const key = own.map((s) => s.url).join(' ');
    const g = groups.get(key) ?? { passports: [], sources: own.map(strip) };
    g.passports.push(p);
    groups.set(key, g);
  }
  for (const s of sources) for (const p of s.passports ?? []) if (!r.passports.includes(p)) throw new Error(`review ${r.destination}: source ${s.url} names ${p}, which the review does not claim`);
  return [...groups.values()];
}

/**
 * `portals`: the official portals by "DEST|answer" (data/links/official-portals.json). An e-visa period
 * without its own `apply` takes its destination's e-visa portal and the pages naming it, as the
 * document-exemption records do: the traveller's next step is the same application.
 */
export function build(changes: ChangesTable, reviews: ReviewsTable, passports: string[], portals: ReadonlyMap<string, PortalLink> = new Map()): Record<string, unknown> {
  const stamp = `${changes.readAt}T00:00:00Z`;
  const procedures: Record<string, unknown>[] = [];
  const rules: Record<string, unknown>[] = [];
  const ids = new Set<string>();
  for (const change of changes.changes) {
    if (!change.sources.length) throw new Error(`${change.id}: a change needs sources`);
    for (const p of change.periods) {
      if (ids.has(p.record)) throw new Error(`duplicate record ${p.record}`);
      ids.add(p.record);
      if (p.startDate && p.endDate && p.startDate > p.endDate) throw new Error(`${p.record}: startDate after endDate`);
      const base = KIND[p.answer];
      // An e-visa after (or before) a scheme ranks and reads as an e-visa, not an embassy visa.
      const kind = p.visa === 'E_VISA' && base.documentTypes.includes('EMBASSY_VISA')
        ? { ...base, text: base.text.replace('changes:visa', 'changes:eVisa'), documentTypes: ['E_VISA'], tags: ['e-visa'], icon: 'visa' }
        : base;
      const included = p.passports === 'ALL_FOREIGN' ? passports.filter((x) => x !== change.destination) : [...p.passports].sort();
      const portal = !p.apply && kind.documentTypes.includes('E_VISA') ? portals.get(`${change.destination}|e-visa`) : undefined;
      const apply = p.apply ?? portal?.url;
      const record: Record<string, unknown> = {
        id: p.record,
        type: 'PROCEDURE',
        text: kind.text,
        textParams: textParams(p, changes.readAt),
        location: change.destination,
        category: kind.category,
        ...(kind.subCategory ? { subCategory: kind.subCategory } : {}),
        enforcement: kind.enforcement,
        documentTypes: kind.documentTypes,
        tags: kind.tags,
        travelPurposes: ['TOURISM', 'BUSINESS'],
        ...(p.days ? { lengthOfStayDays: p.days } : {}),
        included,
        ...(apply ? { actions: [{ label: 'apply', url: apply }] } : {}),
        sources: portal ? [...change.sources, ...portal.sources] : change.sources,
        createdAt: stamp,
        lastUpdatedAt: stamp,
        startDate: p.startDate,
        endDate: p.endDate,
        icon: kind.icon,
      };
      procedures.push(record);
      rules.push({
        id: `change-${p.record}`,
        description: `${change.id}: ${p.answer} for ${included.length} passport(s) at ${change.destination}, ${p.startDate ?? 'undated start'} to ${p.endDate ?? 'no end'} (data/visa-changes).`,
        priority: 20,
        conditions: { all: [
          { fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' },
          { fact: 'territory', operator: 'equal', value: change.destination },
          { fact: 'passport', operator: 'in', value: included },
        ] },
        event: { type: 'PROCEDURE', params: { id: p.record, group: 'VISA_REQUIREMENTS', slot: 'visa' } },
      });
    }
  }
  const known = new Set(changes.changes.map((c) => c.id));
  const coverage: Record<string, unknown>[] = [];
  for (const r of [...reviews.reviews].sort((a, b) => a.destination.localeCompare(b.destination))) {
    for (const id of r.changes ?? []) if (!known.has(id)) throw new Error(`review ${r.destination}: unknown change ${id}`);
    if ((r.result === 'CHANGED') !== Boolean(r.changes?.length)) throw new Error(`review ${r.destination}: CHANGED exactly when it names changes`);
    if (r.result === 'NOT_VERIFIED' || r.coverageIn) continue; // NOT_VERIFIED: no citable source; coverageIn: stated by hand there
    const sources: Array<Source & { passports?: string[] }> = [...r.sources];
    // A change's sources back every passport of the review (a decree often names more passports than the change's
    // periods answer); a review source with the same address, which may name its passports, comes first.
    for (const c of changes.changes) if (r.changes?.includes(c.id)) for (const s of c.sources) if (!sources.some((x) => x.url === s.url)) sources.push(s);
    if (!sources.length) throw new Error(`review ${r.destination}: a statement needs sources`);
    for (const group of statementGroups(r, sources)) {
      coverage.push({
        topic: 'VISA',
        territories: [r.destination],
        ...(group.passports ? { passports: group.passports } : {}),
        status: r.status ?? 'PARTIAL',
        finding: 'REQUIREMENTS',
        scope: `Reviewed ${r.reviewedAt} (${r.result.toLowerCase()}): ${r.scope}`,
        sources: group.sources,
      });
    }
  }
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: `GENERATED by scripts/import-visa-changes.ts from ${CHANGES} and ${REVIEWS}: changes to visa answers after (or missed by) the visa-matrix snapshot of 2026-02-17, as dated priority-20 overrides in slot visa, and a VISA coverage statement for every reviewed destination. Do not edit by hand: edit the tables and re-run npm run import:visa-changes.`,
    provenance: {
      kind: 'generated',
      generatedBy: 'scripts/import-visa-changes.ts',
      dataset: `${CHANGES} and ${REVIEWS} (sources read ${changes.readAt})`,
      datasetDate: changes.readAt,
    },
    coverage,
    procedures,
    rules,
  };
}

export function generate(root = ROOT): string {
  const changes = JSON.parse(readFileSync(join(root, CHANGES), 'utf8')) as ChangesTable;
  const reviews = JSON.parse(readFileSync(join(root, REVIEWS), 'utf8')) as ReviewsTable;
  const passports = matrixPassports(readFileSync(join(root, MATRIX), 'utf8'));
  const out = build(changes, reviews, passports, readPortals(join(root, 'data', 'links', 'official-portals.json')));
  writeFileSync(join(root, 'rules', OUT), `${JSON.stringify(out, null, 2)}\n`);
  return OUT;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`wrote rules/${generate()}; now run npm run import:passport-index to list it in the manifest`);
}
