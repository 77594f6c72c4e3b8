// Snapshots the diplomatic missions of database-of-embassies (database_of_embassies.csv, generated
// from Wikidata, whose data is CC0) into data/places/missions.json, the bundled places data of
// GET /v2/places. The CSV is not fetched here: give a local copy of it, and the commit it was read
// from (the file names its source, commit and licence, and what was dropped and why).
//
// Run: npm run import:places -- <database_of_embassies.csv> --commit <sha> --commit-date <yyyy-mm-dd>
//        [--imported <yyyy-mm-dd>] [--out <file>] [--check]
//   --imported  the import date written into the file (default: today, UTC)
//   --out       default data/places/missions.json; tests write into a temp dir
//   --check     write nothing; exit 1 when the committed file differs from what the CSV gives
//
// What is kept: rows whose operator (the sending country) and host country map to an ISO 3166-1
// alpha-3 code the project knows, with coordinates. Rows without coordinates are dropped (a radius
// search cannot find them) and counted; so are rows of operators that are not states (Quebec, the
// Order of Malta, ...) and repeated Wikidata ids. Pictures are not copied: they are Wikimedia
// Commons files under their own licences, not Wikidata's CC0.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import countries from 'i18n-iso-countries';
import { loadReferenceData } from '../src/node/reference.js';
import {
  MISSION_COLUMNS, type MissionCategory, type MissionRow, type MissionsFile,
} from '../src/places/missions.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT = resolve(ROOT, 'data/places/missions.json');
export const SOURCE_URL = 'https://github.com/database-of-embassies/database-of-embassies';

/** The CSV's columns this import reads (the header must have them, in any order). */
export const REQUIRED_COLUMNS = [
  'operator', 'operatorQID', 'jurisdictions', 'country', 'countryQID', 'city', 'latitude', 'longitude',
  'phone', 'email', 'website', 'type', 'QID',
] as const;

/**
 * English labels of the source (Wikidata's labels) that i18n-iso-countries does not know, mapped
 * to the alpha-3 code they name. Kosovo is XKX in this project (src/node/reference.ts).
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  Vatican: 'VAT', // both the Holy See and Vatican City carry this label; missions of the Holy See are nunciatures
  'Republic of Ireland': 'IRL',
  'Kingdom of Denmark': 'DNK',
  Moldova: 'MDA',
  Syria: 'SYR',
  Brunei: 'BRN',
  Laos: 'LAO',
  'East Timor': 'TLS',
  'The Bahamas': 'BHS',
  'São Tomé and Príncipe': 'STP',
  'Federated States of Micronesia': 'FSM',
  Macau: 'MAC',
  Kosovo: 'XKX',
  // Ministries and governments named as operator instead of their state.
  "Ministry of Foreign Affairs of the People's Republic of China": 'CHN',
  'Ministry of Foreign Affairs of the Russian Federation': 'RUS',
  'Ministry of Foreign Affairs and Cooperation of the Republic of Rwanda': 'RWA',
  'Government of Sweden': 'SWE',
};

/** The source's mission type (Wikidata's English label of the instance-of class) -> category. */
export const TYPE_CATEGORIES: Readonly<Record<string, MissionCategory>> = {
  embassy: 'EMBASSY',
  'Embassy of the United States': 'EMBASSY',
  'diplomatic mission of El Salvador': 'EMBASSY',
  'high commission': 'HIGH_COMMISSION',
  'British High Commission': 'HIGH_COMMISSION',
  'Australian High Commission': 'HIGH_COMMISSION',
  'assistant high commission': 'CONSULATE',
  'consulate general': 'CONSULATE_GENERAL',
  'Consulate General of Sweden': 'CONSULATE_GENERAL',
  'Consulate General of Belgium': 'CONSULATE_GENERAL',
  consulate: 'CONSULATE',
  'consular office': 'CONSULATE',
  'Consular Agency': 'CONSULATE',
  'consulates of Sweden': 'CONSULATE',
  'honorary consulate': 'HONORARY_CONSULATE',
  'apostolic nunciature': 'APOSTOLIC_NUNCIATURE',
  'Apostolic delegation': 'APOSTOLIC_NUNCIATURE',
  'de facto embassy': 'REPRESENTATIVE_OFFICE',
  'de facto consulate': 'REPRESENTATIVE_OFFICE',
  'liaison office': 'REPRESENTATIVE_OFFICE',
  'representative office': 'REPRESENTATIVE_OFFICE',
  'Taipei Representative Office': 'REPRESENTATIVE_OFFICE',
  'Interests Section': 'REPRESENTATIVE_OFFICE',
  'trade office': 'OTHER_MISSION',
  'Quebec Government Office': 'OTHER_MISSION',
  'permanent mission': 'OTHER_MISSION',
  'diplomatic mission': 'OTHER_MISSION',
};

export interface ImportOptions {
  commit: string;
  commitDate: string;
  imported: string;
}

/** Splits the CSV: `;`-separated, no quoting (the generator replaces `;` and newlines in values). */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.length > 0);
  const header = (lines[0] ?? '').split(';');
  while (header.length && header[header.length - 1] === '') header.pop(); // the header ends with ';'
  return { header, rows: lines.slice(1).map((l) => l.split(';')) };
}

/** Decimal degrees as the place schema's string (at most 6 decimals, ~0.1 m), or undefined. */
export function coordinate(raw: string, limit: number): string | undefined {
  if (!/^-?[0-9]{1,3}(\.[0-9]+)?$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  if (!(Math.abs(n) <= limit)) return undefined;
  const s = n.toFixed(6).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/** A value the place schema accepts, or '' (counted by the caller). */
function website(raw: string): string {
  const v = raw.trim();
  return /^https?:\/\/[^\s]+$/.test(v) ? v : '';
}
function email(raw: string): string {
  const v = raw.trim().replace(/^mailto:/i, '');
  return /^[^@\s]+@[^@\s]+$/.test(v) ? v : '';
}
function phone(raw: string): string {
  const v = raw.trim();
  return /^\+?[0-9 ().-]{3,32}$/.test(v) ? v : '';
}

function qid(uri: string): string {
  return /Q[0-9]+$/.exec(uri.trim())?.[0] ?? '';
}

function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function sorted(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)));
}

/** The missions file for a CSV text. Pure: the same CSV and options give the same bytes. */
export function buildMissionsFile(csv: string, options: ImportOptions, known: ReadonlySet<string>): MissionsFile {
  const en = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('i18n-iso-countries/langs/en.json'), 'utf8')) as countries.LocaleData;
  countries.registerLocale(en);
  const alpha3 = (label: string): string | undefined => {
    const code = COUNTRY_ALIASES[label] ?? countries.getAlpha3Code(label, 'en');
    return code !== undefined && known.has(code) ? code : undefined;
  };
  const { header, rows } = parseCsv(csv);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`the CSV header lacks ${missing.join(', ')} (header: ${header.join(';')})`);
  const col = Object.fromEntries(REQUIRED_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof REQUIRED_COLUMNS)[number], number>;

  const dropped = { withoutCoordinates: 0, operatorNotACountry: {} as Record<string, number>, hostNotACountry: {} as Record<string, number>, unknownType: {} as Record<string, number>, repeatedId: 0, malformed: 0 };
  const cleared = { website: 0, phone: 0, email: 0 };
  const categories: Record<string, number> = {};
  const seen = new Set<string>();
  const out: MissionRow[] = [];
  for (const r of rows) {
    const get = (c: keyof typeof col): string => (r[col[c]] ?? '').trim();
    const id = qid(get('QID'));
    if (r.length < header.length || !id) { dropped.malformed++; continue; }
    if (seen.has(id)) { dropped.repeatedId++; continue; }
    seen.add(id);
    const operator = alpha3(get('operator'));
    if (!operator) { bump(dropped.operatorNotACountry, get('operator') || '(empty)'); continue; }
    const host = alpha3(get('country'));
    if (!host) { bump(dropped.hostNotACountry, get('country') || '(empty)'); continue; }
    const category = TYPE_CATEGORIES[get('type')];
    if (!category) { bump(dropped.unknownType, get('type') || '(empty)'); continue; }
    const lat = coordinate(get('latitude'), 90);
    const lon = coordinate(get('longitude'), 180);
    if (lat === undefined || lon === undefined) { dropped.withoutCoordinates++; continue; }
    const w = website(get('website'));
    const p = phone(get('phone'));
    const e = email(get('email'));
    if (get('website') && !w) cleared.website++;
    if (get('phone') && !p) cleared.phone++;
    if (get('email') && !e) cleared.email++;
    const jurisdictions = [...new Set(get('jurisdictions').split('|').map((j) => alpha3(j.trim())).filter((j): j is string => j !== undefined))].sort();
    bump(categories, category);
    out.push([id, category, operator, host, get('city'), lat, lon, w, p, e, jurisdictions.join(' '), get('type')]);
  }
  out.sort((a, b) => a[2].localeCompare(b[2]) || a[3].localeCompare(b[3]) || a[4].localeCompare(b[4]) || Number(a[0].slice(1)) - Number(b[0].slice(1)));
  const operators = new Set(out.map((m) => m[2]));
  const hosts = new Set(out.map((m) => m[3]));
  return {
    schemaVersion: 1,
    kind: 'DIPLOMATIC_MISSIONS',
    description:
      `Diplomatic missions (embassies, high commissions, consulates and other missions) from Wikidata, as the database-of-embassies project exported them ` +
      `(database_of_embassies.csv at commit ${options.commit.slice(0, 12)}, ${options.commitDate}); Wikidata's data is CC0 1.0. ` +
      `Community-maintained: a mission may have moved or closed; check its website before going.`,
    fictional: false,
    source: {
      title: 'database-of-embassies: database_of_embassies.csv (generated from Wikidata)',
      url: SOURCE_URL,
      file: 'database_of_embassies.csv',
      commit: options.commit,
      commitDate: options.commitDate,
      licence: 'CC0 1.0 (the data is Wikidata\'s); pictures of the source are not copied',
      licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
      imported: options.imported,
      generatedBy: 'scripts/import-places.ts',
    },
    counts: {
      rows: rows.length,
      missions: out.length,
      operatorCountries: operators.size,
      hostCountries: hosts.size,
      categories: sorted(categories),
      dropped: {
        withoutCoordinates: dropped.withoutCoordinates,
        repeatedId: dropped.repeatedId,
        malformed: dropped.malformed,
        operatorNotACountry: sorted(dropped.operatorNotACountry),
        hostNotACountry: sorted(dropped.hostNotACountry),
        unknownType: sorted(dropped.unknownType),
      },
      clearedValues: cleared,
    },
    columns: [...MISSION_COLUMNS],
    rows: out,
  };
}

/** One mission per line: diffs of a new snapshot stay readable. */
export function toJson(file: MissionsFile): string {
  const { rows, ...head } = file;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "rows": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
}

export function knownTerritories(): Set<string> {
  return new Set(loadReferenceData(['en']).territories.map((t) => t.alpha3));
}

export function main(argv: string[]): number {
  const args = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--check') args.set('check', '1');
    else if (a.startsWith('--')) args.set(a.slice(2), argv[++i] ?? '');
    else positional.push(a);
  }
  const csvPath = positional[0];
  const commit = args.get('commit') ?? '';
  const commitDate = args.get('commit-date') ?? '';
  if (!csvPath || !/^[0-9a-f]{40}$/.test(commit) || !/^\d{4}-\d{2}-\d{2}$/.test(commitDate)) {
    process.stderr.write('usage: npm run import:places -- <database_of_embassies.csv> --commit <40-hex sha> --commit-date <yyyy-mm-dd> [--imported <yyyy-mm-dd>] [--out <file>] [--check]\n');
    return 2;
  }
  const imported = args.get('imported') ?? new Date().toISOString().slice(0, 10);
  const out = resolve(args.get('out') ?? DEFAULT_OUT);
  const file = buildMissionsFile(readFileSync(csvPath, 'utf8'), { commit, commitDate, imported }, knownTerritories());
  const json = toJson(file);
  if (args.has('check')) {
    let current = '';
    try { current = readFileSync(out, 'utf8'); } catch { /* missing: differs */ }
    if (current !== json) { process.stderr.write(`${out} differs from what ${csvPath} gives\n`); return 1; }
    process.stdout.write(`${out} is up to date\n`);
    return 0;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, json);
  const c = file.counts;
  process.stdout.write(`${out}: ${c.missions} missions of ${c.operatorCountries} countries in ${c.hostCountries} countries, from ${c.rows} rows (${c.dropped.withoutCoordinates} without coordinates dropped)\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
