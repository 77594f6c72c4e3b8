// temp (lead): FEES gap by destination and matrix answer; not committed
import { readFileSync } from 'node:fs';
import { createTravelRequirements } from '../src/index.js';
import { expandShortTrip } from '../src/ruletest/shortform.js';
import type { TripResponseDocument } from '../src/schema/generated.js';
const pairs = readFileSync('data/passport-index/passport-index-tidy-iso3.csv', 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
const tr = createTravelRequirements();
const gap = new Map<string, Map<string, number>>();
for (const [passport, destination, value] of pairs) {
  if (passport === destination) continue;
  const r = tr.trips(expandShortTrip({ passports: [passport!], from: passport!, to: destination!, date: '2026-12-01' }));
  const body = r.body as TripResponseDocument;
  const c = body.data?.attributes.coverage?.find((x) => x.territory === destination && x.topic === 'FEES' && x.checkpointKind === 'ENTRY');
  if (!c || c.status === 'COVERED') continue;
  const kind = /^\d+$/.test(value!) ? 'free' : value!;
  const m = gap.get(destination!) ?? new Map<string, number>();
  m.set(`${kind}:${c.status}`, (m.get(`${kind}:${c.status}`) ?? 0) + 1);
  gap.set(destination!, m);
}
const rows = [...gap].map(([d, m]) => [d, [...m.values()].reduce((a, b) => a + b, 0), Object.fromEntries(m)] as const).sort((a, b) => b[1] - a[1]);
for (const [d, n, m] of rows) console.log(d, n, JSON.stringify(m));
