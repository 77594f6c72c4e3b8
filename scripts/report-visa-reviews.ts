// Reports how fresh the visa answers are: which destinations the matrix answers with visa on
// arrival, e-visa or an electronic authorisation (the answers most likely to have moved), which
// destinations were reviewed (data/visa-reviews/reviews.json: date, result, changes), the
// overrides of the visa matrix by the best tier of their sources, the document-based exemptions,
// and the VISA coverage statements of the ruleset. Reads files only; prints text (or --json).
//
// Run: npm run report:visa-reviews [-- --json]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MATRIX, REVIEWS, type ReviewsTable } from './import-visa-changes.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MOVING = new Set(['visa on arrival', 'e-visa', 'eta']);
const TIERS = ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED'] as const;
/** Directories whose records override the visa matrix: official lists, dated changes, document exemptions. */
const OVERRIDING = ['overrides/', 'changes/', 'exemptions/'];

type Json = Record<string, any>;

export interface VisaReviewReport {
  movingDestinations: { destination: string; answers: number; reviewed: boolean }[];
  reviews: { destination: string; reviewedAt: string; result: string; changes: number; moving: boolean }[];
  overridesByTier: Record<string, number>;
  overrideRecords: number;
  exemptionRules: { file: string; rules: number }[];
  visaStatements: { territories: number; statements: number };
}

/** Destinations with at least one visa-on-arrival, e-visa or ETA answer, by number of such passports. */
export function movingDestinations(csvText: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of csvText.split('\n').slice(1)) {
    const [, dest, value] = line.split(',');
    if (dest && value && MOVING.has(value.trim())) counts.set(dest, (counts.get(dest) ?? 0) + 1);
  }
  return counts;
}

function ruleFiles(rulesDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(rulesDir, 'manifest.json'), 'utf8')) as { files: string[] };
  return manifest.files;
}

/** The best (highest) tier among a record's sources; UNTIERED when none states one. */
export function bestTier(sources: { tier?: string }[]): string {
  for (const t of TIERS) if (sources.some((s) => s.tier === t)) return t;
  return 'UNTIERED';
}

function usesDocuments(cond: unknown): boolean {
  if (Array.isArray(cond)) return cond.some(usesDocuments);
  if (!cond || typeof cond !== 'object') return false;
  const o = cond as Json;
  if (typeof o.fact === 'string' && ['documentsDisclosed', 'visasHeld', 'residencePermitsHeld', 'visasHeldPast10Years'].includes(o.fact)) return true;
  return Object.values(o).some(usesDocuments);
}

export function report(root = ROOT): VisaReviewReport {
  const rulesDir = join(root, 'rules');
  const moving = movingDestinations(readFileSync(join(root, MATRIX), 'utf8'));
  const reviews = (JSON.parse(readFileSync(join(root, REVIEWS), 'utf8')) as ReviewsTable).reviews;
  const reviewed = new Set(reviews.filter((r) => r.result !== 'NOT_VERIFIED').map((r) => r.destination));
  const overridesByTier: Record<string, number> = {};
  let overrideRecords = 0;
  const exemptionRules: { file: string; rules: number }[] = [];
  const statementTerritories = new Set<string>();
  let statements = 0;
  for (const rel of ruleFiles(rulesDir)) {
    const file = JSON.parse(readFileSync(join(rulesDir, rel), 'utf8')) as Json;
    if (OVERRIDING.some((d) => rel.startsWith(d))) {
      for (const rec of [...(file.procedures ?? []), ...(file.restrictions ?? [])] as Json[]) {
        const tier = bestTier(rec.sources ?? []);
        overridesByTier[tier] = (overridesByTier[tier] ?? 0) + 1;
        overrideRecords += 1;
      }
    }
    const n = ((file.rules ?? []) as Json[]).filter((r) => usesDocuments(r.conditions)).length;
    if (n) exemptionRules.push({ file: rel, rules: n });
    for (const st of (file.coverage ?? []) as Json[]) {
      if (st.topic !== 'VISA') continue;
      statements += 1;
      for (const t of st.territories as string[]) statementTerritories.add(t);
    }
  }
  return {
    movingDestinations: [...moving].map(([destination, answers]) => ({ destination, answers, reviewed: reviewed.has(destination) }))
      .sort((a, b) => b.answers - a.answers || a.destination.localeCompare(b.destination)),
    reviews: reviews.map((r) => ({ destination: r.destination, reviewedAt: r.reviewedAt, result: r.result, changes: r.changes?.length ?? 0, moving: moving.has(r.destination) }))
      .sort((a, b) => a.destination.localeCompare(b.destination)),
    overridesByTier,
    overrideRecords,
    exemptionRules,
    visaStatements: { territories: statementTerritories.size, statements },
  };
}

function print(r: VisaReviewReport): string {
  const lines: string[] = [];
  const done = r.reviews.filter((x) => x.result !== 'NOT_VERIFIED');
  const movingReviewed = r.movingDestinations.filter((d) => d.reviewed).length;
  lines.push(`reviewed destinations: ${done.length} (${r.reviews.filter((x) => x.result === 'CHANGED').length} changed, ${r.reviews.filter((x) => x.result === 'UNCHANGED').length} unchanged); not verified: ${r.reviews.filter((x) => x.result === 'NOT_VERIFIED').length}`);
  for (const x of r.reviews) lines.push(`  ${x.destination}  ${x.reviewedAt}  ${x.result}${x.changes ? ` (${x.changes} change(s))` : ''}${x.moving ? '' : '  [no VoA/e-visa/ETA answer in the matrix]'}`);
  lines.push(`matrix destinations with visa on arrival, e-visa or ETA answers: ${r.movingDestinations.length}; reviewed: ${movingReviewed}; not yet: ${r.movingDestinations.length - movingReviewed}`);
  lines.push(`  not yet reviewed (by number of such answers): ${r.movingDestinations.filter((d) => !d.reviewed).map((d) => `${d.destination}(${d.answers})`).join(' ')}`);
  lines.push(`records overriding the matrix (rules/overrides, rules/changes, rules/exemptions): ${r.overrideRecords}; by best source tier: ${Object.entries(r.overridesByTier).sort().map(([t, n]) => `${t} ${n}`).join(', ')}`);
  lines.push(`document-based exemption rules: ${r.exemptionRules.reduce((a, b) => a + b.rules, 0)} in ${r.exemptionRules.length} file(s): ${r.exemptionRules.map((e) => `${e.file} (${e.rules})`).join(', ')}`);
  lines.push(`VISA coverage statements: ${r.visaStatements.statements}, for ${r.visaStatements.territories} territories`);
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = report();
  console.log(process.argv.includes('--json') ? JSON.stringify(r, null, 2) : print(r));
}
