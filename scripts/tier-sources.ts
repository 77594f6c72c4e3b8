// Sets the tier of every source in the given JSON files (scripts/source-tiers.ts decides it), in
// place, keeping the files' 2-space layout. Used for the hand-authored files of authorisations,
// fees, territories and the official-portals table; the territory importer tiers what it copies.
import { readFileSync, writeFileSync } from 'node:fs';
import { tierAllSources } from './source-tiers.js';

let changed = 0;
for (const file of process.argv.slice(2)) {
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const n = tierAllSources(json);
  if (n > 0) writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  changed += n;
  console.log(`${file}: ${n} source(s) tiered`);
}
console.log(`${changed} source(s) tiered`);
