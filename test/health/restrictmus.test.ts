// The restrictmus pass of issue 26 (branch restrictmus): Mauritius's Ebola entry restriction, read word for word in the
// 2026 pages of 16 governments (JGNWW/Reisadviezen-buddy, worker/data/latest/MUS.json, commit 8d9dd4d of 2026-08-22).
// Four pages state it: GOV.UK (2026-06-15) and Austria (2026-06-17) name the DR Congo, Uganda and South Sudan; the
// Auswärtiges Amt (2026-08-17) and Smartraveller's summaries (2026-08-21) name only the DR Congo and South Sudan. The
// quoted words and dates below were read in that copy, not taken from the engine's output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip, type NodeSpec } from '../helpers.js';
import { expectNwwCitation } from './nww-citation.js';
import { table, statement } from './table.js';

const FILE = 'rules/restrictions/mus-ebola.json';
const BAN = 'mus-ebola-no-admission';
const QUARANTINE = 'mus-ebola-permit-quarantine';
type Source = { type: string; title: string; url: string; tier?: string; readAt?: string; publishedAt?: string; note?: string };
type Rec = { id: string; category: string; enforcement: string; text: string; location: string; startDate: string | null; sources: Source[] };
type Cond = { fact?: string; operator?: string; value?: unknown; any?: Cond[]; all?: Cond[] };
const file = () => JSON.parse(readFileSync(FILE, 'utf8')) as {
  restrictions: Rec[]; rules: { id: string; priority: number; conditions: { all: Cond[] }; event: { type: string; params: { id: string; group: string; slot?: string } } }[]; coverage?: unknown[];
};
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

function answer(passport: string, airports: string[], documents?: unknown[]) {
  const nodes: NodeSpec[] = airports.map((airport) => ({ airport }));
  const req = trip([passport], nodes) as { data: { attributes: { traveller: Record<string, unknown> } } };
  if (documents) req.data.attributes.traveller.documents = documents;
  const r = engine().trips(req);
  expect(r.status).toBe(200);
  const a = (r.body as TripResponseDocument).data.attributes;
  const groups = Object.fromEntries(a.informationGroups.map((g) => [g.type, (g.groupings ?? []).flatMap((x) => x.data.map((d) => d.id))]));
  const ids = Object.values(groups).flat();
  const enforcementOf = (id: string) => a.informationGroups.flatMap((g) => g.groupings ?? []).find((x) => x.data.some((d) => d.id === id))?.enforcement;
  return { groups, ids, enforcementOf };
}

describe('Mauritius: the Ebola entry restriction (the restrictmus pass, issue 26)', () => {
  it('four 2026 pages are cited in the README format, with their dates and the words of the measure', () => {
    const [ban] = file().restrictions;
    expect(ban).toMatchObject({ id: BAN, category: 'NO_ADMISSION', enforcement: 'MANDATORY', location: 'MUS', text: 'overrides:mus.ebolaNoAdmission' });
    expect(ban!.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['gov.uk', '2026-06-15'], ['bmeia.gv.at', '2026-06-17'], ['auswaertiges-amt.de', '2026-08-17'], ['smartraveller.gov.au', '2026-08-21'],
    ]);
    for (const s of ban!.sources) expectNwwCitation('MUS', s, /Written for (British|Austrian|German|Australian) citizens/);
    const [uk, at, de, au] = ban!.sources;
    expect(uk!.note).toContain('Non-Mauritian nationals that have travelled from Democratic Republic of Congo, Uganda, or South Sudan within the preceding 21 days and that do not hold a valid work permit, residence permit, occupation permit, business, or student visa are not allowed to enter Mauritius');
    expect(at!.note).toContain('innerhalb der letzten 21 Tage aus der Demokratischen Republik Kongo, Uganda oder dem Südsudan eingereist sind');
    expect(de!.note).toContain('die aus der DR Kongo oder Südsudan nach Mauritius einreisen möchten (betrifft auch Transitreisende)');
    expect(de!.note).toContain('Diese unterliegen nach Einreise einer 21-tägigen Quarantäne.');
    expect(au!.note).toContain('entry restrictions for travellers who have recently visited the Democratic Republic of Congo (DRC) or South Sudan.');
    // Smartraveller's detailed section still repeats the June wording: the note says so rather than hiding it.
    expect(au!.note).toContain("still quotes the June wording with Uganda");
    // No start date: GOV.UK dates the announcement ('On 15 June'), not the start of the measure.
    expect(ban!.startDate).toBeNull();
  });

  it('Uganda: the two August pages (AA 2026-08-17, Smartraveller 2026-08-21) are newer than the two June pages that name it, so the list is the DR Congo and South Sudan (README Decisions, restrictmus)', () => {
    const [ban] = file().restrictions;
    const june = ban!.sources.filter((s) => /Uganda/.test(s.note!.slice(s.note!.indexOf('Source of:'), s.note!.indexOf('Written for'))));
    const newer = ban!.sources.filter((s) => !june.includes(s));
    expect(june.map((s) => host(s.url))).toEqual(['gov.uk', 'bmeia.gv.at']);
    expect(Math.max(...june.map((s) => Date.parse(s.publishedAt!)))).toBeLessThan(Math.min(...newer.map((s) => Date.parse(s.publishedAt!))));
    for (const r of file().rules) {
      const visited = r.conditions.all.find((c) => c.any)!.any!;
      for (const c of visited) expect(c.value).toEqual(['COD', 'SSD']);
    }
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toMatch(/restrictmus.*Uganda/s);
    const en = JSON.parse(readFileSync('locales/en-US/overrides.json', 'utf8')).mus.ebolaNoAdmission;
    expect(en.more.join(' ')).toContain('also named Uganda');
  });

  it('fires from Kinshasa via Nairobi and from Juba for foreign passports, in TRAVEL_RESTRICTIONS, beside the visa answer', () => {
    const k = answer('FRA', ['FIH', 'NBO', 'MRU']);
    expect(k.groups.TRAVEL_RESTRICTIONS).toEqual([BAN]);
    expect(k.enforcementOf(BAN)).toBe('MANDATORY');
    expect(k.groups.VISA_REQUIREMENTS).toContain('visa-mus-visa-free-90');
    expect(answer('GBR', ['JUB', 'MRU']).groups.TRAVEL_RESTRICTIONS).toEqual([BAN]);
    // A flight from the DR Congo (an airside transit there) counts: the AA 'betrifft auch Transitreisende'.
    expect(answer('DEU', ['CDG', 'FIH', 'MRU']).ids).toContain(BAN);
  });

  it('does not fire from Entebbe (Uganda dropped), nor from Paris, nor for a Mauritian passport, nor elsewhere', () => {
    for (const [p, airports] of [['GBR', ['EBB', 'MRU']], ['FRA', ['CDG', 'MRU']], ['MUS', ['FIH', 'NBO', 'MRU']], ['FRA', ['FIH', 'SEZ']]] as const) {
      const { ids } = answer(p, [...airports]);
      expect(ids, `${p} ${airports.join('-')}`).not.toContain(BAN);
      expect(ids, `${p} ${airports.join('-')}`).not.toContain(QUARANTINE);
    }
  });

  it('a valid Mauritian residence permit lowers the answer to admission with a 21-day quarantine; an expired one does not', () => {
    const held = answer('IND', ['JUB', 'MRU'], [{ type: 'RESIDENCE_PERMIT', issuer: 'MUS', expiryDate: '2028-01-01' }]);
    expect(held.groups.TRAVEL_RESTRICTIONS).toEqual([QUARANTINE]);
    const expired = answer('IND', ['JUB', 'MRU'], [{ type: 'RESIDENCE_PERMIT', issuer: 'MUS', expiryDate: '2026-01-01' }]);
    expect(expired.groups.TRAVEL_RESTRICTIONS).toEqual([BAN]);
    const other = answer('IND', ['JUB', 'MRU'], [{ type: 'RESIDENCE_PERMIT', issuer: 'ZAF' }]);
    expect(other.groups.TRAVEL_RESTRICTIONS).toEqual([BAN]);
    const q = file().restrictions.find((r) => r.id === QUARANTINE)!;
    expect(q.sources.find((s) => host(s.url) === 'gov.uk')!.note).toContain('Non-Mauritian nationals');
  });

  it('texts in every locale of the overrides namespace name both countries, the 21 days and the quarantine', () => {
    const words: Record<string, RegExp[]> = {
      'en-US': [/Congo/, /South Sudan/, /21 days/, /quarantine/], 'en-GB': [/Congo/, /South Sudan/, /21 days/, /quarantine/],
      'de-DE': [/Kongo/, /Südsudan/, /21 Tagen/, /Quarantäne/], 'es-ES': [/Congo/, /Sudán del Sur/, /21 días/, /cuarentena/],
      'fr-FR': [/Congo/, /Soudan du Sud/, /21 jours/, /quarantaine/],
    };
    for (const [l, res] of Object.entries(words)) {
      // en-GB inherits en-US where it writes the same (scripts/prune-en-gb.ts): its texts are en-US's.
      const mus = JSON.parse(readFileSync(`locales/${l === 'en-GB' ? 'en-US' : l}/overrides.json`, 'utf8')).mus;
      if (l === 'en-GB') expect(JSON.parse(readFileSync('locales/en-GB/overrides.json', 'utf8')).mus, 'en-GB keeps no copy equal to en-US').toBeUndefined();
      for (const k of ['ebolaNoAdmission', 'ebolaPermitQuarantine']) {
        expect(mus[k].title, `${l} ${k}`).toBeTruthy();
        const text = [mus[k].description, ...(mus[k].more ?? [])].join(' ');
        for (const re of res) expect(text, `${l} ${k}`).toMatch(re);
      }
    }
  });

  it("Mauritius's HEALTH coverage is not changed by this pass (no coverage statement in the file; the health table's statement stays COVERED)", () => {
    expect(file().coverage ?? []).toEqual([]);
    expect(statement(table(), 'MUS')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const yf = answer('FRA', ['FIH', 'NBO', 'MRU']);
    expect(yf.groups.PUBLIC_HEALTH_REQUIREMENTS).toEqual(['yf-mus-required']);
  });
});
