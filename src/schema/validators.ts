// Validators for every schema in schemas/ (they arrive as values from generated.ts). Normally
// they come precompiled from standalone.ts (ajv standalone code, scripts/build-validators.ts):
// no compilation at construction and no `new Function`. If the schemas changed since that file was
// generated, or for a ref it does not export, ajv compiles at run time, as before.
import { Ajv2020, type ErrorObject as AjvError, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemas, type SchemaFile } from './generated.js';
import { FINGERPRINT, standalone } from './standalone.js';

export type { AjvError };

export interface Validators {
  get(file: SchemaFile): ValidateFunction;
}

// allErrors so one response lists every problem (bounded later by toErrorObjects).
export const AJV_OPTIONS: Options = { allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false };

/** A 53-bit hash (cyrb53) of the schemas' JSON: tells whether standalone.ts was generated from them. */
export function schemasFingerprint(): string {
  const text = JSON.stringify(schemas);
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

let fingerprint: string | undefined;

/** schemasFingerprint(), computed once: the schemas are constants of this build. */
export function currentSchemasFingerprint(): string {
  return (fingerprint ??= schemasFingerprint());
}

let precompiled: Readonly<Record<string, ValidateFunction>> | undefined;

export function createValidators(): Validators {
  precompiled ??= currentSchemasFingerprint() === FINGERPRINT ? (standalone as unknown as Record<string, ValidateFunction>) : {};
  const ready = precompiled;
  let ajv: Ajv2020 | undefined;
  const compiler = (): Ajv2020 => {
    if (!ajv) {
      ajv = new Ajv2020(AJV_OPTIONS);
      (addFormats as unknown as (a: Ajv2020) => void)(ajv);
      for (const schema of Object.values(schemas)) ajv.addSchema(schema as object);
    }
    return ajv;
  };
  const cache = new Map<SchemaFile, ValidateFunction>();
  return {
    get(file) {
      let v = cache.get(file);
      if (!v) {
        v = Object.hasOwn(ready, file) ? ready[file] : compiler().getSchema(file);
        if (!v) throw new Error(`schema ${file} is not registered`);
        cache.set(file, v);
      }
      return v;
    },
  };
}
