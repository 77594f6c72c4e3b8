// travelreq rules explain <trip.json|-> [--rules DIR] [--locale xx-XX] [--engine compiled|reference] [--json]:
// why the trip got its answer. The trip is a request body ({"data": ...}) or the short form of the rule tests.
import { explainTrip } from '../explain/explain.js';
import { ENGINES, type EngineName } from '../explain/pipeline.js';
import { formatExplanation } from '../explain/format.js';
import { createTravelRequirements } from '../node/create.js';
import { fromAjv } from '../schema/errors.js';
import type { FullTrip, ShortTrip } from '../schema/generated.js';
import { requestOf } from '../ruletest/shortform.js';
import { flag, parseArgs, printJson, readTripInput } from './io.js';

export async function rulesExplain(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['json']);
  const path = args.positional[0];
  const engine = flag(args, 'engine') ?? 'compiled';
  if (path === undefined || !ENGINES.includes(engine as EngineName)) {
    process.stderr.write('usage: travelreq rules explain <trip.json|-> [--rules DIR] [--locale xx-XX] [--engine compiled|reference] [--json]\n');
    return 2;
  }
  const rulesDir = flag(args, 'rules');
  const tr = createTravelRequirements(rulesDir !== undefined ? { rulesDir } : {});
  const read = readTripInput(tr, path);
  if (!read.ok) {
    // --json callers get the error document in the shape of an unsuccessful explanation.
    if (args.flags.has('json')) printJson({ ok: false, status: 400, errors: read.body.errors });
    process.stderr.write(`${read.message}\n`);
    return 1;
  }
  const input = read.value;
  // The short form is checked with the rule-test schema (as a one-case file) before expanding it.
  const short = input !== null && typeof input === 'object' && !Array.isArray(input) && !('data' in input);
  if (short) {
    const validate = tr.validators.get('rule-test.schema.json');
    if (!validate({ schemaVersion: 1, description: 'explain', cases: [{ name: 'explain', trip: input, expect: {} }] })) {
      for (const e of fromAjv(validate.errors)) process.stderr.write(`short-form trip ${(e.source.pointer ?? '').replace('/cases/0/trip', '') || '/'}: ${e.detail}\n`);
      return 1;
    }
  }
  const locale = flag(args, 'locale');
  const explanation = await explainTrip(tr, short ? requestOf(input as ShortTrip | FullTrip) : input, {
    engine: engine as EngineName, ...(locale !== undefined ? { locale } : {}),
  });
  if (args.flags.has('json')) printJson(explanation);
  else process.stdout.write(formatExplanation(explanation));
  return explanation.ok ? 0 : 1;
}
