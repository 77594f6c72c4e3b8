// travelreq rules <lint|test|explain>: the rule author's toolkit (see rules/README.md).
import { commandsTable, dispatch, usageLine, type SubcommandSpec } from './args.js';
import { EXPLAIN_SPEC, rulesExplain } from './rules-explain.js';
import { LINT_SPEC, rulesLint } from './rules-lint.js';
import { TEST_SPEC, rulesTest } from './rules-test.js';

const SUBCOMMANDS: Record<string, SubcommandSpec> = {
  lint: { run: rulesLint, spec: LINT_SPEC, summary: 'check a ruleset (default: the bundled rules/); exit 1 on errors' },
  test: { run: rulesTest, spec: TEST_SPEC, summary: 'run the rule tests in DIR/tests/*.test.json, with --coverage and --min-coverage N' },
  explain: { run: rulesExplain, spec: EXPLAIN_SPEC, summary: 'why a trip got its answer: facts, rules considered, the first failing condition' },
};

export const RULES_USAGE = `usage: travelreq rules <command> [options]

Rule authoring (rules/README.md): validate, test and explain a ruleset.

commands:
${commandsTable(SUBCOMMANDS)}

${[LINT_SPEC, TEST_SPEC, EXPLAIN_SPEC].map((s) => usageLine(s).replace(/^usage: /, '  ').replace(/\n {5}/g, '\n')).join('\n')}

'travelreq rules <command> --help' describes each option.
`;

export function rulesCommand(argv: readonly string[]): Promise<number> {
  return dispatch('travelreq rules', RULES_USAGE, SUBCOMMANDS, argv);
}
