// Golden responses for examples/trips/*.json. Each golden was read by hand against the spec and
// the dataset rows noted in test/golden/README.md. After a deliberate change, regenerate with
// UPDATE_GOLDEN=1 npx vitest run test/golden and read the diff before committing it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';

const examples = new URL('../../examples/trips/', import.meta.url);
const golden = new URL('./', import.meta.url);
const files = readdirSync(examples).filter((f) => f.endsWith('.json')).sort();

describe('golden responses for the example trips', () => {
  it.each(files)('%s', (file) => {
    const r = engine().trips(JSON.parse(readFileSync(new URL(file, examples), 'utf8')));
    const actual = `${JSON.stringify({ status: r.status, body: r.body }, null, 2)}\n`;
    const target = new URL(file, golden);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(target)) writeFileSync(target, actual);
    expect(actual).toBe(readFileSync(target, 'utf8'));
  });
});
