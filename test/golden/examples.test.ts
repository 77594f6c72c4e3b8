// Golden responses for examples/trips/*.json. Each golden was read by hand against the spec and
// the dataset rows noted in test/golden/README.md. After a deliberate change, regenerate with
// `npm run golden:update` and read the diff before committing it.
//
// The fields derived from the ruleset revision (meta.rulesetRevision, and data.id: a UUID v5 of the
// request, locale and revision) are stored as placeholders and checked apart, so registering a rule
// change (a new revision) does not rewrite answers that did not change.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';
import { GOLDEN_UPDATE_COMMAND, goldenText, ID_PLACEHOLDER, REVISION_PLACEHOLDER, withoutRevision, type RevisionFields } from './normalise.js';

const examples = new URL('../../examples/trips/', import.meta.url);
const golden = new URL('./', import.meta.url);
const files = readdirSync(examples).filter((f) => f.endsWith('.json')).sort();

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Body = RevisionFields;

describe('golden responses for the example trips', () => {
  it.each(files)('%s', (file) => {
    const request = JSON.parse(readFileSync(new URL(file, examples), 'utf8')) as unknown;
    const tr = engine();
    const r = tr.trips(request);
    const body = r.body as Body;
    // The revision-derived fields, checked apart: the current revision, and a v5 id the same request repeats.
    if (body.meta?.rulesetRevision !== undefined) expect(body.meta.rulesetRevision).toBe(tr.ruleset.revision);
    if (body.data?.id !== undefined) {
      expect(body.data.id).toMatch(UUID_V5);
      expect((tr.trips(request).body as Body).data?.id).toBe(body.data.id);
    }
    const actual = goldenText(r.status, r.body);
    const target = new URL(file, golden);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(target)) writeFileSync(target, actual);
    expect(actual, `${fileURLToPath(target)} differs from the response: if the change is deliberate, run \`${GOLDEN_UPDATE_COMMAND}\` and read the diff before committing`)
      .toBe(readFileSync(target, 'utf8'));
  });
});

describe('golden files do not churn on a new revision', () => {
  it('stores placeholders for the revision-derived fields', () => {
    for (const file of files) {
      const stored = JSON.parse(readFileSync(new URL(file, golden), 'utf8')) as { body: Body };
      if (stored.body.meta?.rulesetRevision !== undefined) expect(stored.body.meta.rulesetRevision, file).toBe(REVISION_PLACEHOLDER);
      if (stored.body.data?.id !== undefined) expect(stored.body.data.id, file).toBe(ID_PLACEHOLDER);
    }
  });

  it('the same response under another revision compares equal; another answer does not', () => {
    const body = { meta: { rulesetRevision: '2027.01.01-1' }, data: { id: 'x', attributes: { headline: 'a' } } };
    const bumped = { meta: { rulesetRevision: '2027.01.02-5' }, data: { id: 'y', attributes: { headline: 'a' } } };
    expect(withoutRevision(bumped)).toEqual(withoutRevision(body));
    expect(withoutRevision({ ...bumped, data: { id: 'y', attributes: { headline: 'b' } } })).not.toEqual(withoutRevision(body));
  });
});
