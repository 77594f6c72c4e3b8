#!/usr/bin/env tsx
// One-off migration (re-runnable): gives every source in the files below a `tier`, decided from
// the reviewed publisher table data/sources/publishers.json and the destination of the record (or
// list, coverage statement, data section) that cites it. It only adds tiers where missing (a
// source that has one is left alone, and reported when the table would decide otherwise), adds
// `quotes` to REPORTED sources from the table, and edits the text in place so each file keeps
// its own formatting. Generated rule files are not touched: their importers copy the tiers from
// their data tables (rules/transit/gbr.json and schengen.json from data/transit/) or set them
// (the visa matrix: DATASET).
//   npx tsx scripts/migrate-source-tiers.ts           write the files, print the counts per tier
//   npx tsx scripts/migrate-source-tiers.ts --check   exit 1 when a source still lacks a tier
//   npx tsx scripts/migrate-source-tiers.ts --retier  also replace tiers the table now decides otherwise
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = 'data/sources/publishers.json';

export type Tier = 'DESTINATION_GOVERNMENT' | 'OTHER_OFFICIAL' | 'DATASET' | 'REPORTED';
export interface Publisher { match: string; publisher: string; what: string; copyOf?: string; quotes?: string }
type Json = Record<string, unknown>;

// EU member states and the Schengen states outside the EU: the EU's law and institutions and
// these governments state the area-wide schemes (Schengen visas and transit, EES, ETIAS).
const EU_AREA = new Set([
  'AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'IRL', 'ITA', 'LVA',
  'LTU', 'LUX', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'ESP', 'SWE', 'ISL', 'LIE', 'NOR', 'CHE',
]);

/** Hand-authored files and data tables of this migration (generated rule files excluded). */
export function targets(): string[] {
  const dir = (d: string, skip: string[] = []): string[] =>
    readdirSync(join(ROOT, d)).filter((f) => f.endsWith('.json') && !skip.includes(f)).sort().map((f) => `${d}/${f}`);
  return [
    ...dir('rules/transit', ['gbr.json', 'schengen.json']),
    ...dir('rules/eu'),
    ...dir('rules/domestic'),
    ...dir('rules/lists'),
    ...dir('rules/overrides'),
    'data/transit/transit-europe.json',
  ];
}

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

export function publisherOf(url: string, table: Publisher[]): Publisher | undefined {
  const u = new URL(url);
  const key = `${u.host}${u.pathname}${u.search}`;
  let best: Publisher | undefined;
  for (const p of table) {
    if ((key === p.match || key.startsWith(p.match.includes('/') ? p.match : `${p.match}/`)) && (!best || p.match.length > best.match.length)) best = p;
  }
  return best;
}

/**
 * Territories that apply their sovereign's entry regime (the `mirror` regimes of
 * data/territories/territories.json: Guam, Puerto Rico, Norfolk Island, Jersey, ...). For them the
 * sovereign's government is the territory's own (SourceTier: "the sovereign's government for a
 * territory it governs"); territories with an entry regime of their own (Bermuda, Aruba, ...) keep
 * the sovereign as another government.
 */
export function sovereignsOf(territories: { regimes: Record<string, { kind: string; sovereign?: string }>; territories: Record<string, { regimes: string[] }> }): Map<string, string> {
  const out = new Map<string, string>();
  for (const [code, t] of Object.entries(territories.territories)) {
    const sovereigns = new Set(t.regimes.map((r) => territories.regimes[r]).filter((r) => r?.kind === 'mirror' && r.sovereign).map((r) => r!.sovereign!));
    if (sovereigns.size === 1) out.set(code, [...sovereigns][0]!);
  }
  return out;
}
let SOVEREIGNS: Map<string, string> | undefined;
const sovereigns = (): Map<string, string> =>
  (SOVEREIGNS ??= sovereignsOf(JSON.parse(readFileSync(join(ROOT, 'data/territories/territories.json'), 'utf8')) as Parameters<typeof sovereignsOf>[0]));

export function tierOf(p: Publisher, destinations: string[], sovereignOf: Map<string, string> = sovereigns()): Tier {
  if (p.publisher === 'DATASET') return 'DATASET';
  if (p.publisher === 'PRESS') return 'REPORTED';
  if (p.publisher === 'WHO' || destinations.length === 0) return 'OTHER_OFFICIAL';
  if (destinations.every((d) => d === p.publisher || sovereignOf.get(d) === p.publisher)) return 'DESTINATION_GOVERNMENT';
  const areaWide = destinations.every((d) => EU_AREA.has(d));
  if (areaWide && (p.publisher === 'EU' || EU_AREA.has(p.publisher))) return 'DESTINATION_GOVERNMENT';
  return 'OTHER_OFFICIAL';
}

// ---------------------------------------------------------------- positions of objects in the text
/** Start and end (index of the closing brace) of every object, by JSON pointer. */
function objectSpans(text: string): Map<string, { start: number; end: number }> {
  const spans = new Map<string, { start: number; end: number }>();
  let i = 0;
  const ws = (): void => { while (/\s/.test(text[i] ?? '')) i++; };
  const str = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      const start = i++;
      ws();
      while (text[i] !== '}') {
        const key = str();
        ws(); i++; // ':'
        value(`${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        ws();
        if (text[i] === ',') { i++; ws(); }
      }
      spans.set(pointer, { start, end: i });
      i++;
    } else if (c === '[') {
      i++;
      ws();
      let n = 0;
      while (text[i] !== ']') {
        value(`${pointer}/${n++}`);
        ws();
        if (text[i] === ',') { i++; ws(); }
      }
      i++;
    } else if (c === '"') str();
    else while (!/[\s,}\]]/.test(text[i] ?? ' ')) i++;
  };
  value('');
  return spans;
}

/** Text that adds the properties at the end of the object spanning start..end, in its style. */
function insertion(text: string, start: number, end: number, props: Array<[string, string]>): { at: number; text: string } {
  let last = end - 1;
  while (/\s/.test(text[last]!)) last--;
  const multiline = text.slice(start, end).includes('\n');
  if (!multiline) return { at: last + 1, text: props.map(([k, v]) => `, ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join('') };
  const indent = /\n([ \t]*)\S/.exec(text.slice(start, end))![1]!;
  return { at: last + 1, text: props.map(([k, v]) => `,\n${indent}${JSON.stringify(k)}: ${JSON.stringify(v)}`).join('') };
}

// ---------------------------------------------------------------- the sources and their destinations
export interface Found { pointer: string; source: Json; destinations: string[] }

export function sourcesIn(path: string, content: unknown): Found[] {
  const out: Found[] = [];
  const walk = (v: unknown, pointer: string, dest: string[]): void => {
    if (Array.isArray(v)) { v.forEach((x, i) => walk(x, `${pointer}/${i}`, dest)); return; }
    if (!isObject(v)) return;
    let here = dest;
    if (typeof v.location === 'string') here = [v.location];
    else if (Array.isArray(v.territories)) here = v.territories.filter((t): t is string => typeof t === 'string');
    else if (Array.isArray(v.destinations)) here = v.destinations.filter((t): t is string => typeof t === 'string');
    for (const [k, x] of Object.entries(v)) {
      if (k === 'sources' && Array.isArray(x)) x.forEach((s, i) => isObject(s) && typeof s.url === 'string' && out.push({ pointer: `${pointer}/sources/${i}`, source: s, destinations: here }));
      else walk(x, `${pointer}/${k}`, here);
    }
  };
  if (path === 'data/transit/transit-europe.json' && isObject(content)) {
    // The data table's sections are the destinations of the rules generated from them.
    const schengen = isObject(content.schengen) && Array.isArray(content.schengen.states) ? (content.schengen.states as string[]) : [];
    walk(content.gbr, '/gbr', ['GBR']);
    walk(content.schengen, '/schengen', schengen);
  } else walk(content, '', []);
  return out;
}

export const publisherTable = (): Publisher[] => (JSON.parse(readFileSync(join(ROOT, TABLE), 'utf8')) as { publishers: Publisher[] }).publishers;

function main(): void {
  const check = process.argv.includes('--check');
  const retier = process.argv.includes('--retier');
  const table = publisherTable();
  const counts = new Map<string, number>();
  const problems: string[] = [];
  for (const path of targets()) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    const found = sourcesIn(path, JSON.parse(text));
    const spans = objectSpans(text);
    const edits: Array<{ at: number; text: string; replace?: number }> = [];
    for (const f of found) {
      const p = publisherOf(f.source.url as string, table);
      if (!p) { problems.push(`${path}${f.pointer}: no publisher in ${TABLE} for ${String(f.source.url)}`); continue; }
      const tier = tierOf(p, f.destinations);
      if (typeof f.source.tier === 'string' && (f.source.tier === tier || !retier)) {
        if (f.source.tier !== tier) console.warn(`${path}${f.pointer}: has ${f.source.tier}, the table says ${tier} (kept; --retier replaces it)`);
        counts.set(`${path}|${f.source.tier}`, (counts.get(`${path}|${f.source.tier}`) ?? 0) + 1);
        continue;
      }
      if (typeof f.source.tier === 'string') {
        // --retier: the decision changed (e.g. a territory's sovereign): replace the tier in place.
        const span = spans.get(f.pointer)!;
        const body = text.slice(span.start, span.end + 1);
        const at = body.indexOf(`"tier": "${f.source.tier}"`);
        if (at < 0 || tier === 'REPORTED') { problems.push(`${path}${f.pointer}: cannot retier ${f.source.tier} -> ${tier} in place`); continue; }
        edits.push({ at: span.start + at, text: `"tier": "${tier}"`, replace: `"tier": "${f.source.tier}"`.length });
        console.log(`${path}${f.pointer}: ${f.source.tier} -> ${tier}`);
        counts.set(`${path}|${tier}`, (counts.get(`${path}|${tier}`) ?? 0) + 1);
        continue;
      }
      if (check) { problems.push(`${path}${f.pointer}: no tier (the table says ${tier})`); continue; }
      const props: Array<[string, string]> = [['tier', tier]];
      if (tier === 'REPORTED' && f.source.quotes === undefined) {
        if (!p.quotes) { problems.push(`${path}${f.pointer}: REPORTED source ${String(f.source.url)} needs quotes in ${TABLE}`); continue; }
        props.push(['quotes', p.quotes]);
      }
      const span = spans.get(f.pointer)!;
      edits.push(insertion(text, span.start, span.end, props));
      counts.set(`${path}|${tier}`, (counts.get(`${path}|${tier}`) ?? 0) + 1);
    }
    if (edits.length > 0) {
      let out = text;
      for (const e of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.at + (e.replace ?? 0));
      JSON.parse(out); // still valid JSON
      writeFileSync(join(ROOT, path), out);
      console.log(`${path}: ${edits.length} tiers added or replaced`);
    }
  }
  const totals = new Map<string, number>();
  for (const [k, n] of counts) totals.set(k.split('|')[1]!, (totals.get(k.split('|')[1]!) ?? 0) + n);
  console.log(`sources per tier: ${[...totals].sort().map(([t, n]) => `${t} ${n}`).join(', ')}`);
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
