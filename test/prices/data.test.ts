// The committed price and link data: every fee names an official https source read on a date,
// converted amounts match the committed exchange-rate snapshot (scripts/refresh-fx.ts --check),
// and every official portal is https, sourced, and attached to the matrix record it is for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalTableProblems, type PortalTable } from '../../src/prices/index.js';
import { currentSnapshot, recomputeFees } from '../../scripts/refresh-fx.js';

const ROOT = join(import.meta.dirname, '..', '..');
const feeFiles = readdirSync(join(ROOT, 'rules', 'fees')).filter((n) => n.endsWith('.json'));
type Source = { url: string; readAt?: string; note?: string; type: string; tier?: string; quotes?: string };
type Fee = { id: string; type: string; priceOf: string[]; prices: Array<{ amount: number; currency: string; source: number }>; sources: Source[] };

describe('rules/fees', () => {
  // An official copy (tier DESTINATION_GOVERNMENT, or OTHER_OFFICIAL) where one could be read; otherwise a reported
  // price (tier REPORTED) that names the official notice it quotes (issue 28).
  it('every price is positive or 0 (a free document), in an ISO 4217 currency, from a dated official https source or a reported one quoting its notice', () => {
    expect(feeFiles.length).toBeGreaterThan(0);
    for (const name of feeFiles) {
      const file = JSON.parse(readFileSync(join(ROOT, 'rules', 'fees', name), 'utf8')) as { provenance: { kind: string }; procedures: Fee[] };
      // Hand-authored fee files, and the one file generated from data/fees/fees.json (issue 28).
      expect(file.provenance.kind, name).toBe(name === 'generated-fees.json' ? 'generated' : 'hand-authored');
      for (const fee of file.procedures) {
        expect(fee.type, fee.id).toBe('PRODUCT');
        expect(fee.priceOf.length, fee.id).toBeGreaterThan(0);
        for (const p of fee.prices) {
          // 0 only for a document its source states is free (README Decisions, "Free documents").
          expect(p.amount, fee.id).toBeGreaterThanOrEqual(0);
          expect(Intl.supportedValuesOf('currency'), fee.id).toContain(p.currency);
          const s = fee.sources[p.source]!;
          expect(s.url, fee.id).toMatch(/^https:\/\//);
          if (s.tier === 'REPORTED') expect(s.quotes, fee.id).toBeTruthy();
          else {
            expect(s.type, fee.id).toBe('GOVERNMENT');
            // Another government's official page stating the amount (US State Department, a US embassy)
            // counts as official too (issue 28, branch feesvoa: README Decisions, "Visa-on-arrival fees").
            expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL'], fee.id).toContain(s.tier);
          }
          expect(s.readAt, fee.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(s.note, fee.id).toBeTruthy();
        }
      }
    }
  });

  it('converted amounts are what the committed snapshot gives (data/fx/current.json)', () => {
    const changed = [...recomputeFees(currentSnapshot())].filter(([, f]) => f.before !== f.after).map(([p]) => p);
    expect(changed).toEqual([]);
  });
});

describe('data/links/official-portals.json', () => {
  const table = JSON.parse(readFileSync(join(ROOT, 'data', 'links', 'official-portals.json'), 'utf8')) as PortalTable;

  it('is valid: https portals, each with the official page that names it and when it was read', () => {
    expect(portalTableProblems(table)).toEqual([]);
  });

  it('every portal is on the generated record for its destination and answer', () => {
    const suffix: Record<string, string> = { 'e-visa': 'e-visa', eta: 'eta', 'visa on arrival': 'visa-on-arrival' };
    for (const l of table.links) {
      const file = JSON.parse(readFileSync(join(ROOT, 'rules', 'visa-matrix', `${l.destination}.json`), 'utf8')) as { procedures: Array<{ id: string; actions?: Array<{ url: string }>; sources: Source[] }> };
      const rec = file.procedures.find((p) => p.id === `visa-${l.destination.toLowerCase()}-${suffix[l.answer]}`);
      expect(rec, `${l.destination} ${l.answer}`).toBeDefined();
      expect(rec!.actions?.map((a) => a.url)).toEqual([l.url]);
      expect(rec!.sources.slice(1).map((s) => s.url)).toEqual(l.sources.map((s) => s.url));
    }
  });

  it('refuses a plain-http portal or one without a source', () => {
    expect(portalTableProblems({ links: [{ destination: 'AZE', answer: 'e-visa', url: 'http://evisa.gov.az/', sources: [] }] })).toHaveLength(2);
  });
});
