// Refreshes the exchange-rate snapshot and the converted fee amounts, from an ECB file you
// downloaded (this script never reaches the network, so it also runs offline and in CI):
//
//   1. download the euro foreign exchange reference rates of the day from the ECB
//      (eurofxref-daily.xml, or eurofxref.zip and unzip eurofxref.csv);
//   2. npx tsx scripts/refresh-fx.ts path/to/eurofxref-daily.xml [--read-at YYYY-MM-DD] [--url URL] [--note TEXT]
//   3. review and commit data/fx/ecb-<date>.json, data/fx/current.json and rules/fees/*.json,
//      then run npm run rules:register (the ruleset revision changes with the fee files).
//
// It writes data/fx/ecb-<date>.json (the day's rates, with the source, the date it was read and
// a note), points data/fx/current.json at it, and rewrites `converted` of every price in
// rules/fees/*.json: the amount in each request currency (USD, CAD, GBP, EUR) other than the
// official one, through the euro, exact and rounded once half-up to 2 decimals. --check exits 1
// when a fee file's `converted` differs from what the current snapshot gives (nothing is written).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertedBlock, parseEcbCsv, parseEcbXml, snapshotProblems, type FxSnapshot } from '../src/prices/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FX_DIR = join(ROOT, 'data', 'fx');
const FEES_DIR = join(ROOT, 'rules', 'fees');
const CURRENT = join(FX_DIR, 'current.json');
/** The ECB page that publishes the reference rates (seen 2026-11-23 via a stored copy). */
const DEFAULT_URL = 'https://data.ecb.europa.eu/key-figures/ecb-interest-rates-and-exchange-rates/exchange-rates';

interface Options { file?: string; readAt?: string; url: string; note?: string; check: boolean }

function parseArgs(argv: string[]): Options {
  const o: Options = { url: DEFAULT_URL, check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--check') o.check = true;
    else if (a === '--read-at') o.readAt = argv[++i];
    else if (a === '--url') o.url = argv[++i] ?? DEFAULT_URL;
    else if (a === '--note') o.note = argv[++i];
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else o.file = a;
  }
  if (o.readAt !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(o.readAt)) throw new Error('--read-at takes YYYY-MM-DD');
  return o;
}

/** The committed snapshot data/fx/current.json points at, or undefined when there is none yet. */
export function currentSnapshot(): { snapshot: FxSnapshot; path: string } | undefined {
  if (!existsSync(CURRENT)) return undefined;
  const { snapshot: rel } = JSON.parse(readFileSync(CURRENT, 'utf8')) as { snapshot: string };
  const snapshot = JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as FxSnapshot;
  const problems = snapshotProblems(snapshot);
  if (problems.length) throw new Error(`${rel}: ${problems.join('; ')}`);
  return { snapshot, path: rel };
}

/** Fee files with `converted` recomputed from the snapshot (or removed when there is none). */
export function recomputeFees(fx: { snapshot: FxSnapshot; path: string } | undefined): Map<string, { before: string; after: string }> {
  const out = new Map<string, { before: string; after: string }>();
  for (const name of readdirSync(FEES_DIR).filter((n) => n.endsWith('.json')).sort()) {
    const path = join(FEES_DIR, name);
    const before = readFileSync(path, 'utf8');
    const file = JSON.parse(before) as { procedures?: Array<{ prices?: Array<Record<string, unknown>> }> };
    for (const record of file.procedures ?? []) {
      for (const price of record.prices ?? []) {
        delete price.converted;
        if (price.maximum !== undefined) continue; // a range is never converted (README Decisions, "Fee ranges")
        const block = fx && convertedBlock(price.amount as number, price.currency as string, fx.snapshot, fx.path);
        if (block) price.converted = block;
      }
    }
    out.set(`rules/fees/${name}`, { before, after: `${JSON.stringify(file, null, 2)}\n` });
  }
  return out;
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  if (o.check) {
    const changed = [...recomputeFees(currentSnapshot())].filter(([, f]) => f.before !== f.after).map(([p]) => p);
    if (changed.length) {
      console.error(`converted amounts out of date in: ${changed.join(', ')} (run scripts/refresh-fx.ts with the ECB file)`);
      process.exit(1);
    }
    console.log('converted amounts match the current snapshot');
    return;
  }
  if (!o.file) {
    console.error('usage: npx tsx scripts/refresh-fx.ts <eurofxref-daily.xml|eurofxref.csv> [--read-at YYYY-MM-DD] [--url URL] [--note TEXT] | --check');
    process.exit(2);
  }
  const text = readFileSync(o.file, 'utf8');
  const parsed = text.includes('<Cube') ? parseEcbXml(text) : parseEcbCsv(text);
  const snapshot: FxSnapshot = {
    date: parsed.date,
    base: 'EUR',
    rates: parsed.rates,
    source: {
      type: 'ORGANIZATION',
      title: `European Central Bank: euro foreign exchange reference rates of ${parsed.date}`,
      url: o.url,
      ...(o.readAt ? { readAt: o.readAt } : {}),
      ...(o.note ? { note: o.note } : {}),
    },
  };
  const problems = snapshotProblems(snapshot);
  if (problems.length) throw new Error(problems.join('; '));
  const rel = `data/fx/ecb-${parsed.date}.json`;
  writeFileSync(join(ROOT, rel), `${JSON.stringify(snapshot, null, 2)}\n`);
  writeFileSync(CURRENT, `${JSON.stringify({ snapshot: rel }, null, 2)}\n`);
  let n = 0;
  for (const [path, f] of recomputeFees({ snapshot, path: rel })) {
    if (f.before !== f.after) {
      writeFileSync(join(ROOT, path), f.after);
      n++;
    }
  }
  console.log(`wrote ${rel} (${Object.keys(parsed.rates).length} rates) and data/fx/current.json; updated ${n} fee file(s)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
