// travelreq rules <lint|test|explain>: the rule author's toolkit (see rules/README.md).
import { rulesExplain } from './rules-explain.js';
import { rulesLint } from './rules-lint.js';
import { rulesTest } from './rules-test.js';

export const RULES_USAGE = `usage: travelreq rules <command> [options]

  lint [DIR] [--locales DIR] [--json] [--strict]
      check the ruleset in DIR (default: the bundled rules/): schema, ids, codes, facts and
      operators, dates, sources, translations, conflicts. Exit 1 on errors (--strict: warnings too).
  test [DIR] [--tests DIR] [--coverage] [--min-coverage N] [--filter TEXT] [--verbose] [--json] [--engine compiled|reference]
      run the rule tests in DIR/tests/*.test.json; --coverage reports the rules each case fired;
      --min-coverage fails when less than N% of the authored rules fired; --engine reference runs
      json-rules-engine instead of the compiled evaluator. Exit 1 on any failure or no cases.
  explain <trip.json|-> [--rules DIR] [--locale xx-XX] [--json] [--engine compiled|reference]
      for each checkpoint and passport: the facts, every rule considered, whether it fired and,
      if not, the first condition that failed with the fact's value. The trip is a request body
      or the short form of rule tests.
`;

type Sub = (argv: readonly string[]) => number | Promise<number>;
const SUBCOMMANDS: Record<string, Sub> = { lint: rulesLint, test: rulesTest, explain: rulesExplain };

export async function rulesCommand(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  const sub = name !== undefined && Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!sub) {
    const help = name === undefined || name === '--help' || name === 'help';
    process.stderr.write(help ? RULES_USAGE : `unknown rules command: ${name}\n${RULES_USAGE}`);
    return help ? 0 : 2;
  }
  return sub(rest);
}
