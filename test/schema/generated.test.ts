// src/schema/generated.ts (schemas as values + TypeScript types) is generated from schemas/:
// the committed file must be what scripts/build-schemas.ts renders now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render } from '../../scripts/build-schemas.js';

describe('generated schema module', () => {
  it('is up to date with schemas/ (run: npm run build:schemas)', async () => {
    const committed = readFileSync(new URL('../../src/schema/generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await render());
  });
});
