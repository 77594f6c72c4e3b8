import { readFileSync } from 'node:fs';
import { createTravelRequirements } from '../src/index.js';
import { expandShortTrip } from '../src/ruletest/shortform.js';
const T = ['FRA','ESP','ITA','AUT','CHE','NZL','JPN','KOR','DNK','FIN','DEU'];
const tr = createTravelRequirements();
const pairs = readFileSync(new URL('../data/passport-index/passport-index-tidy-iso3.csv', import.meta.url), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
const out = new Map<string,string[]>();
for (const [p, d] of pairs) { if (!T.includes(p!) || p === d) continue;
  const r = tr.trips(expandShortTrip({ passports: [p!], from: p!, to: d!, date: '2026-12-01' })); if (r.status !== 200) continue;
  const b: any = r.body; const voa = b.included.filter((x: any) => /-visa-on-arrival$/.test(x.id) && x.type === 'PROCEDURE');
  if (!voa.length) continue; const priced = new Set(b.included.filter((x: any) => x.type === 'PRODUCT').flatMap((x: any) => x.attributes.priceOf ?? []));
  for (const v of voa) if (!priced.has(v.id)) out.set(d!, [...(out.get(d!) ?? []), p!]); }
for (const [d, ps] of [...out].sort()) console.log(d, ps.join(','));
