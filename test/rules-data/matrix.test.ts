// (b) The generated matrix says what the dataset says: for every CSV row there is exactly one matrix
// rule at the destination whose passport list holds the passport, and its record follows the decided
// mapping table. The expectations below are written from the mapping table and the CSV, not from
// the generated files or the import script.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkpointKinds, CSV, csvRows, definitions, leaf, manifest, rulePassports, ruleFiles, type Definition } from './data.js';

interface Expected {
  type: 'PROCEDURE' | 'RESTRICTION';
  suffix: string;
  category: string;
  subCategory?: string;
  enforcement: string;
  documentTypes: string[];
  lengthOfStayDays?: number;
  tags: string[];
  icon: string;
  text: string;
}

const TABLE: Record<string, Omit<Expected, 'suffix' | 'lengthOfStayDays'> & { suffix: string }> = {
  'visa free': { type: 'PROCEDURE', suffix: 'visa-free', category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['visa-free'], icon: 'no-visa', text: 'procedures:matrix.visaFree' },
  eta: { type: 'PROCEDURE', suffix: 'eta', category: 'DOC_REQUIRED', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['ETA'], tags: ['eta'], icon: 'eta', text: 'procedures:matrix.eta' },
  'e-visa': { type: 'PROCEDURE', suffix: 'e-visa', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['E_VISA'], tags: ['e-visa'], icon: 'visa', text: 'procedures:matrix.eVisa' },
  'visa on arrival': { type: 'PROCEDURE', suffix: 'visa-on-arrival', category: 'VISA', subCategory: 'ON_ARRIVAL', enforcement: 'MANDATORY', documentTypes: ['VISA'], tags: ['visa-on-arrival'], icon: 'visa', text: 'procedures:matrix.visaOnArrival' },
  'visa required': { type: 'PROCEDURE', suffix: 'visa-required', category: 'VISA', subCategory: 'BEFORE_DEPARTURE', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], tags: ['embassy-visa'], icon: 'visa', text: 'procedures:matrix.visaRequired' },
  'no admission': { type: 'RESTRICTION', suffix: 'no-admission', category: 'NO_ADMISSION', enforcement: 'MANDATORY', documentTypes: [], tags: ['no-admission'], icon: 'restriction', text: 'procedures:matrix.noAdmission' },
  '-1': { type: 'PROCEDURE', suffix: 'citizen', category: 'PASSPORT', enforcement: 'NOT_REQUIRED', documentTypes: [], tags: ['citizen'], icon: 'passport', text: 'procedures:matrix.citizen' },
};

function expected(requirement: string): Expected {
  if (/^[0-9]+$/.test(requirement)) {
    const days = Number(requirement);
    return { type: 'PROCEDURE', suffix: `visa-free-${days}`, category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [], lengthOfStayDays: days, tags: ['visa-free'], icon: 'no-visa', text: 'procedures:matrix.visaFreeDays' };
  }
  const e = TABLE[requirement];
  if (!e) throw new Error(`the mapping table has no row for ${requirement}`);
  return e;
}

describe('generated visa matrix against the Passport Index CSV', () => {
  const matrix = new Map(ruleFiles().filter((f) => f.path.startsWith('visa-matrix/')).map((f) => [f.path.slice('visa-matrix/'.length, -'.json'.length), f.content]));

  it('has one file per destination of the dataset', () => {
    expect([...matrix.keys()].sort()).toEqual([...new Set(csvRows().map((r) => r.destination))].sort());
  });

  it('gives every (passport, destination) row exactly one rule, whose record follows the mapping table', () => {
    const problems: string[] = [];
    const byDest = new Map<string, Array<{ passports: Set<string>; rule: ReturnType<typeof ruleFiles>[number]['content']['rules'][number]; record: Definition | undefined }>>();
    for (const [dest, file] of matrix) {
      const records = new Map(definitions(file).map((d) => [d.id, d]));
      byDest.set(dest, file.rules.map((rule) => ({ passports: new Set(rulePassports(rule) ?? []), rule, record: records.get(rule.event.params.id) })));
    }
    for (const row of csvRows()) {
      const hits = (byDest.get(row.destination) ?? []).filter((r) => r.passports.has(row.passport));
      const where = `${row.passport} -> ${row.destination} (${row.requirement})`;
      if (hits.length !== 1) {
        problems.push(`${where}: ${hits.length} matching rules`);
        continue;
      }
      const { rule, record } = hits[0]!;
      const e = expected(row.requirement);
      const d = row.destination.toLowerCase();
      const recordId = e.type === 'RESTRICTION' ? `restriction-${d}-${e.suffix}` : `visa-${d}-${e.suffix}`;
      const actual = record && {
        id: record.id, type: record.type, location: record.location, category: record.category, subCategory: record.subCategory,
        enforcement: record.enforcement, documentTypes: record.documentTypes, lengthOfStayDays: record.lengthOfStayDays, tags: record.tags,
        icon: record.icon, text: record.text, includesPassport: record.included?.includes(row.passport), startDate: record.startDate, endDate: record.endDate,
      };
      const want = {
        id: recordId, type: e.type, location: row.destination, category: e.category, subCategory: e.subCategory,
        enforcement: e.enforcement, documentTypes: e.documentTypes, lengthOfStayDays: e.lengthOfStayDays, tags: e.tags,
        icon: e.icon, text: e.text, includesPassport: true, startDate: null, endDate: null,
      };
      if (JSON.stringify(actual) !== JSON.stringify(want)) problems.push(`${where}: record ${JSON.stringify(actual)} != ${JSON.stringify(want)}`);
      const ruleOk =
        rule.id === `matrix-${d}-${e.suffix}` && rule.priority === 1 &&
        JSON.stringify(checkpointKinds(rule)) === '["ENTRY"]' &&
        leaf(rule, 'territory')?.operator === 'equal' && leaf(rule, 'territory')?.value === row.destination &&
        rule.event.type === e.type && rule.event.params.id === recordId && rule.event.params.slot === 'visa' &&
        rule.event.params.group === (e.type === 'RESTRICTION' ? 'TRAVEL_RESTRICTIONS' : 'VISA_REQUIREMENTS');
      if (!ruleOk) problems.push(`${where}: rule ${rule.id} does not have the decided shape`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('has no rule or record beyond what the CSV gives (passport lists are exactly the dataset groups)', () => {
    const groups = new Map<string, string[]>();
    for (const r of csvRows()) {
      const k = `${r.destination}|${r.requirement}`;
      groups.set(k, [...(groups.get(k) ?? []), r.passport]);
    }
    let rules = 0;
    for (const [dest, file] of matrix) {
      for (const rule of file.rules) {
        rules++;
        const value = [...groups.keys()].find((k) => k.startsWith(`${dest}|`) && rule.id === `matrix-${dest.toLowerCase()}-${expected(k.slice(4)).suffix}`);
        expect(value, rule.id).toBeDefined();
        expect(rulePassports(rule), rule.id).toEqual([...(groups.get(value!) ?? [])].sort());
      }
      expect(definitions(file).length, dest).toBe(file.rules.length);
      for (const d of definitions(file)) expect(d.sources[0]?.url, d.id).toBe('https://github.com/imorte/passport-index-data');
    }
    expect(rules).toBe(groups.size);
  });

  it('the manifest records the sha256 of the CSV it was generated from', () => {
    const sha = createHash('sha256').update(readFileSync(CSV)).digest('hex');
    expect(manifest().generatedFrom?.[0]?.sha256).toBe(sha);
  });
});
