// Compiles every schema in schemas/ once (they arrive as values from generated.ts).
import { Ajv2020, type ErrorObject as AjvError, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemas, type SchemaFile } from './generated.js';

export type { AjvError };

export interface Validators {
  get(file: SchemaFile): ValidateFunction;
}

export function createValidators(): Validators {
  // allErrors so one response lists every problem (bounded later by toErrorObjects).
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema as object);
  const cache = new Map<SchemaFile, ValidateFunction>();
  return {
    get(file) {
      let v = cache.get(file);
      if (!v) {
        v = ajv.getSchema(file);
        if (!v) throw new Error(`schema ${file} is not registered`);
        cache.set(file, v);
      }
      return v;
    },
  };
}
