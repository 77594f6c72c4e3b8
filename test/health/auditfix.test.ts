// auditfix (issue 26 audit, 2026-11-28): the Dominican Republic's yellow fever rule, re-read on its sources and the 2026
// pages. It stays (three current pages of four that state a modelable reading ask some arrivals for a certificate; only
// Spain says none) and follows the reading of two pages, arrivals from a yellow fever area (the Auswärtiges Amt 2026-08-20
// 'Bei Einreise aus einem Gelbfiebergebiet', France 2026-03-12 'obligatoire pour les voyageurs en provenance de zones
// d'endémie'), step (b) of the README's rule, over Canada's 'some states in Brazil' (one page) and the 2022 report's
// Brazil, Colombia and Venezuela. The settled coverage status (PARTIAL) is not changed.
import { describe, expect, it } from 'vitest';
import { table, statement } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

const dom = () => table().requirements.find((r) => r.territory === 'DOM')!;

describe('auditfix: the Dominican Republic yellow fever rule', () => {
  it('follows the WHO list on the AA\'s and France\'s 2026 pages; Canada and Spain cited, not followed; the 2022 report and the CDC copy kept after them', () => {
    const r = dom();
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', text: 'health:yellowFever.arrivingFromRiskCountries' });
    expect(r.sources.map((s) => new URL(s.url).host)).toEqual([
      'www.auswaertiges-amt.de', 'www.diplomatie.gouv.fr', 'travel.gc.ca', 'www.exteriores.gob.es', 'www.precisionvaccinations.com', 'relief.unboundmedicine.com',
    ]);
    expect(r.sources[0]!.note).toContain('Bei Einreise aus einem Gelbfiebergebiet ist eine Gelbfieberimpfung nachzuweisen.');
    expect(r.sources[1]!.note).toContain("Fièvre jaune : obligatoire pour les voyageurs en provenance de zones d'endémie");
    expect(r.sources[2]!.note).toContain('Proof of vaccination is required if arriving from some states in Brazil');
    expect(r.sources[2]!.note).toMatch(/not followed/);
    expect(r.sources[3]!.note).toContain('Vacunas Obligatorias: Ninguna.');
    expect(r.sources[3]!.note).toMatch(/not followed/);
    for (const [i, citizens] of [[0, /Written for German citizens/], [1, /Written for French citizens/], [2, /Written for Canadian citizens/], [3, /Written for Spanish citizens/]] as const) {
      expectNwwCitation('DOM', r.sources[i]!, citizens);
    }
    expect(r.sources[4]!.note).toMatch(/superseded by the 2026 pages/);
    // The 2022 list stays in the table, unused.
    expect(table().riskLists['DOM']!.countries).toEqual(['BRA', 'COL', 'VEN']);
  });

  it('the settled status is unchanged: PARTIAL', () => {
    expect(statement(table(), 'DOM')?.status).toBe('PARTIAL');
  });

  it('fires for arrivals from Nigeria, Peru and Colombia (risk countries, two of them not on the 2022 list), not from Spain or the United States', () => {
    for (const [p, from] of [['NGA', 'LOS'], ['PER', 'LIM'], ['COL', 'BOG'], ['DEU', 'GRU']] as const) {
      expect(healthTrip(p, from, 'SDQ').ids, `${p} from ${from}`).toContain('yf-dom-required');
    }
    for (const [p, from] of [['ESP', 'MAD'], ['USA', 'JFK'], ['NGA', 'MAD']] as const) {
      expect(healthTrip(p, from, 'SDQ').ids, `${p} from ${from}`).not.toContain('yf-dom-required');
    }
  });
});
