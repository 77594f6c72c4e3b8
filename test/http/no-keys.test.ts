// `travelreq serve` without keys serves its page but keeps the API closed: the keyring refuses every
// key and says why (README Decisions, "Package, set-up and CLI"); GET /ready is 503 (check-package
// checks that on the installed package).
import { describe, expect, it } from 'vitest';
import { createKeyring } from '../../src/http/auth.js';

describe('a keyring without keys', () => {
  it('refuses every key with 403 and names the missing keys', () => {
    const ring = createKeyring([]);
    const outcome = ring.check('example-key-0000000000000001', null);
    expect(outcome).toMatchObject({ ok: false, status: 403, code: 'INVALID_CREDENTIALS' });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/no API keys.*--keys FILE or TRAVELREQ_API_KEYS/);
  });

  it('still asks for a key first when none is given (401)', () => {
    expect(createKeyring([]).check(undefined, null)).toMatchObject({ ok: false, status: 401, code: 'MISSING_CREDENTIALS' });
  });

  it('a keyring with keys is unchanged: an unknown key is "not valid"', () => {
    const outcome = createKeyring([{ key: 'example-key-0000000000000001' }]).check('example-key-0000000000000009', null);
    expect(outcome).toMatchObject({ ok: false, status: 403, detail: 'The API key is not valid.' });
  });
});
