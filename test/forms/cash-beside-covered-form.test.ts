// A cash declaration is PARTIAL because it says nothing of the other arrival forms. Beside a COVERED arrival card
// (whose scope answers the destination's forms in full) it no longer holds the destination back; alone, or beside a
// PARTIAL card, it still does (lead, 2026-11-27: Guyana's online E/D form beside its currency declaration).
import { describe, expect, it } from 'vitest';
import { buildFile, carriedByForms } from '../../scripts/import-forms.js';
import { file, table, type BuiltForms } from './generated.js';

const row = (id: string) => table.forms.find((f) => f.id === id)!;

describe('cash declarations beside a COVERED form', () => {
  it('Guyana: the COVERED E/D form and the PARTIAL currency declaration give one COVERED statement', () => {
    expect(row('guy-ed-form').status).toBe('COVERED');
    expect(row('guy-cash-declaration')).toMatchObject({ kind: 'CASH_DECLARATION', status: 'PARTIAL' });
    const guy = file.coverage.filter((c) => c.territories.includes('GUY'));
    expect(guy).toHaveLength(1);
    expect(guy[0]).toMatchObject({ topic: 'ARRIVAL_FORMS', finding: 'REQUIREMENTS', status: 'COVERED' });
    // Both rows' sources stay on the statement.
    expect(guy[0]!.sources.length).toBe(row('guy-ed-form').sources.length + row('guy-cash-declaration').sources.length);
  });

  it('the same destination is PARTIAL again when its card is PARTIAL', () => {
    const forms = table.forms.map((f) => (f.id === 'guy-ed-form' ? { ...f, status: 'PARTIAL' as const } : f));
    const built = buildFile({ ...table, forms }) as unknown as BuiltForms;
    expect(built.coverage.find((c) => c.territories.includes('GUY'))).toMatchObject({ status: 'PARTIAL' });
  });

  it('a cash declaration alone never carries a destination (Zambia), nor a PARTIAL card beside it (Kenya)', () => {
    expect(carriedByForms([row('zmb-cash-declaration')])).toBe(false);
    expect(file.coverage.find((c) => c.territories.includes('ZMB'))).toMatchObject({ status: 'PARTIAL' });
    expect(carriedByForms(table.forms.filter((f) => f.territory === 'KEN'))).toBe(false);
    expect(carriedByForms([])).toBe(false);
  });
});
