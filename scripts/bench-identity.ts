// Byte identity of two code trees on the same data: the bench corpus (and the batch corpus' seed)
// answered by this tree's library and by another tree's (e.g. a `git worktree add /tmp/base <commit>`),
// both given the SAME ruleset, locales and reference data (read once, from --data-root, default
// this tree), compared byte for byte (tr.serialise and tr.serialiseUtf8). For performance work:
// the rules and texts may change under us, the bytes for the same data must not.
//   npx tsx scripts/bench-identity.ts --base /tmp/base [--data-root DIR] [--size 20000] [--seed N]
// Exit 0 when every response is identical; 1 naming the first difference; 2 on a usage error.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flag, parseArgs } from '../src/cli/io.js';
import { DEFAULT_SEED, generateCorpus } from './bench-corpus.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = parseArgs(process.argv.slice(2));
const base = flag(args, 'base');
const dataRoot = resolve(flag(args, 'data-root') ?? ROOT);
const size = Number(flag(args, 'size') ?? 20_000);
const seed = Number(flag(args, 'seed') ?? DEFAULT_SEED);
if (base === undefined || !existsSync(join(base, 'src/index.ts')) || !Number.isInteger(size) || size < 1 || !Number.isInteger(seed)) {
  process.stderr.write('usage: tsx scripts/bench-identity.ts --base TREE [--data-root DIR] [--size N] [--seed N]\n  TREE: another checkout of this project (its src/index.ts is loaded)\n');
  process.exit(2);
}

type Lib = typeof import('../src/index.js');
const ours = (await import(join(ROOT, 'src/index.ts'))) as Lib;
const theirs = (await import(join(resolve(base), 'src/index.ts'))) as Lib;

// The data, read once by this tree's readers: both libraries get the same values.
const read = ours.readRuleset(join(dataRoot, 'rules'));
if (!read.ok) {
  process.stderr.write(`cannot read ${join(dataRoot, 'rules')}: ${read.errors.map((e) => e.detail).join('; ')}\n`);
  process.exit(1);
}
const locales = ours.readLocales(join(dataRoot, 'locales'));
const referenceData = ours.loadReferenceData();
const a = ours.createTravelRequirementsCore({ ruleset: read.source, locales, referenceData });
const b = theirs.createTravelRequirementsCore({ ruleset: read.source, locales, referenceData });

let compared = 0;
for (const s of [seed, seed + 1, seed + 2]) {
  const corpus = generateCorpus(a, { size, seed: s });
  for (const [i, q] of corpus.entries()) {
    for (const locale of [undefined, 'de-DE']) {
      const opts = locale ? { locale } : {};
      const ra = a.trips(structuredClone(q), opts);
      const rb = b.trips(structuredClone(q), opts);
      const ja = a.serialise(ra.body);
      const jb = b.serialise(rb.body);
      const ua = Buffer.from(a.serialiseUtf8(ra.body));
      if (ra.status !== rb.status || ja !== jb || ja !== JSON.stringify(ra.body) || !ua.equals(Buffer.from(jb))) {
        process.stderr.write(`differs on seed ${s} trip ${i}${locale ? ` (locale ${locale})` : ''}: ${JSON.stringify(q)}\n`);
        process.exit(1);
      }
      compared++;
    }
  }
}
process.stdout.write(`identical: ${compared} responses (3 corpora of ${size}, default locale and de-DE), data from ${dataRoot}, base ${resolve(base)}\n`);
