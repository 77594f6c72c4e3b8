// Every one of the dataset's 39,601 pairs gets the entry answer the mapping table gives, checked
// against the CSV itself (through the evaluator, at an entry dated after every start date). The
// matrix alone: authored rules that refine it are checked by their own tests (test/lists, rules/tests).
import { describe, expect, it } from 'vitest';
import { mostFavourable } from '../../src/rules/favourable.js';
import { expected, rows } from '../dataset.js';
import { entryFacts, matrixEngine } from '../helpers.js';

const facts = entryFacts;

describe('visa matrix', () => {
  it('has 39,601 rows', () => expect(rows).toHaveLength(39_601));

  it('every pair yields the answer the dataset gives', () => {
    const { ruleset } = matrixEngine();
    const wrong: string[] = [];
    for (const row of rows) {
      const want = expected(row.requirement);
      const answer = mostFavourable(ruleset, (p) => facts(p, row.destination), [row.passport]);
      const v = answer.visa;
      const got = v && {
        group: v.event.group, enforcement: v.enforcement, docs: v.record.documentTypes ?? [], days: v.record.lengthOfStayDays,
        category: v.record.category, onArrival: v.record.subCategory === 'ON_ARRIVAL', location: v.record.location,
      };
      const ok = got !== undefined && got.group === want.group && got.enforcement === want.enforcement && got.location === row.destination &&
        (want.documentType === undefined || got.docs.includes(want.documentType)) &&
        (want.days === undefined || got.days === want.days) &&
        (want.category === undefined || got.category === want.category) &&
        got.onArrival === (want.onArrival ?? false);
      if (!ok) wrong.push(`${row.passport}->${row.destination} ${row.requirement}: ${JSON.stringify(got)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
