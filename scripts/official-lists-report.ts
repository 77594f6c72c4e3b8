// Prints, per official list and destination (rules/lists/*.json), how many (destination,
// nationality) pairs were checked against the visa matrix, how many the matrix gets right, and how
// each disagreement is resolved: an override (rules/overrides, priority 20), an authored refinement
// (priority 10), an accepted matrix answer, or not at all. Exit 1 when anything is unresolved.
//
// Run: npm run report:official-lists [-- <rules dir>] [--pairs]   (--pairs: list every disagreement)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compareLists, describePair, formatTable, parseLists, unresolved, type ListFile, type RuleFileInput } from '../src/lists/index.js';

export function readListFiles(dir: string): ListFile[] {
  let names: string[];
  try {
    names = readdirSync(join(dir, 'lists')).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((n) => ({ path: `lists/${n}`, content: JSON.parse(readFileSync(join(dir, 'lists', n), 'utf8')) as unknown }));
}

export function readRuleFiles(dir: string): RuleFileInput[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { files: string[] };
  return manifest.files.map((path) => ({ path, content: JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown }));
}

function main(argv: string[]): number {
  const dir = resolve(argv.find((a) => !a.startsWith('--')) ?? 'rules');
  const parsed = parseLists(readListFiles(dir));
  for (const e of parsed.errors) process.stderr.write(`${e.path}:${e.pointer}  ${e.message}\n`);
  const result = compareLists(parsed.lists, readRuleFiles(dir));
  process.stdout.write(`${formatTable(result.summaries)}\n`);
  const shown = argv.includes('--pairs') ? result.pairs.filter((p) => p.status !== 'AGREE') : unresolved(result);
  for (const p of shown) process.stdout.write(`${p.status.padEnd(18)} ${describePair(p)}\n`);
  for (const p of result.problems) process.stdout.write(`${p.code} ${p.list}${p.pointer}: ${p.message}\n`);
  const bad = unresolved(result).length + parsed.errors.length + result.problems.filter((p) => p.code === 'OVERLAPPING_ENTRIES').length;
  process.stdout.write(`${result.pairs.length} pairs checked in ${parsed.lists.length} lists; ${unresolved(result).length} unresolved disagreement(s)\n`);
  return bad > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) process.exit(main(process.argv.slice(2)));
