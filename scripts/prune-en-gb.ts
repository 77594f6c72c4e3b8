// en-GB inherits from en-US (i18next falls back en-GB -> en-US, in the library and the page): this
// removes every en-GB text identical to its en-US text, so en-GB keeps only what British English
// writes differently ("authorisation", "licence", dates). Idempotent: a second run changes nothing.
// Objects left empty are removed; a file left empty is kept as {} with its _comment, if any.
// Usage: tsx scripts/prune-en-gb.ts [LOCALES_DIR] [--check]   (--check: exit 1 when something would be pruned)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `gb` without the entries equal to `us` (deeply); undefined when nothing is left. `_comment` keys stay. */
export function pruneEqual(gb: Json, us: Json): Json {
  if (JSON.stringify(gb) === JSON.stringify(us)) return undefined;
  if (!isObject(gb) || !isObject(us)) return gb;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(gb)) {
    if (k === '_comment') {
      out[k] = v;
      continue;
    }
    const kept = k in us ? pruneEqual(v, us[k]) : v;
    if (kept !== undefined) out[k] = kept;
  }
  return Object.keys(out).some((k) => k !== '_comment') ? out : undefined;
}

export interface PruneResult { file: string; removed: number }

const leaves = (v: Json): number => (isObject(v) ? Object.entries(v).reduce((n, [k, x]) => n + (k === '_comment' ? 0 : leaves(x)), 0) : 1);

/** Prunes every locales/en-GB/*.json against locales/en-US; writes only when `write`. */
export function pruneEnGb(localesDir: string, write: boolean): PruneResult[] {
  const gbDir = join(localesDir, 'en-GB');
  const usDir = join(localesDir, 'en-US');
  const results: PruneResult[] = [];
  for (const file of readdirSync(gbDir).filter((f) => f.endsWith('.json')).sort()) {
    const usFile = join(usDir, file);
    if (!existsSync(usFile)) continue; // en-GB's own namespace (none today): nothing to inherit
    const text = readFileSync(join(gbDir, file), 'utf8');
    const gb = JSON.parse(text) as Json;
    const us = JSON.parse(readFileSync(usFile, 'utf8')) as Json;
    const pruned = pruneEqual(gb, us);
    const kept = pruned ?? (isObject(gb) && typeof gb._comment === 'string' ? { _comment: gb._comment } : {});
    const removed = leaves(gb) - leaves(kept);
    if (removed === 0) continue;
    results.push({ file: `en-GB/${file}`, removed });
    if (write) writeFileSync(join(gbDir, file), `${JSON.stringify(kept, null, 2)}\n`);
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const rest = args.filter((a) => a !== '--check');
  if (rest.length > 1 || rest.some((a) => a.startsWith('-'))) {
    process.stderr.write('usage: tsx scripts/prune-en-gb.ts [LOCALES_DIR] [--check]\n');
    process.exit(2);
  }
  const dir = resolve(rest[0] ?? fileURLToPath(new URL('../locales', import.meta.url)));
  const results = pruneEnGb(dir, !check);
  for (const r of results) process.stdout.write(`${check ? 'would prune' : 'pruned'} ${r.file}: ${r.removed} text(s) equal to en-US\n`);
  if (!results.length) process.stdout.write('en-GB: nothing equal to en-US\n');
  if (check && results.length) process.exit(1);
}
