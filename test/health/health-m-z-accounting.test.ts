// The M-Z passes of issue 26 must leave no M-Z destination silently unanswered: each one either has a
// sourced row (a rule or "none required") or is named, with the reason, in a leftOut row. The eighth
// pass found no usable per-country source, so it pins the left-out decisions it took instead.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, answeredFromHealthlead } from './table.js';
// Destinations answered later by the sixteenth pass (healthfm) are skipped in the lists below; health-pass16-m-z.test.ts pins them.
import { PASS16_NEW_STATEMENT, PASS16_COVERED } from './pass16-answered.js';


/** The M-Z matrix destinations that had no HEALTH statement before the eighth pass (its brief). */
const M_Z_WITHOUT_STATEMENT = (
  'MAC MAR MCO MDA MDG MDV MHL MKD MLT MMR MNE MNG MRT MUS NAM NLD NOR NRU NZL OMN PAK PHL PLW PNG POL PRK ' +
  'PRT PSE QAT ROU RUS SEN SLB SLV SMR SRB STP SUR SVK SVN SWE SWZ SYC TGO TJK TKM TLS TON TUN TUR TUV TWN ' +
  'UKR USA UZB VAT VEN VNM VUT WSM XKX YEM ZMB ZWE'
).split(' ');

describe('health table, M-Z accounting (issue 26, eighth pass)', () => {
  it('lists 64 destinations', () => {
    expect(M_Z_WITHOUT_STATEMENT).toHaveLength(64);
  });

  it('names every M-Z destination in a sourced row or in a leftOut reason', () => {
    const t = table();
    const answered = new Set([...t.requirements.map((r) => r.territory), ...(t.noneRequired ?? []).map((n) => n.territory)]);
    const ownRows = new Set(t.leftOut.map((l) => l.territory));
    const allReasons = t.leftOut.map((l) => l.reason).join(' ');
    const unaccounted = M_Z_WITHOUT_STATEMENT.filter(
      (cc) => !answered.has(cc) && !ownRows.has(cc) && !new RegExp(`\\b${cc}\\b`).test(allReasons),
    );
    expect(unaccounted).toEqual([]);
  });

  it('keeps the eighth pass row in leftOut, saying no fullyResearched row was written', () => {
    // Later passes insert their own row before it (health6's ninth-pass row): found by its opening words.
    const first = table().leftOut.find((l) => l.territory === '*' && l.reason.startsWith('Eighth pass, M-Z'));
    expect(first?.territory).toBe('*');
    expect(first?.reason).toMatch(/^Eighth pass, M-Z/);
    expect(first?.reason).toContain('No fullyResearched row is written');
  });

  // Summaries that name a country without its rule (who, age, transit) are not turned into a rule, and
  // a report that only some travellers are exempt is not turned into "none required".
  // The Philippines left this list in the eleventh pass (health8b): the CIA World Factbook states of whom
  // the certificate is asked (test/health/health-pass11-none.test.ts).
  // Macao has a PARTIAL none-required statement since the healthlead pass (Canada 2026 against GOV.UK 2026, the newer
  // followed, both named): test/health/healthlead.test.ts pins it.
  it.each(['SEN', 'QAT', 'MLT', 'MAC', 'PAK', 'MRT'].filter((cc) => !PASS16_NEW_STATEMENT.has(cc) && !PASS16_COVERED.has(cc) && !answeredFromHealthlead(table(), cc)))('%s: left out, with no rule and no "none required" statement', (cc) => {
    const t = table();
    expect(t.leftOut.some((l) => l.territory === cc)).toBe(true);
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    expect((t.noneRequired ?? []).some((n) => n.territory === cc)).toBe(false);
    expect(buildCoverage(t).some((s) => s.territories.includes(cc))).toBe(false);
  });

  it('Senegal: the row quotes the March 2026 communiqué as reported and says why it is not followed', () => {
    const sen = table().leftOut.find((l) => l.territory === 'SEN');
    expect(sen?.reason).toContain("la présentation d'un carnet de vaccination n'est pas obligatoire");
    expect(sen?.reason).toMatch(/No report quotes what the communiqué says of travellers coming from countries with an epidemic or endemic situation/);
  });
});
