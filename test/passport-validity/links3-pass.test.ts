// Passport validity, issue 22 (branch links3): Papua New Guinea, read from the Immigration and
// Citizenship Authority's own FAQ (six months from the date of entry). Expected dates are worked
// out by hand: arriving 2026-12-10, the passport must be valid until at least 2027-06-10.
import { describe, expect, it } from 'vitest';
import { answer, ids, docs, roundTrip } from './trips.js';

describe('passport validity, links3 pass', () => {
  it('Papua New Guinea: 6 months from arrival; the last acceptable day meets the rule, the day before does not', () => {
    const trip = roundTrip('POM', '2026-12-10', '2026-12-30');
    expect(docs(answer(trip, ['USA'])).headline).toContain('valid until at least June 10, 2027 for Papua New Guinea');
    expect(docs(answer(trip, ['USA'], '2027-06-10')).headline).toContain('meets the rule for Papua New Guinea');
    expect(answer(trip, ['USA'], '2027-06-09').data.attributes.headline).toMatch(/^Your passport expires too soon for Papua New Guinea/);
  });

  it('Papua New Guinea: the rule is COVERED, own nationals are exempt, and the source is the authority itself', () => {
    const b = answer(roundTrip('POM', '2026-12-10', '2026-12-30'), ['FRA']);
    expect(b.data.attributes.coverage!.find((e) => e.territory === 'PNG' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
    const record = b.included.find((r) => r.id === 'passport-validity-png') as { attributes: { sources: { url: string; tier?: string }[] } };
    expect(record.attributes.sources.find((s) => s.url === 'https://ica.gov.pg/faq')?.tier).toBe('DESTINATION_GOVERNMENT');
    expect(ids(answer(roundTrip('POM', '2026-12-10', '2026-12-30'), ['PNG']))).not.toContain('passport-validity-png');
  });
});
