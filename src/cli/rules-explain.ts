// travelreq rules explain <TRIP|-> [--rules DIR] [--locales DIR] [--locale xx-XX] [--json] [--engine compiled|reference] (EXPLAIN_SPEC):
// why the trip got its answer. The trip is a request body ({"data": ...}) or the short form of the rule tests.
import { explainTrip } from '../explain/explain.js';
import { ENGINES, type EngineName } from '../explain/pipeline.js';
import { formatExplanation } from '../explain/format.js';
import { createTravelRequirements } from '../node/create.js';
import { readLocales } from '../node/locales.js';
import { fromAjv } from '../schema/errors.js';
import type { FullTrip, ShortTrip } from '../schema/generated.js';
import { requestOf } from '../ruletest/shortform.js';
import { isatty } from 'node:tty';
import { LOCALE_CHECK, parseOrExit, type CommandSpec } from './args.js';
import { checkInputs, FILE_ERROR_EXIT, fileErrorLine } from './file-error.js';
import { printJson, readTripInput } from './io.js';

export const EXPLAIN_SPEC: CommandSpec = {
  command: 'travelreq rules explain',
  summary: 'Explains why a trip got its answer: for each checkpoint and passport, the facts, every rule\n'
    + 'considered, whether it fired and, if not, the first condition that failed with the fact\'s value.',
  positionals: [{ name: 'TRIP|-', required: true, help: 'a request body ({"data": ...}) or the short form of the rule tests; - reads stdin' }],
  options: {
    rules: { type: 'string', value: 'DIR', help: 'the ruleset directory; default: the bundled rules/' },
    locales: { type: 'string', value: 'DIR', help: 'the locales directory; default: the bundled locales/' },
    locale: { type: 'string', value: 'xx-XX', check: LOCALE_CHECK, help: 'answer in this locale' },
    json: { type: 'boolean', help: 'print the explanation as one JSON document' },
    engine: { type: 'string', choices: ENGINES, help: 'compiled evaluator (default) or json-rules-engine itself' },
  },
  epilog: 'exit status: 0 explained, 1 the trip is not valid (or the ruleset does not load), 2 usage error\n'
    + 'or a TRIP file or directory that cannot be read\n'
    + 'example: travelreq rules explain examples/trips/02-ind-to-usa-via-gbr.json',
};

export async function rulesExplain(argv: readonly string[]): Promise<number> {
  const args = parseOrExit(EXPLAIN_SPEC, argv);
  if (typeof args === 'number') return args;
  const path = args.positionals[0]!;
  const engine = args.string('engine') ?? 'compiled';
  const rulesDir = args.string('rules');
  if (path === '-' && isatty(0)) process.stderr.write('travelreq rules explain: reading the trip from the terminal; end it with Ctrl-D\n');
  const localesDir = args.string('locales');
  const unreadable = checkInputs('travelreq rules explain', [{ path: rulesDir, kind: 'directory' }, { path: localesDir, kind: 'directory' }]);
  if (unreadable !== undefined) return unreadable;
  const tr = createTravelRequirements({ ...(rulesDir !== undefined ? { rulesDir } : {}), ...(localesDir !== undefined ? { locales: readLocales(localesDir) } : {}) });
  const read = readTripInput(tr, path);
  if (!read.ok) {
    // --json callers get the error document in the shape of an unsuccessful explanation.
    if (args.has('json')) printJson({ ok: false, status: 400, errors: read.body.errors });
    if (read.kind === 'file') {
      process.stderr.write(fileErrorLine('travelreq rules explain', path, read.message));
      return FILE_ERROR_EXIT;
    }
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
  const locale = args.string('locale');
  const explanation = await explainTrip(tr, short ? requestOf(input as ShortTrip | FullTrip) : input, {
    engine: engine as EngineName, ...(locale !== undefined ? { locale } : {}),
  });
  if (args.has('json')) printJson(explanation);
  else process.stdout.write(formatExplanation(explanation));
  return explanation.ok ? 0 : 1;
}
