// src/schema/standalone.ts is generated (scripts/build-validators.ts): it must match the schemas,
// and its validators must judge exactly as ajv compiling at run time does.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { OUTPUT, render } from '../../scripts/build-validators.js';
import { schemas, type SchemaFile } from '../../src/schema/generated.js';
import { FINGERPRINT, standalone } from '../../src/schema/standalone.js';
import { AJV_OPTIONS, createValidators, schemasFingerprint } from '../../src/schema/validators.js';
import { trip } from '../helpers.js';

describe('standalone validators', () => {
  it('are up to date with the schemas (run: npx tsx scripts/build-validators.ts)', () => {
    expect(FINGERPRINT).toBe(schemasFingerprint());
    expect(readFileSync(OUTPUT, 'utf8')).toBe(render());
  });

  it('are what createValidators() hands out', () => {
    const v = createValidators();
    for (const file of Object.keys(schemas) as SchemaFile[]) expect(v.get(file)).toBe((standalone as Record<string, unknown>)[file]);
  });

  it('give the same verdicts and errors as ajv compiling at run time', () => {
    const ajv = new Ajv2020(AJV_OPTIONS);
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    for (const schema of Object.values(schemas)) ajv.addSchema(schema as object);
    const good = trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }]);
    const inputs: unknown[] = [
      good, null, 42, 'x', [], {}, { data: {} },
      trip(['usa', 'USA', 'USA'], [{ airport: 'JFK', date: '2026-02-30' }, { location: 'GBR', time: '25:00' }], { locale: 'english', currency: 'JPY', extra: 1 }),
      { ...good, meta: 5 },
      JSON.parse(JSON.stringify(good).replace('"ORIGIN"', '"START"')),
    ];
    const check = (file: SchemaFile, input: unknown): void => {
      const precompiled = (standalone as Record<string, (x: unknown) => boolean>)[file] as ((x: unknown) => boolean) & { errors?: unknown };
      const compiled = ajv.getSchema(file)!;
      expect(precompiled(input)).toBe(compiled(input));
      expect(precompiled.errors ?? null).toEqual(compiled.errors ?? null);
    };
    for (const input of inputs) check('trip-request.schema.json', input);
    check('rule-file.schema.json', { schemaVersion: 1, rules: [{ id: 'x', conditions: { all: [{ fact: 'a', operator: 'in' }] }, event: { type: 'X' } }] });
    check('ruleset-manifest.schema.json', { schemaVersion: 2, files: [] });
  });
});
