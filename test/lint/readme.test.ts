// rules/README.md documents every fact, every operator and every lint check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACT_NAMES } from '../../src/facts/catalogue.js';
import { DOCUMENT_TYPES } from '../../src/lint/documents.js';
import { FACT_INFO } from '../../src/lint/facts.js';
import { BUNDLED_RULES } from '../../src/node/paths.js';
import { OPERATORS } from '../../src/rules/operators.js';

const README = readFileSync(join(BUNDLED_RULES, 'README.md'), 'utf8');
const TYPE_WORDS: Record<string, string> = {
  string: 'string', 'string|null': 'string or null', boolean: 'boolean', number: 'number', 'number|null': 'number or null', date: 'date', 'date|null': 'date or null', 'string[]': 'string[]',
};

describe('rules/README.md', () => {
  it('the lint table of facts matches the catalogue', () => {
    expect(Object.keys(FACT_INFO).sort()).toEqual([...FACT_NAMES].sort());
    for (const name of FACT_NAMES) {
      expect(README, name).toMatch(new RegExp(`^\\| \`${name}\` \\| ${TYPE_WORDS[FACT_INFO[name].type]!.replace(/[[\]|]/g, '\\$&')} \\|`, 'm'));
    }
  });

  it('lists every operator with whether it is custom', () => {
    for (const [name, op] of Object.entries(OPERATORS)) {
      expect(README, name).toMatch(new RegExp(`^\\| \`${name}\` \\| ${op.valueKind} \\| .* \\| ${op.custom ? 'custom' : 'built-in'} \\|$`, 'm'));
    }
  });

  it('names every lint check', () => {
    for (const check of ['schema', 'manifest', 'ids', 'codes', 'documents', 'facts', 'dates', 'sources', 'provenance', 'translations', 'conflicts']) {
      expect(README).toMatch(new RegExp(`^\\| ${check} \\|`, 'm'));
    }
  });

  it('the document types table lists exactly the closed set of the schema', () => {
    const section = README.slice(README.indexOf('### Document types and the kind of answer'), README.indexOf('**How the answer kind is derived.**'));
    const documented = [...section.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((x) => x[1]!));
    expect(documented.sort()).toEqual([...DOCUMENT_TYPES].sort());
  });
});
