// Prints what issue 10 (parts 2 and 3) still lacks: e-visa destinations of the visa matrix without
// an official application link, and electronic authorisations (ETA records, authored or from the
// matrix) and e-visas without an official price (a PRODUCT in rules/fees whose priceOf names them).
// Reads the bundled ruleset; writes nothing.  npx tsx scripts/report-fees.ts [--json]
import { readRuleset } from '../src/node/ruleset.js';

interface Rec { id: string; type?: string; location: string; documentTypes?: string[]; actions?: unknown[]; priceOf?: string[]; prices?: unknown[]; file: string }

const read = readRuleset();
if (!read.ok) {
  console.error(read.errors.map((e) => `${e.source.file ?? ''} ${e.detail}`).join('\n'));
  process.exit(1);
}
const { files } = read.source;
const records: Rec[] = [];
for (const f of files) {
  const c = f.content as { procedures?: Array<Omit<Rec, 'file'>> };
  for (const p of c.procedures ?? []) records.push({ ...p, file: f.path });
}
const priced = new Set(records.filter((r) => r.type === 'PRODUCT' && r.prices?.length).flatMap((r) => r.priceOf ?? []));
const eVisas = records.filter((r) => r.file.startsWith('visa-matrix/') && r.documentTypes?.includes('E_VISA'));
const authorisations = records.filter((r) => r.type !== 'PRODUCT' && r.documentTypes?.includes('ETA'));
const noLink = eVisas.filter((r) => !r.actions?.length).map((r) => r.location).sort();
const unpricedAuth = authorisations.filter((r) => !priced.has(r.id)).map((r) => `${r.location} ${r.id}`).sort();
const unpricedEVisa = eVisas.filter((r) => !priced.has(r.id)).map((r) => r.location).sort();
const products = records.filter((r) => r.type === 'PRODUCT' && r.prices?.length);

const report = {
  eVisaDestinations: eVisas.length,
  eVisaWithLink: eVisas.length - noLink.length,
  eVisaWithoutLink: noLink,
  authorisations: authorisations.length,
  authorisationsPriced: authorisations.length - unpricedAuth.length,
  authorisationsWithoutPrice: unpricedAuth,
  eVisasPriced: eVisas.length - unpricedEVisa.length,
  eVisasWithoutPrice: unpricedEVisa,
  products: products.map((p) => `${p.id} -> ${(p.priceOf ?? []).join(', ')}`),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`e-visa destinations: ${report.eVisaDestinations}; with an official link: ${report.eVisaWithLink}; without: ${noLink.length}`);
  console.log(`  without a link: ${noLink.join(' ')}`);
  console.log(`electronic authorisations (ETA records): ${report.authorisations}; with an official price: ${report.authorisationsPriced}; without: ${unpricedAuth.length}`);
  console.log(`  without a price: ${unpricedAuth.join(', ')}`);
  console.log(`e-visas with an official price: ${report.eVisasPriced} of ${report.eVisaDestinations}`);
  console.log(`fee products: ${report.products.join('; ')}`);
}
