// The comparison itself, on small in-memory rulesets and lists, so that each way it can fail is seen
// to fail.
import { describe, expect, it } from 'vitest';
import { compareLists, formatTable, kindOfRecord, parseLists, unresolved, type OfficialList, type RuleFileInput } from '../../src/lists/index.js';

const SOURCE = [{ type: 'GOVERNMENT' as const, title: 'Fixture', url: 'https://example.org/list', readAt: '2026-01-01' }];

function list(over: Partial<OfficialList> = {}): OfficialList {
  return { id: 'xx', title: 'Fixture', destinations: ['GBR'], checkedOn: '2026-01-01', sources: SOURCE, entries: [], ...over };
}

function record(id: string, extra: Record<string, unknown>, type = 'PROCEDURE') {
  return { id, type, text: 'procedures:x', location: 'GBR', category: 'VISA', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], sources: SOURCE, createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z', ...extra };
}

function rule(id: string, recordId: string, passports: string[], priority: number, kinds: string[] = ['ENTRY'], type = 'PROCEDURE') {
  return {
    id, priority,
    conditions: { all: [{ fact: 'checkpointKind', operator: 'in', value: kinds }, { fact: 'territory', operator: 'equal', value: 'GBR' }, { fact: 'passport', operator: 'in', value: passports }] },
    event: { type, params: { id: recordId, group: type === 'RESTRICTION' ? 'TRAVEL_RESTRICTIONS' : 'VISA_REQUIREMENTS', slot: 'visa' } },
  };
}

/** Matrix: USA eta, FRA visa free, IND visa required, IRN e-visa. */
const MATRIX: RuleFileInput = {
  path: 'visa-matrix/GBR.json',
  content: {
    provenance: { kind: 'generated' },
    procedures: [
      record('m-eta', { category: 'DOC_REQUIRED', documentTypes: ['ETA'] }),
      record('m-free', { category: 'NO_VISA', enforcement: 'NOT_REQUIRED', documentTypes: [] }),
      record('m-visa', {}),
      record('m-evisa', { documentTypes: ['E_VISA'] }),
    ],
    rules: [rule('r-eta', 'm-eta', ['USA'], 1), rule('r-free', 'm-free', ['FRA'], 1), rule('r-visa', 'm-visa', ['IND'], 1), rule('r-evisa', 'm-evisa', ['IRN'], 1)],
  },
};

const authored = (path: string, records: object[], rules: object[]): RuleFileInput => ({ path, content: { provenance: { kind: 'hand-authored' }, procedures: records, rules } });

describe('compareLists', () => {
  it('agreement: nothing to resolve', () => {
    const c = compareLists([list({ entries: [{ answer: 'ETA', nationalities: ['USA'] }, { answer: 'VISA_FREE', nationalities: ['FRA'] }] })], [MATRIX]);
    expect(c.pairs.map((p) => p.status)).toEqual(['AGREE', 'AGREE']);
    expect(c.summaries[0]).toMatchObject({ checked: 2, agree: 2, disagreements: 0, unresolved: 0 });
  });

  it('a disagreement with nothing above the matrix is unresolved', () => {
    const c = compareLists([list({ entries: [{ answer: 'VISA', nationalities: ['USA'] }] })], [MATRIX]);
    expect(unresolved(c)).toHaveLength(1);
    expect(c.pairs[0]).toMatchObject({ nationality: 'USA', answer: 'VISA', matrix: 'ETA', status: 'UNRESOLVED', pointer: '/entries/0' });
  });

  it('an override in rules/overrides that agrees resolves it; one elsewhere at priority 10 is a refinement', () => {
    const l = list({ entries: [{ answer: 'VISA', nationalities: ['USA'] }] });
    const over = authored('overrides/gbr.json', [record('o-visa', {})], [rule('o', 'o-visa', ['USA'], 20)]);
    expect(compareLists([l], [MATRIX, over]).pairs[0]!.status).toBe('OVERRIDDEN');
    const refine = authored('authorisations/gbr.json', [record('a-visa', {})], [rule('a', 'a-visa', ['USA'], 10)]);
    expect(compareLists([l], [MATRIX, refine]).pairs[0]!.status).toBe('REFINED');
  });

  it('an authored answer that contradicts the list fails even when the matrix agrees', () => {
    const l = list({ entries: [{ answer: 'ETA', nationalities: ['USA'] }] });
    const wrong = authored('overrides/gbr.json', [record('o-visa', {})], [rule('o', 'o-visa', ['USA'], 20)]);
    const c = compareLists([l], [MATRIX, wrong]);
    expect(c.pairs[0]).toMatchObject({ status: 'OVERRIDE_DISAGREES', authored: { rule: 'o', kind: 'VISA' } });
    expect(unresolved(c)).toHaveLength(1);
  });

  it('only authored records in force on the check date count; transit-only rules do not answer entry', () => {
    const l = list({ entries: [{ answer: 'VISA', nationalities: ['USA'] }] });
    const future = authored('overrides/gbr.json', [record('o-visa', { startDate: '2026-06-01' })], [rule('o', 'o-visa', ['USA'], 20)]);
    expect(compareLists([l], [MATRIX, future]).pairs[0]!.status).toBe('UNRESOLVED');
    const transit = authored('transit/gbr.json', [record('t-visa', {})], [rule('t', 't-visa', ['USA'], 20, ['TRANSIT'])]);
    expect(compareLists([l], [MATRIX, transit]).pairs[0]!.status).toBe('UNRESOLVED');
  });

  it('a visa lodged online is a visa: the matrix e-visa disagrees', () => {
    const c = compareLists([list({ entries: [{ answer: 'VISA', lodged: 'ONLINE', nationalities: ['IRN'] }] })], [MATRIX]);
    expect(c.pairs[0]).toMatchObject({ matrix: 'E_VISA', status: 'UNRESOLVED' });
  });

  it('the matrix cannot express a partial suspension: only a record tagged partial-suspension agrees', () => {
    const l = list({ entries: [{ answer: 'PARTIAL_SUSPENSION', nationalities: ['IND'], suspendedClasses: ['B-1/B-2'] }] });
    expect(compareLists([l], [MATRIX]).pairs[0]!.status).toBe('UNRESOLVED');
    const over = authored('overrides/gbr.json', [record('o-part', { tags: ['embassy-visa', 'partial-suspension'] })], [rule('o', 'o-part', ['IND'], 20)]);
    expect(compareLists([l], [MATRIX, over]).pairs[0]!.status).toBe('OVERRIDDEN');
  });

  it('an accepted disagreement resolves only the matrix answer it names; an unused acceptance is stale', () => {
    const l = list({
      entries: [{ answer: 'VISA', nationalities: ['USA'] }],
      accepted: [{ nationality: 'USA', matrix: 'ETA', comment: 'kept' }, { nationality: 'FRA', matrix: 'ETA', comment: 'nothing to accept' }],
    });
    const c = compareLists([l], [MATRIX]);
    expect(c.pairs[0]).toMatchObject({ status: 'ACCEPTED', accepted: 0 });
    expect(c.problems).toEqual([expect.objectContaining({ code: 'STALE_ACCEPTANCE', pointer: '/accepted/1' })]);
    const other = list({ entries: [{ answer: 'VISA', nationalities: ['USA'] }], accepted: [{ nationality: 'USA', matrix: 'VISA_FREE', comment: 'wrong kind' }] });
    expect(compareLists([other], [MATRIX]).pairs[0]!.status).toBe('UNRESOLVED');
  });

  it('dated entries: the one in force on checkedOn answers; overlapping ones are reported', () => {
    const l = list({ entries: [
      { answer: 'VISA', nationalities: ['USA'], until: '2025-12-31' },
      { answer: 'ETA', nationalities: ['USA'], from: '2026-01-01' },
    ] });
    expect(compareLists([l], [MATRIX]).pairs[0]).toMatchObject({ answer: 'ETA', status: 'AGREE', pointer: '/entries/1' });
    const overlap = list({ entries: [{ answer: 'ETA', nationalities: ['USA'] }, { answer: 'VISA', nationalities: ['USA'], from: '2025-01-01' }] });
    expect(compareLists([overlap], [MATRIX]).problems[0]).toMatchObject({ code: 'OVERLAPPING_ENTRIES', pointer: '/entries/1' });
  });

  it('others: every matrix passport not named and not excepted; a pair with no matrix answer counts as NONE', () => {
    const l = list({ entries: [{ answer: 'ETA', nationalities: ['USA', 'JPN'] }], others: { answer: 'VISA', except: ['IRN'], note: 'all others' } });
    const c = compareLists([l], [MATRIX]);
    expect(c.pairs.map((p) => `${p.nationality}:${p.pointer}:${p.status}`)).toEqual([
      'FRA:/others:UNRESOLVED', 'IND:/others:AGREE', 'JPN:/entries/0:UNRESOLVED', 'USA:/entries/0:AGREE',
    ]);
    expect(c.pairs.find((p) => p.nationality === 'JPN')!.matrix).toBe('NONE');
  });

  it('record kinds follow the ranking of answers (src/rules/favourable.ts)', () => {
    expect(kindOfRecord({ documentTypes: ['VISA'] }, 'PROCEDURE')).toBe('VISA');
    expect(kindOfRecord({ documentTypes: ['E_VISA'] }, 'PROCEDURE')).toBe('E_VISA');
    expect(kindOfRecord({ documentTypes: ['VISA'], subCategory: 'ON_ARRIVAL' }, 'PROCEDURE')).toBe('VISA_ON_ARRIVAL');
    expect(kindOfRecord({ enforcement: 'NOT_REQUIRED' }, 'PROCEDURE')).toBe('VISA_FREE');
    expect(kindOfRecord({ category: 'NO_ADMISSION' }, 'RESTRICTION')).toBe('NO_ADMISSION');
    expect(kindOfRecord({ tags: ['eta-if-visa-held'], documentTypes: ['EMBASSY_VISA'] }, 'PROCEDURE')).toBe('ETA_IF_VISA_HELD');
  });

  it('formats the per-destination table with a total', () => {
    const c = compareLists([list({ entries: [{ answer: 'ETA', nationalities: ['USA'] }, { answer: 'VISA', nationalities: ['FRA'] }] })], [MATRIX]);
    const t = formatTable(c.summaries);
    expect(t.split('\n')[2]).toBe('| xx | GBR | 2 | 1 | 1 | 0 | 0 | 0 | 1 |');
    expect(t.split('\n').at(-1)).toBe('| total |  | 2 | 1 | 1 | 0 | 0 | 0 | 1 |');
  });
});

describe('parseLists', () => {
  it('rejects a list that fails the schema, a wrong id and reversed dates', () => {
    const good = { schemaVersion: 1, ...list({ id: 'a', entries: [{ answer: 'ETA', nationalities: ['USA'], from: '2026-02-01', until: '2026-01-01' }] }) };
    const bad = { ...good, id: 'b', entries: [{ answer: 'MAYBE', nationalities: ['USA'] }] };
    const r = parseLists([{ path: 'lists/a.json', content: good }, { path: 'lists/b.json', content: bad }, { path: 'lists/c.json', content: { ...good } }]);
    expect(r.lists.map((l) => l.id)).toEqual(['a', 'a']);
    expect(r.errors.map((e) => `${e.path}${e.pointer}`)).toEqual(expect.arrayContaining([
      'lists/a.json/entries/0/until', 'lists/b.json/entries/0/answer', 'lists/c.json/id',
    ]));
  });

  it('a partial suspension must name the suspended classes', () => {
    const r = parseLists([{ path: 'lists/a.json', content: { schemaVersion: 1, ...list({ id: 'a', entries: [{ answer: 'PARTIAL_SUSPENSION', nationalities: ['USA'] }] }) } }]);
    expect(r.errors.length).toBeGreaterThan(0);
  });
});
