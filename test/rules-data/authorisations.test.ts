// (d) Hand-authored authorisations cover exactly the passports the dataset marks "eta" for their
// destination, split where an official source splits them (UK: Immigration Rules Appendix ETA
// National List, ETANL 1.1(a)-(d)), and refine the matrix (priority 10, slot "visa").
import { describe, expect, it } from 'vitest';
import { checkpointKinds, datasetPassports, definitions, leaf, rulePassports, ruleFiles } from './data.js';

// https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-eta-national-list
// (copy of 6 December 2025). Botswana is deleted from 1.1(c) there.
const ETANL: Record<string, { start: string; nationals: string[] }> = {
  'gbr-eta-etanl-a': { start: '2023-11-15', nationals: ['QAT'] },
  'gbr-eta-etanl-b': { start: '2024-02-22', nationals: ['BHR', 'KWT', 'OMN', 'ARE', 'SAU'] },
  'gbr-eta-etanl-c': {
    start: '2025-01-08',
    nationals: ['ATG', 'ARG', 'AUS', 'BRB', 'BLZ', 'BRA', 'BRN', 'CAN', 'CHL', 'CRI', 'GRD', 'GTM', 'GUY', 'HKG', 'ISR', 'JPN', 'KIR', 'MAC', 'MYS', 'MDV',
      'MHL', 'MUS', 'MEX', 'FSM', 'NRU', 'NZL', 'NIC', 'PLW', 'PAN', 'PNG', 'PRY', 'PER', 'KNA', 'LCA', 'VCT', 'WSM', 'SYC', 'SGP', 'SLB', 'KOR', 'TWN',
      'BHS', 'TON', 'TUV', 'USA', 'URY'],
  },
  'gbr-eta-etanl-d': {
    start: '2025-04-02',
    nationals: ['AND', 'AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'ISL', 'ITA', 'LVA', 'LIE', 'LTU', 'LUX',
      'MLT', 'MCO', 'NLD', 'NOR', 'POL', 'PRT', 'ROU', 'SMR', 'SVK', 'SVN', 'ESP', 'SWE', 'CHE', 'VAT'],
  },
};
// Official list and dataset disagree here; the rules follow the dataset (documented in gbr-eta.json).
const GBR_KNOWN_DIFFERENCES = { officialOnly: ['NRU'], datasetOnly: [] as string[] };

const files = ruleFiles().filter((f) => f.path.startsWith('authorisations/'));

describe('hand-authored authorisations', () => {
  it('exist for GBR, USA, CAN, AUS and NZL (and the real names of the matrix "eta" answers for CIV and JPN)', () => {
    const dests = new Set(files.flatMap((f) => f.content.rules.map((r) => String(leaf(r, 'territory')?.value))));
    expect([...dests].sort()).toEqual(['AUS', 'CAN', 'CIV', 'GBR', 'JPN', 'NZL', 'USA']);
  });

  for (const dest of ['GBR', 'USA', 'CAN', 'AUS', 'NZL']) {
    it(`${dest}: the rules' passports partition the dataset's "eta" set, and each record lists its rule's passports`, () => {
      // The authorisation rules (records requiring the ETA); the answer in force before an ETA
      // started (gbr-visitor-no-visa-before-eta-*) is checked below.
      const rules = files.flatMap((f) => f.content.rules.map((rule) => ({ rule, file: f.content })))
        .filter(({ rule }) => leaf(rule, 'territory')?.value === dest)
        .filter(({ rule, file }) => definitions(file).find((d) => d.id === rule.event.params.id)?.documentTypes?.some((t) => ['ETA', 'E_VISA'].includes(t)));
      expect(rules.length).toBeGreaterThan(0);
      const all: string[] = [];
      for (const { rule, file } of rules) {
        const passports = rulePassports(rule) ?? [];
        all.push(...passports);
        expect(passports, rule.id).toEqual([...passports].sort());
        expect(rule.priority, rule.id).toBe(10);
        expect(rule.event.params, rule.id).toMatchObject({ group: 'VISA_REQUIREMENTS', slot: 'visa' });
        expect(checkpointKinds(rule), rule.id).toContain('ENTRY');
        const record = definitions(file).find((d) => d.id === rule.event.params.id);
        expect(record?.included, rule.id).toEqual(passports);
        expect(record?.location, rule.id).toBe(dest);
        expect(record?.sources.some((s) => s.type === 'GOVERNMENT'), rule.id).toBe(true);
        // The dataset is cited for the eligibility it provides.
        expect(record?.sources.some((s) => s.url === 'https://github.com/imorte/passport-index-data' && s.title.includes('17 February 2026')), rule.id).toBe(true);
      }
      expect(new Set(all).size, 'a passport in two rules of one destination').toBe(all.length);
      expect([...all].sort()).toEqual(datasetPassports(dest, 'eta'));
    });
  }

  it('GBR: before groups (c) and (d) needed an ETA, the same passports needed no visa, until the day before', () => {
    const gbr = files.find((f) => f.path === 'authorisations/gbr-eta.json')!.content;
    for (const [group, start, end] of [['c', '2025-01-08', '2025-01-07'], ['d', '2025-04-02', '2025-04-01']] as const) {
      const eta = definitions(gbr).find((d) => d.id === `gbr-eta-etanl-${group}`)!;
      const before = definitions(gbr).find((d) => d.id === `gbr-visitor-no-visa-before-eta-${group}`)!;
      expect(eta.startDate).toBe(start);
      expect(before).toMatchObject({ category: 'NO_VISA', enforcement: 'NOT_REQUIRED', endDate: end });
      expect(before.included).toEqual(eta.included);
    }
  });

  it('GBR: follows the ETANL 1.1 groups and their start dates', () => {
    const gbr = files.find((f) => f.path === 'authorisations/gbr-eta.json')!.content;
    const eta = new Set(datasetPassports('GBR', 'eta'));
    const official = new Set(Object.values(ETANL).flatMap((g) => g.nationals));
    expect([...official].filter((p) => !eta.has(p)).sort()).toEqual(GBR_KNOWN_DIFFERENCES.officialOnly);
    expect([...eta].filter((p) => !official.has(p)).sort()).toEqual(GBR_KNOWN_DIFFERENCES.datasetOnly);
    for (const [id, group] of Object.entries(ETANL)) {
      const record = gbr.procedures?.find((p) => p.id === id);
      expect(record?.startDate, id).toBe(group.start);
      expect(record?.included, id).toEqual(group.nationals.filter((p) => eta.has(p)).sort());
    }
    // Airside transit is exempt from the UK ETA: the rules must not fire at TRANSIT checkpoints.
    for (const r of gbr.rules) expect(checkpointKinds(r), r.id).toEqual(['ENTRY']);
  });
});

describe('USA REAL ID (domestic)', () => {
  const file = ruleFiles().find((f) => f.path === 'domestic/usa-real-id.json')!.content;
  it('applies to every passport on domestic checkpoints in the USA, in its own slot, from 7 May 2025', () => {
    expect(file.rules).toHaveLength(1);
    const rule = file.rules[0]!;
    expect(checkpointKinds(rule)).toEqual(['DOMESTIC']);
    expect(leaf(rule, 'territory')?.value).toBe('USA');
    expect(rulePassports(rule)).toBeUndefined();
    expect(rule.event.params).toEqual({ id: 'usa-real-id', group: 'DOCUMENTS_AND_FORMS', slot: 'domestic-id' });
    expect(file.procedures?.[0]).toMatchObject({ category: 'DOC_REQUIRED', subCategory: 'DOMESTIC', enforcement: 'MANDATORY', startDate: '2025-05-07' });
  });
});
