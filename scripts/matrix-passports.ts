// Prints, as a JSON array, the sorted passports that the Passport Index snapshot gives a requirement
// value for at a destination, so that an author can refresh the passport list of a hand-authored rule.
//
// Run: npx tsx scripts/matrix-passports.ts <DEST> <value> [csv]
//   e.g. npx tsx scripts/matrix-passports.ts GBR eta
//        npx tsx scripts/matrix-passports.ts USA "visa free"
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CSV, groupByDestination, mappingFor, parseMatrixCsv } from './import-passport-index.js';

export function matrixPassports(csvText: string, dest: string, value: string): string[] {
  mappingFor(value); // rejects values the dataset does not use, instead of printing an empty list
  return groupByDestination(parseMatrixCsv(csvText)).get(dest)?.get(value) ?? [];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dest, value, csv] = process.argv.slice(2);
  if (!dest || value === undefined || !/^[A-Z]{3}$/.test(dest)) {
    console.error('usage: matrix-passports.ts <DEST (alpha-3)> <value: eta | e-visa | visa free | visa on arrival | visa required | no admission | -1 | N> [csv]');
    process.exit(2);
  }
  try {
    console.log(JSON.stringify(matrixPassports(readFileSync(csv ? resolve(csv) : DEFAULT_CSV, 'utf8'), dest, value)));
  } catch (e) {
    console.error(`matrix-passports: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
